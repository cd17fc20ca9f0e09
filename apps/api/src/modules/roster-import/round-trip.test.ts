import { describe, expect, it } from 'vitest';
import { messages } from '@tayori/contract';
import { ALL_STUDENT_HEADERS, csvOf, importSuite } from '../../../test/roster-import-world';
import { toShiftJis } from '../../../test/shift-jis';

/**
 * docs/roster-import.md: the student CSV export is a students roster. A school exports its
 * students, fixes a few cells in Excel, saves and imports the file: only those cells change.
 */
const suite = importSuite();

const STUDENTS = 120;
const HEADER = ALL_STUDENT_HEADERS;
const pick = <T>(items: readonly T[], i: number) => items[i % items.length]!;

/** A school of every kind of value: zero-led numbers, empty cells, every code, 髙 and 﨑. */
function roster(): string[][] {
  return Array.from({ length: STUDENTS }, (_, i) => [
    suite.w.school.extendedSchoolCode,
    i % 3 === 0 ? String(i).padStart(7, '0') : `K${String(i).padStart(5, '0')}`,
    `trip${i}@round.example.jp`,
    pick(['髙橋', '山﨑', '佐藤', '渡邊'], i),
    pick(['花子', '太郎', '德子'], i),
    pick(['タカハシ', 'ヤマサキ', 'サトウ', 'ワタナベ'], i),
    pick(['ハナコ', 'タロウ', 'ノリコ'], i),
    `2008${String((i % 12) + 1).padStart(2, '0')}${String((i % 28) + 1).padStart(2, '0')}`,
    i % 5 === 0 ? '' : `090${String(10_000_000 + i * 7919).slice(-8)}`,
    pick(['1', '2', '3', '4', ''], i),
    i % 4 === 0 ? '' : String(2022 + (i % 4)),
    pick(['普通科', '情報科', ''], i),
    i % 3 === 2 ? '' : pick(['', '理系', '文系'], i),
    pick(['01', '02', '03', '99'], i),
    pick(['0', '0', '1', '5', 'H'], i),
    i % 2 === 0 ? '' : `T${i % 10}`,
  ]);
}

async function exported(): Promise<string> {
  const res = await suite.t.call({
    method: 'GET',
    url: '/api/v1/students/csv',
    token: suite.w.token,
    query: { extendedSchoolCode: suite.w.school.extendedSchoolCode },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
}

/**
 * What Excel makes of the file when it opens and saves it as CSV: digits-only cells become numbers
 * (leading zeros gone), date cells are shown and saved as 2008/4/2, the BOM goes, CP932 comes.
 */
function asExcelSavesIt(csv: string): Buffer {
  const cells = csv
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) =>
      line
        .split(',')
        .map((cell) =>
          /^\d+$/.test(cell)
            ? String(Number(cell))
            : cell.replace(/^(\d{4})\/(\d{2})\/(\d{2})$/, (_m, y: string, m: string, d: string) =>
                [y, Number(m), Number(d)].join('/'),
              ),
        ),
    );
  return toShiftJis(csvOf(cells));
}

describe('the student export, imported back', { shuffle: false }, () => {
  it('as it is: every student unchanged, the reference columns named', async () => {
    const first = await suite.w.preview('students', csvOf([HEADER, ...roster()]));
    expect(first.counts).toMatchObject({ new: STUDENTS, rejected: 0 });
    await suite.w.apply(first.importId);

    const preview = await suite.w.preview('students', await exported());
    expect(preview.changes).toEqual([]);
    expect(preview.counts).toEqual({
      new: 0,
      changed: 0,
      unchanged: STUDENTS,
      leaving: 0,
      rejected: 0,
    });
    expect(preview.ignoredColumns).toEqual(['学校', 'ユーザーステータス']);
    expect(preview.absentColumns).toEqual([]);
  }, 120_000);

  it('opened and saved in Excel: still every student unchanged', async () => {
    const file = asExcelSavesIt(await exported());
    expect(file.includes(Buffer.from(',0000003,'))).toBe(false);
    const preview = await suite.w.preview('students', file);
    expect(preview.rejections).toEqual([]);
    expect(preview.counts).toMatchObject({ changed: 0, unchanged: STUDENTS });
  }, 120_000);

  it('with a few cells fixed in Excel: only those change', async () => {
    const lines = (await exported()).replace(/^\uFEFF/, '').split('\r\n');
    const edit = (number: string, column: number, value: string) => {
      const at = lines.findIndex((l) => l.startsWith(`${number},`));
      const cells = lines[at]!.split(',');
      cells[column] = value;
      lines[at] = cells.join(',');
    };
    const header = lines[0]!.split(',');
    edit('0000003', header.indexOf('名'), '次郎');
    edit('K00002', header.indexOf('学年'), '4年');
    // A new phone typed into a number cell: Excel drops its 0, and the row says so.
    edit('K00001', header.indexOf('電話番号'), '08011112222');
    const preview = await suite.w.preview('students', asExcelSavesIt(lines.join('\r\n')));
    expect(preview.counts).toMatchObject({ changed: 2, unchanged: STUDENTS - 3, rejected: 1 });
    expect(preview.changes.map((c) => [c.key, c.fields])).toEqual([
      ['0000003', [{ column: '名', before: '花子', after: '次郎' }]],
      ['K00002', [{ column: '学年', before: '3年', after: '4年' }]],
    ]);
    expect(preview.rejections).toEqual([
      {
        line: lines.findIndex((l) => l.startsWith('K00001,')) + 1,
        column: '電話番号',
        message: messages.import_phone_leading_zero,
      },
    ]);
  }, 120_000);

  it('a phone that lost its 0 and is not the stored one is refused, saying so', async () => {
    const file = csvOf([HEADER.slice(0, 9), [...roster()[1]!.slice(0, 8), '8099998888']]);
    const preview = await suite.w.preview('students', file);
    expect(preview.rejections).toEqual([
      { line: 2, column: '電話番号', message: messages.import_phone_leading_zero },
    ]);
  });
});
