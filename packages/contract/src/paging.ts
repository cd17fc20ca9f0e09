import { z } from './zod';
import { limits } from './limits';

/**
 * Paged searches (spec 000 §4, spec 001 §2, §9): every search query extends one paged-search
 * query, and every answer that pages is one `pagedList`, so page and limit mean the same
 * everywhere and a list's keys are the spec's.
 */

/** A 1-based page number or a page size in a query string, with its default. */
export const pageParam = (max: number, fallback: number) =>
  z.coerce.number().int().min(1).max(max).default(fallback);

export interface PagedSearchOptions {
  /** The page size when the query names none (spec: 10 for every list). */
  pageSize?: number;
  /**
   * The largest `limit` a caller may ask for. Spec 001 §4, §9: a CSV download asks for the whole
   * result at once with `limit` = the total count, so those searches set it high.
   */
  maxLimit?: number;
}

/** `limit` (page size) and `page` (1-based) of a paged search, with their defaults. */
export const pagedSearchQuery = ({
  pageSize = limits.listPageSize,
  maxLimit = limits.pageLimitMax,
}: PagedSearchOptions = {}) =>
  z.object({
    limit: pageParam(maxLimit, pageSize),
    /** 1-based. */
    page: pageParam(limits.pageMax, 1),
  });

/** The paged-search query of spec 001's lists: 10 per page. Areas `.extend()` it with filters. */
export const PagedSearchQuery = pagedSearchQuery();
export type PagedSearchQuery = z.infer<typeof PagedSearchQuery>;

type PagedListShape<L extends string, C extends string, Row extends z.ZodType> = {
  [K in L]: z.ZodArray<Row>;
} & { [K in C]: z.ZodNumber };

/**
 * One page of rows and the total number of matches under the spec's names, e.g.
 * `pagedList('staffList', 'staffTotalCount', StaffRow)` answers `{ staffList, staffTotalCount }`
 * (spec 001 §7). The total counts every match, not only the page's rows.
 */
export function pagedList<L extends string, C extends string, Row extends z.ZodType>(
  listKey: L,
  countKey: C,
  row: Row,
) {
  const shape = { [listKey]: z.array(row), [countKey]: z.number().int().min(0) };
  return z.object(shape as PagedListShape<L, C, Row>);
}
