/**
 * Asia/Tokyo (limits.timeZone) is UTC+9 all year: Japan has had no daylight saving time since
 * 1951. Plain arithmetic, because every API call asks for today and every listed row's date is
 * turned into one (Intl formatting was 1–2% of a read's CPU); dates.test.ts checks it against Intl.
 */
const TOKYO_OFFSET_MS = 9 * 60 * 60 * 1000;

/** The business date (YYYY-MM-DD) in Asia/Tokyo at the given instant. */
export function tokyoDateOf(instant: Date): string {
  return new Date(instant.getTime() + TOKYO_OFFSET_MS).toISOString().slice(0, 10);
}

const HOUR_MS = 60 * 60 * 1000;

/** The hour (0–23) in Asia/Tokyo at the instant. */
export function tokyoHourOf(instant: Date): number {
  return new Date(instant.getTime() + TOKYO_OFFSET_MS).getUTCHours();
}

/** 00:00 in Asia/Tokyo of a business date (YYYY-MM-DD), `hours` later. */
export function tokyoStartOf(date: string, hours = 0): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) - TOKYO_OFFSET_MS + hours * HOUR_MS);
}

/** The next `hour`:00 in Asia/Tokyo strictly after the instant (a daily job, the quiet hours). */
export function nextTokyoHour(after: Date, hour: number): Date {
  const today = tokyoStartOf(tokyoDateOf(after), hour);
  return today > after ? today : new Date(today.getTime() + 24 * HOUR_MS);
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
