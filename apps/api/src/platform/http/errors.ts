import {
  catalogued,
  errorStatus,
  messages,
  type ErrorBody,
  type ErrorType,
} from '@tayori/contract';

/** The contract's catalogue check of a field message (its own, or the general one). */
export { catalogued };

/** An answer with the error body of DESIGN.md §3. Throw it from any handler or service. */
export class ApiError extends Error {
  constructor(
    readonly errorType: ErrorType,
    readonly messages: string[] = [],
    readonly fields?: Record<string, string>,
    /** Sent as Retry-After (seconds) with a 429: when trying again can succeed. */
    readonly retryAfterSeconds?: number,
  ) {
    super(messages[0] ?? errorType);
  }

  get status(): number {
    return errorStatus[this.errorType];
  }

  toBody(): ErrorBody {
    return {
      errorType: this.errorType,
      messages: this.messages,
      ...(this.fields ? { fields: this.fields } : {}),
    };
  }
}

export const notFound = () => new ApiError('notFound', [messages.not_found]);
export const forbidden = (message: string = messages.forbidden) =>
  new ApiError('forbidden', [message]);
export const unauthorized = (message: string = messages.unauthorized) =>
  new ApiError('unauthorized', [message]);
export const conflict = (message: string = messages.conflict) =>
  new ApiError('conflict', [message]);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new ApiError('tooManyRequests', [messages.too_many_requests], undefined, retryAfterSeconds);
export const validationError = (fields: Record<string, string>) =>
  new ApiError(
    'validationError',
    [messages.validation_incorrect],
    Object.fromEntries(Object.entries(fields).map(([name, m]) => [name, catalogued(m)])),
  );
