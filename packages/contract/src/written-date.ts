import { isRealDate } from './dates';
import { toHalfWidth } from './typed-text';

/**
 * A date as a school's spreadsheet holds it (docs/roster-import.md): how Excel shows a date cell
 * (2008/5/14, 2008/05/14 0:00), how a person types one (2008-5-14, 2008.5.14, 2008年5月14日,
 * 20080514) and the Japanese era forms (平成20年5月14日, H20.5.14, R2/4/1, 令和元年5月1日, ㍻20.5.14).
 * No date library reads the era forms, and these few shapes are the whole list, so they are
 * matched here; Intl's japanese calendar checks the eras in written-date.test.ts.
 */

/** The first day of each era (明治 from 1868-01-25 in the Gregorian calendar ICU uses). */
const ERAS = [
  { names: ['明治', 'M'], start: '1868-01-25' },
  { names: ['大正', 'T'], start: '1912-07-30' },
  { names: ['昭和', 'S'], start: '1926-12-25' },
  { names: ['平成', 'H'], start: '1989-01-08' },
  { names: ['令和', 'R'], start: '2019-05-01' },
] as const;

const SEPARATOR = '[/\\-.]';
/** Excel writes a date cell formatted with a time as 2008/5/14 0:00. */
const MIDNIGHT = /\s+0{1,2}:00(:00)?$/;
const COMPACT = /^(\d{4})(\d{2})(\d{2})$/;
const WESTERN = new RegExp(
  `^(\\d{4})${SEPARATOR}(\\d{1,2})${SEPARATOR}(\\d{1,2})$|^(\\d{4})年(\\d{1,2})月(\\d{1,2})日$`,
);
const ERA = new RegExp(
  `^(${ERAS.flatMap((e) => e.names).join('|')})\\s*(\\d{1,2}|元)(?:${SEPARATOR}(\\d{1,2})${SEPARATOR}(\\d{1,2})|年(\\d{1,2})月(\\d{1,2})日)$`,
  'i',
);

const pad = (n: number) => String(n).padStart(2, '0');

export type WrittenDate = { date: string } | { impossible: true };

/**
 * What a written date is: `date` (YYYYMMDD) when it names a day, `impossible` when it has a date's
 * shape but no such day (2008/2/30, 平成31年5月1日), `null` when it is not written as a date (the
 * field's own rule then says what it expects).
 */
export function readWrittenDate(text: string): WrittenDate | null {
  const cell = toHalfWidth(text).trim().replace(MIDNIGHT, '');
  const day = (y: number, m: number, d: number): WrittenDate => {
    const iso = `${String(y).padStart(4, '0')}-${pad(m)}-${pad(d)}`;
    return isRealDate(iso) ? { date: iso.replace(/-/g, '') } : { impossible: true as const };
  };
  const compact = COMPACT.exec(cell);
  if (compact) return day(Number(compact[1]), Number(compact[2]), Number(compact[3]));
  const western = WESTERN.exec(cell);
  if (western) {
    const [y, m, d] = western
      .slice(1)
      .filter((g) => g !== undefined)
      .map(Number);
    return day(y!, m!, d!);
  }
  const era = ERA.exec(cell);
  if (!era) return null;
  const index = ERAS.findIndex((e) =>
    e.names.some((n) => n.toUpperCase() === era[1]!.toUpperCase()),
  );
  const [m, d] = era
    .slice(3)
    .filter((g) => g !== undefined)
    .map(Number);
  const year = Number(ERAS[index]!.start.slice(0, 4)) + (era[2] === '元' ? 1 : Number(era[2])) - 1;
  const read = day(year, m!, d!);
  if (!('date' in read)) return read;
  // The day must fall within the era: 平成31年5月1日 is 令和元年, and there is no 平成0年.
  const iso = `${read.date.slice(0, 4)}-${read.date.slice(4, 6)}-${read.date.slice(6)}`;
  const next = ERAS[index + 1]?.start ?? '9999-12-31';
  return iso >= ERAS[index]!.start && iso < next && era[2] !== '0' && era[2] !== '00'
    ? read
    : { impossible: true };
}
