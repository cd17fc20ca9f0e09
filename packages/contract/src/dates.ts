import { limits } from './limits';

const tokyoDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: limits.timeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

let last = { minute: NaN, date: '' };

/** The business date (YYYY-MM-DD) in Asia/Tokyo at the given instant. */
export function tokyoDateOf(instant: Date): string {
  // Every API call asks for today; a date changes only on a minute boundary in any time zone,
  // so the last answer is kept for its minute (Intl formatting was 1% of a hot read's CPU).
  const minute = Math.floor(instant.getTime() / 60_000);
  if (minute !== last.minute) last = { minute, date: tokyoDate.format(instant) };
  return last.date;
}

/** Whether `yyyymmdd` (8 digits) names a real calendar date; returns it as YYYY-MM-DD or null. */
export function parseCompactDate(yyyymmdd: string): string | null {
  if (!/^\d{8}$/.test(yyyymmdd)) return null;
  const iso = `${yyyymmdd.slice(0, 4)}-${yyyymmdd.slice(4, 6)}-${yyyymmdd.slice(6, 8)}`;
  return isRealDate(iso) ? iso : null;
}

/** Whether an ISO date string (YYYY-MM-DD) names a real calendar date. */
export function isRealDate(iso: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}
