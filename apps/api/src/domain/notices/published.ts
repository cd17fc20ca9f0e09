import { tokyoStartOf } from '@tayori/contract';

/**
 * When a notice reached its recipients' portal (docs/decisions/reminders.md): its start date's
 * 00:00 in Tokyo, or its first opening if later. The read rates count from it, and the steps of
 * its reminder rule are hours after it. Null: never opened.
 */
export function publishedAtOf(n: { startDate: string; openedAt: Date | null }): Date | null {
  if (!n.openedAt) return null;
  return new Date(Math.max(tokyoStartOf(n.startDate).getTime(), n.openedAt.getTime()));
}
