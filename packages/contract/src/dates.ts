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
