import { useParams } from 'react-router';

/**
 * A route's `:id` (a notice, a group, an account) as a positive integer, or null when it is not
 * one: a hand-edited or truncated link then shows the not-found message instead of asking the API
 * for `NaN` or for an id the database cannot hold.
 */
export function idParamOf(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,15}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}

/** The current route's `:id` as an id (`idParamOf`), or null. */
export function useIdParam(): number | null {
  return idParamOf(useParams().id);
}
