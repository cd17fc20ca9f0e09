import type { ReactElement } from 'react';
import { useSchoolOptions } from '../api/school-options';
import { useMe } from '../auth/use-me';
import { ErrorRedirect } from '../navigation/error-redirect';
import { LoadingOverlay } from '../ui/loading-overlay';

interface SelectionList {
  isError: boolean;
  error: unknown;
  data: unknown;
}

export type SelectionLists<T extends Record<string, SelectionList>> =
  { ready: { [K in keyof T]: NonNullable<T[K]['data']> } } | { waiting: ReactElement };

/**
 * The selection lists a search form needs (the schools, the filter's choices): all of them once
 * they are here; until then the overlay, and spec 000 §8's Error route when one cannot load.
 */
export function selectionLists<T extends Record<string, SelectionList>>(
  lists: T,
): SelectionLists<T> {
  const all = Object.values(lists);
  const failed = all.find((list) => list.isError);
  if (failed) return { waiting: <ErrorRedirect error={failed.error} /> };
  if (all.some((list) => list.data === undefined)) return { waiting: <LoadingOverlay /> };
  const ready = Object.fromEntries(Object.entries(lists).map(([key, list]) => [key, list.data]));
  return { ready: ready as { [K in keyof T]: NonNullable<T[K]['data']> } };
}

/**
 * The school picker's choices of the signed-in user (spec 000 §6: all schools or their school
 * groups', by role), with the other lists its search form needs, through selectionLists.
 */
export function useSchoolLists<T extends Record<string, SelectionList>>(others?: T) {
  const me = useMe();
  const schools = useSchoolOptions(me.data?.roleType);
  return selectionLists({ schools, ...(others as T) });
}
