import { limits } from '@tayori/contract';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Asia/Tokyo is UTC+9 all year (no daylight saving time since 1951). */
const TOKYO_OFFSET = 9 * HOUR;

/**
 * When a reminder that is not urgent may go (docs/decisions/reminders.md): at once outside the
 * quiet hours (21:00–07:00 Tokyo), else at the next 07:00 — a phone does not buzz at night for a
 * notice that can wait. Null: now is fine.
 */
export function quietUntil(now: Date): Date | null {
  const tokyo = now.getTime() + TOKYO_OFFSET;
  const hour = Math.floor((tokyo % DAY) / HOUR);
  if (hour >= limits.quietHoursEnd && hour < limits.quietHoursStart) return null;
  const midnight = Math.floor(tokyo / DAY) * DAY;
  const end = midnight + limits.quietHoursEnd * HOUR + (hour >= limits.quietHoursStart ? DAY : 0);
  return new Date(end - TOKYO_OFFSET);
}
