import { useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import type { z } from 'zod';
import type {
  ConditionKey,
  ConditionValues,
  Conditions,
  SearchConditionsOf,
} from './url-conditions';

export interface UrlSearch<S extends z.ZodObject, K extends ConditionKey<S>> {
  of: SearchConditionsOf<S, K>;
  /** What the URL holds now. */
  conditions: Conditions<S, K>;
  /** The API query of those conditions, or null while no search may run. */
  query: z.output<S> | null;
  /** A new search from page 1 (spec 001 §2: a search resets the page; paging keeps the conditions). */
  search(values: ConditionValues<S, K>): void;
  setPage(page: number): void;
  /** `?…` of the current conditions on another page ('' for none). */
  searchOf(page: number): string;
  /**
   * Changes when the conditions (not the page) change, and when a search runs again with the same
   * ones: the form, and what a search's results started (the CSV file, spec 001 §2), start over.
   */
  formKey: string;
  /**
   * Which run of the search this is (paging keeps it): a search's results are keyed by it, so a
   * search run again with the same conditions asks the server anew (an account edited in its
   * detail tab meanwhile shows as it is now) instead of showing the answer kept for 30 s.
   */
  run: number;
  /** What the SearchPage frame needs to page. */
  paging: SearchPaging;
}

export interface SearchPaging {
  /** 1-based. */
  page: number;
  pageSize: number;
  setPage(page: number): void;
  searchOf(page: number): string;
}

/** The search conditions of the URL (`searchConditions`) and the ways to change them. */
export function useUrlSearch<S extends z.ZodObject, K extends ConditionKey<S>>(
  of: SearchConditionsOf<S, K>,
): UrlSearch<S, K> {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // Which search this is: the URL of a search run twice is the same, the history entry is not.
  const state = useLocation().state as { searchRun?: number } | null;
  const run = state?.searchRun ?? 0;
  return useMemo(() => {
    const conditions = of.read(new URLSearchParams(key));
    const searchOf = (page: number) => {
      const search = of.write({ ...conditions, page }).toString();
      return search ? `?${search}` : '';
    };
    const setPage = (page: number) =>
      setParams(of.write({ ...conditions, page }), { state: { searchRun: run } });
    return {
      of,
      conditions,
      query: of.queryOf(conditions),
      search: (values) =>
        setParams(of.write({ ...values, page: 1 } as Conditions<S, K>), {
          state: { searchRun: run + 1 },
        }),
      setPage,
      searchOf,
      formKey: `${searchOf(1)}#${run}`,
      run,
      paging: { page: conditions.page, pageSize: of.definition.pageSize, setPage, searchOf },
    };
  }, [of, key, run, setParams]);
}
