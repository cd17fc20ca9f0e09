import { limits, nextTokyoHour, tokyoHourOf } from '@tayori/contract';

/**
 * When a reminder that is not urgent may go (docs/decisions/reminders.md): at once outside the
 * quiet hours (21:00–07:00 Tokyo), else at the next 07:00 — a phone does not buzz at night for a
 * notice that can wait. Null: now is fine.
 */
export function quietUntil(now: Date): Date | null {
  const hour = tokyoHourOf(now);
  if (hour >= limits.quietHoursEnd && hour < limits.quietHoursStart) return null;
  return nextTokyoHour(now, limits.quietHoursEnd);
}

/** When a reminder asked for `at` goes: then, or for one not urgent, out of the quiet hours. */
export function reminderDueAt(at: Date, urgent: boolean): Date {
  return (urgent ? null : quietUntil(at)) ?? at;
}
