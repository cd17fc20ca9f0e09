/** A business date of the API (YYYY-MM-DD) as the screens show it: 2026/04/01. Other text as is. */
export function formatDate(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? `${m[1]}/${m[2]}/${m[3]}` : iso;
}
