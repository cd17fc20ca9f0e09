import type { ErrorType, HttpMethod } from '@tayori/contract';

/** errorType of the API, or a failure that never reached it (network down, proxy refused). */
export type FailureType = ErrorType | 'connectionRefused';

/** A failed API call: what the server said (or what went wrong on the way) and where it was sent. */
export class ApiFailure extends Error {
  override readonly name = 'ApiFailure';

  constructor(
    readonly errorType: FailureType,
    /** HTTP status; 0 when no answer arrived. */
    readonly status: number,
    readonly method: HttpMethod,
    /** The request path with placeholders filled, without the query. */
    readonly url: string,
    readonly messages: readonly string[] = [],
    readonly fields: Readonly<Record<string, string>> = {},
    /**
     * The contract's name of the endpoint called (`callApi`'s first argument): the error catalogue
     * picks endpoint-specific messages by it, never by the URL.
     */
    readonly endpoint: string | null = null,
  ) {
    super(`${method} ${url} failed: ${errorType} (${status})`);
  }
}

export const isApiFailure = (e: unknown): e is ApiFailure => e instanceof ApiFailure;
