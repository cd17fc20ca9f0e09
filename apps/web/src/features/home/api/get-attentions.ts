import { queryOptions, useQuery } from '@tanstack/react-query';
import { userTypes, type UserType } from '@tayori/contract';
import { ApiFailure } from '../../../shared/api/api-failure';
import { takeEarlyGet } from '../../../shared/api/early-gets';
import { ATTENTIONS_URL } from './attentions-url';

/** An item of the static attention file; `ALL` reaches every user type. */
export interface AttentionItem {
  receiverType: UserType | 'ALL';
  important: boolean;
  text: string;
  url?: string;
}

const receiverTypes: readonly unknown[] = [...userTypes, 'ALL'];

/**
 * Checked by hand rather than with zod: this file is the first thing /home draws, and zod with the
 * contract's schemas would be a quarter of the page's code for four fields (docs/decisions/web-foundation.md).
 */
export function isAttentionItem(value: unknown): value is AttentionItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    receiverTypes.includes(item.receiverType) &&
    typeof item.important === 'boolean' &&
    typeof item.text === 'string' &&
    item.text.length > 0 &&
    (item.url === undefined || typeof item.url === 'string')
  );
}

/** The static attention items (spec 000 §7); invalid entries are skipped rather than failing the panel. */
export async function getAttentions(signal?: AbortSignal): Promise<AttentionItem[]> {
  const response = await (takeEarlyGet(ATTENTIONS_URL, signal) ??
    fetch(ATTENTIONS_URL, {
      signal,
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    }));
  if (!response.ok)
    throw new ApiFailure(
      response.status === 404 ? 'notFound' : 'serverError',
      response.status,
      'GET',
      ATTENTIONS_URL,
    );
  const data: unknown = await response.json();
  if (!Array.isArray(data)) return [];
  // Only the four known fields are kept, as the zod object did.
  return data.filter(isAttentionItem).map(({ receiverType, important, text, url }) => ({
    receiverType,
    important,
    text,
    ...(url === undefined ? {} : { url }),
  }));
}

/** The items addressed to `userType` (or to everyone), important ones first. */
export function attentionsFor(
  items: readonly AttentionItem[],
  userType: UserType,
): AttentionItem[] {
  return items
    .filter((i) => i.receiverType === 'ALL' || i.receiverType === userType)
    .sort((a, b) => Number(b.important) - Number(a.important));
}

export const attentionsQuery = queryOptions({
  queryKey: ['attentions'],
  queryFn: ({ signal }) => getAttentions(signal),
  staleTime: 10 * 60_000,
});

export const useAttentions = () => useQuery(attentionsQuery);
