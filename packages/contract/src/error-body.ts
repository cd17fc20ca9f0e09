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
