/** A business date of the API (YYYY-MM-DD) as the screens show it: 2026/04/01. Other text as is. */
export function formatDate(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? `${m[1]}/${m[2]}/${m[3]}` : iso;
}

const dateTimeParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Tokyo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** An instant of the API (ISO 8601) in Tokyo time as spec 001 §9 writes one: 2026/04/01 09:05:00. */
export function formatDateTime(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const p = Object.fromEntries(dateTimeParts.formatToParts(at).map((x) => [x.type, x.value]));
  return `${p.year}/${p.month}/${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

/** The Tokyo day of an instant of the API (ISO 8601): 2026/04/01 (a day, not the time). */
export const formatDayOf = (iso: string): string => formatDateTime(iso).slice(0, 10);
