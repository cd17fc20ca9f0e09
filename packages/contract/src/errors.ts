/** errorType values of DESIGN.md §3 with their HTTP status. */
export const errorStatus = {
  validationError: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  requestTimeout: 408,
  conflict: 409,
  tooManyRequests: 429,
  /** Request headers over the server's limit (nearly always an overgrown cookie). */
  requestHeaderFieldsTooLarge: 431,
  serverError: 500,
} as const;
export type ErrorType = keyof typeof errorStatus;

/** The first message of a forbidden answer when the caller's address is outside the school. */
export const NOT_ALLOWED_IP_MESSAGE = 'not allowed IP address';
