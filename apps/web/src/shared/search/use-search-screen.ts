import {
  keepPreviousData,
  skipToken,
  useQuery,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import type { z } from 'zod';
import { useFailureSnackbar } from '../api/use-failure-snackbar';
import type { ConditionKey, SearchConditionsOf } from './url-conditions';
import { useUrlSearch, type SearchPaging, type UrlSearch } from './use-url-search';

/**
 * How one search asks the server for the answer of a query (its `queryOptions`): the key and the
 * call. `run` is which run of the search this is (UrlSearch.run); a search that wants every run
 * asked anew puts it in its key.
 */
export type SearchOptionsOf<Q, R, Key extends QueryKey> = (
  query: Q,
  run: number,
) => UseQueryOptions<R, Error, R, Key>;

export interface SearchScreen<S extends z.ZodObject, K extends ConditionKey<S>, R> {
  search: UrlSearch<S, K>;
  /** The answer of the URL's conditions; undefined while there is none (no search may run yet). */
  data: R | undefined;
  /** The conditions without the page and its size: what the search's CSV asks for. */
  csvQuery: Omit<z.output<S>, 'page' | 'limit'> | null;
  /** What the SearchPage frame needs: the pager and the two busy states. */
  frame: { paging: SearchPaging; loading: boolean; fetching: boolean };
  result: UseQueryResult<R>;
}

/** Before any query may run (no school chosen yet), the screen asks nothing, under this key. */
const IDLE_KEY = ['search-screen', 'idle'] as const;

/**
 * The page wiring of every search screen (spec 001 §2): the URL's conditions (useUrlSearch), their
 * answer kept on screen while the next page loads, a failure said once in the snackbar, and the
 * frame's busy states. A search is then its conditions, its options and its results.
 */
export function useSearchScreen<
  S extends z.ZodObject,
  K extends ConditionKey<S>,
  R,
  Key extends QueryKey,
>(
  of: SearchConditionsOf<S, K>,
  optionsOf: SearchOptionsOf<z.output<S>, R, Key>,
): SearchScreen<S, K, R> {
  const search = useUrlSearch(of);
  const result = useQuery<R, Error, R, Key>({
    // The idle key is no search's: nothing is asked under it (skipToken).
    ...(search.query
      ? optionsOf(search.query, search.run)
      : { queryKey: IDLE_KEY as unknown as Key, queryFn: skipToken }),
    placeholderData: keepPreviousData,
  });
  useFailureSnackbar(result.error);
  let csvQuery: SearchScreen<S, K, R>['csvQuery'] = null;
  if (search.query) {
    const { page: _page, limit: _limit, ...conditions } = search.query as Record<string, unknown>;
    csvQuery = conditions as SearchScreen<S, K, R>['csvQuery'];
  }
  return {
    search,
    data: search.query ? result.data : undefined,
    csvQuery,
    frame: {
      paging: search.paging,
      // The first answer of a query that may run: a failure is not loading (the overlay goes).
      loading: result.isPending && result.fetchStatus === 'fetching',
      fetching: result.isFetching,
    },
    result,
  };
}
