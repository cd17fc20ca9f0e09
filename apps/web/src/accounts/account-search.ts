import { limits } from '@tayori/contract';
import type { z } from 'zod';
import { nameMaxLengths } from '../shared/forms/fields/account-fields';
import {
  searchConditions,
  type ConditionKey,
  type SearchDefinition,
} from '../shared/search/url-conditions';

/** The limits an account search's texts share (spec 001 §9): names, kana and the sign-in ID. */
const accountMaxLengths = { ...nameMaxLengths, emailAddress: limits.signInIdSearchMax };

/**
 * An account search's conditions in the URL (spec 001 §2, §5, §9): the fields in their order, 10 a
 * page, names, kana and sign-in ID over their limit in a hand-edited link cut to it; `more` adds a
 * search's own (at least one condition, other limits).
 */
export function accountSearchConditions<S extends z.ZodObject, K extends ConditionKey<S>>(
  schema: S,
  fields: readonly K[],
  more: Pick<SearchDefinition<S, K>, 'atLeastOne' | 'maxLengths'> = {},
) {
  return searchConditions({
    schema,
    fields,
    pageSize: limits.listPageSize,
    atLeastOne: more.atLeastOne,
    // Only the search's own fields are looked up: a limit of a field it lacks is never read.
    maxLengths: { ...accountMaxLengths, ...more.maxLengths } as Partial<Record<K, number>>,
  });
}
