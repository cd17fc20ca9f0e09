import { queryOptions, type QueryKey } from '@tanstack/react-query';
import type { ApiRouteName, Endpoints, QueryOf, ResponseOf } from '@tayori/contract';
import { callApi, type CallOptions } from './client';

/** The endpoints called with nothing but the signal: what the signed-in user reads of their own. */
type BareRoute = {
  [N in ApiRouteName]: object extends CallOptions<Endpoints[N]> ? N : never;
}[ApiRouteName];

/** The query of a GET that takes nothing (endpoint `name`), under `key`: the endpoint's name. */
export function bareGetQuery<N extends BareRoute>(name: N, key: QueryKey = [name]) {
  // callApi works its options out per endpoint, which TypeScript cannot do for a generic name;
  // BareRoute holds only the endpoints whose options may be the signal alone.
  const get = callApi as (
    name: N,
    options: { signal: AbortSignal },
  ) => Promise<ResponseOf<Endpoints[N]>>;
  return queryOptions({ queryKey: key, queryFn: ({ signal }) => get(name, { signal }) });
}

/** A record by its id (a detail screen's), asked once there is an id. */
export function recordQuery<Id extends string | number, T, K extends QueryKey>(
  id: Id | null,
  keyOf: (id: Id) => K,
  get: (id: Id, signal: AbortSignal) => Promise<T>,
) {
  return queryOptions({
    // Without an id nothing is asked: the key then holds null, no record's.
    queryKey: keyOf(id as Id),
    queryFn: ({ signal }) => get(id!, signal),
    enabled: id !== null,
  });
}

/**
 * A record read fresh for its editor (the seq it carries must be the current one when the editor
 * saves): never answered from the cache, never retried.
 */
export function freshRecordQuery<T, K extends QueryKey>(
  id: number | null,
  keyOf: (id: number) => K,
  get: (id: number, signal: AbortSignal) => Promise<T>,
) {
  return queryOptions({ ...recordQuery(id, keyOf, get), staleTime: 0, retry: false });
}

/**
 * The answer of a search endpoint (`name`) for one query: useSearchScreen's options, under
 * `keyOf(query, run)` (a search asked anew on each run puts `run` in its key).
 */
export function searchQueryOf<N extends ApiRouteName, K extends QueryKey>(
  name: N,
  keyOf: (query: QueryOf<Endpoints[N]>, run: number) => K,
) {
  // As in bareGetQuery: a search endpoint takes its query and the signal, nothing else.
  const get = callApi as (
    name: N,
    options: { query: QueryOf<Endpoints[N]>; signal: AbortSignal },
  ) => Promise<ResponseOf<Endpoints[N]>>;
  return (query: QueryOf<Endpoints[N]>, run: number) =>
    queryOptions({
      queryKey: keyOf(query, run),
      queryFn: ({ signal }) => get(name, { query, signal }),
    });
}
