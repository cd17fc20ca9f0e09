import {
  apiRoutes,
  errorStatus,
  limits,
  type ApiRouteName,
  type BodyOf,
  type Endpoints,
  type ErrorType,
  type HttpMethod,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
} from '@tayori/contract';
import { getIdToken } from '../auth/oidc';
import { ApiFailure, type FailureType } from './api-failure';
import { takeEarlyGet } from './early-gets';
import { readXsrfToken, XSRF_HEADER } from './xsrf';

type Absent = { [key: string]: never } | undefined;
type QueryValue =
  string | number | boolean | null | undefined | readonly (string | number | boolean)[];

/** What a call of endpoint E takes: params, query and body exactly as its schemas say. */
export type CallOptions<E> = ([ParamsOf<E>] extends [never]
  ? { params?: Absent }
  : { params: ParamsOf<E> }) &
  ([QueryOf<E>] extends [never]
    ? { query?: Absent }
    : object extends QueryOf<E>
      ? { query?: QueryOf<E> }
      : { query: QueryOf<E> }) &
  ([BodyOf<E>] extends [never] ? { body?: Absent } : { body: BodyOf<E> }) & {
    /** Cancels the call (TanStack Query passes one). */
    signal?: AbortSignal;
    /** Send no Authorization header: the identity check runs before sign-in (spec 000 §6). */
    anonymous?: boolean;
    /** Read the answer as a file (callApiFile), not as JSON. */
    asFile?: boolean;
    /** Send this file as the body (application/octet-stream): the roster import's upload. */
    file?: Blob;
  };

type Args<E> =
  object extends CallOptions<E> ? [options?: CallOptions<E>] : [options: CallOptions<E>];

const UNSAFE = new Set<HttpMethod>(['POST', 'PUT', 'PATCH', 'DELETE']);
const START_PATH = '/api/v1/start';
const typeByStatus = new Map<number, ErrorType>(
  Object.entries(errorStatus).map(([type, status]) => [status, type as ErrorType]),
);

/**
 * Calls one endpoint of the contract, by name, and returns its typed answer. Throws ApiFailure for
 * every failure (error answer, timeout, network), so callers and the error catalogue see one shape.
 * Only the endpoint's method and path are loaded (apiRoutes): its schemas stay on the server.
 */
export async function callApi<N extends ApiRouteName>(
  name: N,
  ...[options]: Args<Endpoints[N]>
): Promise<ResponseOf<Endpoints[N]>> {
  const { method, path: template } = apiRoutes[name];
  const opts = (options ?? {}) as {
    params?: Record<string, unknown>;
    query?: Record<string, QueryValue>;
    body?: unknown;
    signal?: AbortSignal;
    anonymous?: boolean;
    asFile?: boolean;
    file?: Blob;
  };
  const path = fillPath(template, opts.params);
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (!opts.anonymous) {
    const token = await getIdToken();
    if (token) headers.Authorization = `Bearer ${token}`;
  }
  if (UNSAFE.has(method)) headers[XSRF_HEADER] = await ensureXsrfToken(opts.signal);
  let body: string | Blob | undefined;
  if (opts.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(opts.body);
  } else if (opts.file) {
    headers['Content-Type'] = 'application/octet-stream';
    body = opts.file;
  }
  const data = await send(
    { method, path, endpoint: name },
    path + toQueryString(opts.query),
    { headers, body, asFile: opts.asFile },
    opts.signal,
  );
  if (opts.asFile) return data as ResponseOf<Endpoints[N]>;
  if (import.meta.env.DEV) {
    // Development only: a contract drift shows up in the console without costing production time
    // (nor the schemas' weight: this import is gone from the production build).
    const { endpoints } = await import('@tayori/contract');
    const checked = endpoints[name].response.safeParse(data);
    if (!checked.success)
      console.warn(`${method} ${path}: response does not match the contract`, checked.error);
  }
  return data as ResponseOf<Endpoints[N]>;
}

/**
 * Calls an endpoint that answers a file (a CSV export, spec 001 §4) and returns it as a Blob; its
 * failures are callApi's.
 */
export function callApiFile<N extends ApiRouteName>(
  name: N,
  options: CallOptions<Endpoints[N]>,
): Promise<Blob> {
  const call = callApi as (name: N, options: object) => Promise<unknown>;
  return call(name, { ...options, asFile: true }) as Promise<Blob>;
}

/** `/a/{id}` + { id: 'x/y' } → `/a/x%2Fy`. A missing param is a programming error. */
export function fillPath(template: string, params: Record<string, unknown> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '')
      throw new Error(`Missing path parameter "${name}" for ${template}`);
    return encodeURIComponent(String(value));
  });
}

export function toQueryString(query: Record<string, QueryValue> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const v of value) search.append(key, String(v));
    else search.append(key, String(value));
  }
  const s = search.toString();
  return s ? `?${s}` : '';
}

/** The XSRF cookie, asking GET /api/v1/start for one first when this browser has none yet. */
async function ensureXsrfToken(signal?: AbortSignal): Promise<string> {
  const existing = readXsrfToken();
  if (existing) return existing;
  const start = { method: 'GET', path: START_PATH, endpoint: 'start' } as const;
  await send(start, START_PATH, { headers: { Accept: 'application/json' } }, signal);
  return readXsrfToken() ?? '';
}

/** What a call was sent to, as an ApiFailure reports it. */
interface Target {
  method: HttpMethod;
  /** The path with placeholders filled, without the query. */
  path: string;
  endpoint: ApiRouteName;
}

const fail = (
  to: Target,
  errorType: FailureType,
  status: number,
  messages: readonly string[] = [],
  fields: Readonly<Record<string, string>> = {},
) => new ApiFailure(errorType, status, to.method, to.path, messages, fields, to.endpoint);

async function send(
  to: Target,
  url: string,
  init: { headers: Record<string, string>; body?: string | Blob; asFile?: boolean },
  callerSignal?: AbortSignal,
): Promise<unknown> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, limits.apiTimeoutMs);
  const onCallerAbort = () => controller.abort(callerSignal?.reason);
  if (callerSignal?.aborted) onCallerAbort();
  callerSignal?.addEventListener('abort', onCallerAbort, { once: true });

  try {
    let response: Response;
    try {
      response = await ((to.method === 'GET' ? takeEarlyGet(url, controller.signal) : undefined) ??
        fetch(url, {
          method: to.method,
          headers: init.headers,
          body: init.body,
          credentials: 'same-origin',
          signal: controller.signal,
        }));
    } catch (error) {
      if (timedOut) throw fail(to, 'requestTimeout', 0);
      if (callerSignal?.aborted) throw error; // a cancellation, not a failure to report
      throw fail(to, 'connectionRefused', 0);
    }
    if (init.asFile && response.ok) return await response.blob();
    const text = await response.text().catch(() => null);
    if (!response.ok) throw toFailure(response.status, text, to);
    if (!text) return undefined;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw fail(to, 'serverError', response.status);
    }
  } catch (error) {
    if (timedOut && !(error instanceof ApiFailure)) throw fail(to, 'requestTimeout', 0);
    throw error;
  } finally {
    clearTimeout(timer);
    callerSignal?.removeEventListener('abort', onCallerAbort);
  }
}

/** The API's `{ errorType, messages, fields }`; an unreadable body falls back on the status. */
function toFailure(status: number, text: string | null, to: Target): ApiFailure {
  const fallback = status >= 500 ? 'serverError' : (typeByStatus.get(status) ?? 'serverError');
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // an HTML error page from a proxy, or a truncated answer
  }
  if (!isErrorBody(parsed)) return fail(to, fallback, status);
  // A 5xx is always treated as a server error, whatever its body claims.
  const errorType = status >= 500 ? 'serverError' : parsed.errorType;
  return fail(to, errorType, status, parsed.messages, parsed.fields ?? {});
}

function isErrorBody(
  v: unknown,
): v is { errorType: ErrorType; messages: string[]; fields?: Record<string, string> } {
  if (typeof v !== 'object' || v === null) return false;
  const o = v as Record<string, unknown>;
  return (
    typeof o.errorType === 'string' &&
    o.errorType in errorStatus &&
    Array.isArray(o.messages) &&
    o.messages.every((m) => typeof m === 'string') &&
    (o.fields === undefined || (typeof o.fields === 'object' && o.fields !== null))
  );
}
