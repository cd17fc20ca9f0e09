import { errorStatus, type ErrorType } from './errors';
import { z } from './zod';

/** The error answer of DESIGN.md §3 (kept apart from errors.ts so the web client loads no zod). */
export const ErrorTypeSchema = z.enum(Object.keys(errorStatus) as [ErrorType, ...ErrorType[]]);

export const ErrorBody = z.object({
  errorType: ErrorTypeSchema,
  messages: z.array(z.string()),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** A zod error as the `fields` of a validationError answer: the first message per field. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const name = issue.path.map(String).join('.') || 'request';
    fields[name] ??= issue.message;
  }
  return fields;
}
