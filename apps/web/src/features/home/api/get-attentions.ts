import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { UserType } from '@tayori/contract';
import { ApiFailure } from '../../../shared/api/api-failure';

/** An item of the static attention file; `ALL` reaches every user type. */
export const AttentionItem = z.object({
  receiverType: z.union([UserType, z.literal('ALL')]),
  important: z.boolean(),
  text: z.string().min(1),
  url: z.string().optional(),
});
export type AttentionItem = z.infer<typeof AttentionItem>;

export const ATTENTIONS_URL = '/contents/attention/attentions.json';

/** The static attention items (spec 000 §7); invalid entries are skipped rather than failing the panel. */
export async function getAttentions(signal?: AbortSignal): Promise<AttentionItem[]> {
  const response = await fetch(ATTENTIONS_URL, {
    signal,
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok)
    throw new ApiFailure(
      response.status === 404 ? 'notFound' : 'serverError',
      response.status,
      'GET',
      ATTENTIONS_URL,
    );
  const data: unknown = await response.json();
  if (!Array.isArray(data)) return [];
  return data.flatMap((item) => {
    const parsed = AttentionItem.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
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
