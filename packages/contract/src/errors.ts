import { z } from 'zod';

/** errorType values of DESIGN.md §3 with their HTTP status. */
export const errorStatus = {
  validationError: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  requestTimeout: 408,
  conflict: 409,
  tooManyRequests: 429,
  serverError: 500,
} as const;
export type ErrorType = keyof typeof errorStatus;
export const ErrorType = z.enum(Object.keys(errorStatus) as [ErrorType, ...ErrorType[]]);

export const ErrorBody = z.object({
  errorType: ErrorType,
  messages: z.array(z.string()),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** The first message of a forbidden answer when the caller's address is outside the school. */
export const NOT_ALLOWED_IP_MESSAGE = 'not allowed IP address';
