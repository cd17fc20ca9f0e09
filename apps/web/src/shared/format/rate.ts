/** What the attendance tables and panel show when a period or course has no rate yet. */
export const NO_VALUE = '-';

/**
 * A rate in percent to one decimal with a percent sign (spec 000 §3): 92.5 → '92.5%', 100 → '100.0%',
 * null → '-'. Rounds half up on the decimal value the API sent (92.35 → '92.4%'), not on its binary
 * approximation.
 */
export function formatRate(rate: number | null | undefined): string {
  if (rate === null || rate === undefined || !Number.isFinite(rate)) return NO_VALUE;
  // toPrecision drops the binary noise (92.35 * 10 = 923.4999…) before rounding.
  const tenths = Math.round(Number((rate * 10).toPrecision(12)));
  return `${(tenths / 10).toFixed(1)}%`;
}
