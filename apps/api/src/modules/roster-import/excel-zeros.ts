import { messages, phoneLostItsZero } from '@tayori/contract';

/**
 * What Excel does to a roster it opens and saves (docs/decisions/roster-import.md): a cell of
 * digits only becomes a number and loses its leading zeros (学籍番号 00123 → 123, 電話番号
 * 09012345678 → 9012345678). The export writes the digits as they are, so a school that edits the
 * export in Excel brings them back without the zeros; these recognise a stored value in that form,
 * and only it, so the unchanged rows stay unchanged.
 */

const DIGITS = /^\d+$/;
const withoutLeadingZeros = (n: string) => n.replace(/^0+(?=\d)/, '');

/**
 * The stored student a 学籍番号 cell names once Excel dropped its zeros: a digits-only stored
 * number with leading zeros whose other digits are the cell, and whose sign-in ID is the row's
 * (the ID confirms it is the same student, not a new one numbered 123).
 */
export function studentOfZeroLessNumber<S extends { studentNumber: string; email: string }>(
  stored: readonly S[],
): (cell: string, email: string) => S | null {
  const byDigits = new Map<string, S[]>();
  for (const s of stored) {
    if (!DIGITS.test(s.studentNumber) || !s.studentNumber.startsWith('0')) continue;
    const key = withoutLeadingZeros(s.studentNumber);
    byDigits.set(key, [...(byDigits.get(key) ?? []), s]);
  }
  return (cell, email) =>
    DIGITS.test(cell)
      ? (byDigits.get(withoutLeadingZeros(cell))?.find((s) => s.email.toLowerCase() === email) ??
        null)
      : null;
}

/**
 * Why a 電話番号 cell that lost its 0 is refused, or null: the number with its 0 put back (the
 * column's rule) is accepted only when it is the student's stored number.
 */
export function lostZeroProblem(
  cell: string | undefined,
  phone: unknown,
  stored: string | null | undefined,
): string | null {
  if (cell === undefined || !phoneLostItsZero(cell)) return null;
  return phone === stored ? null : messages.import_phone_leading_zero;
}
