import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { limits, messages, RosterImportDetail } from '@tayori/contract';
import { buildSchool } from '../../../test/factories';
import { STUDENT_HEADER, csvOf, importSuite, studentRow } from '../../../test/roster-import-world';
import { rosterImports, students } from '../../db/schema';

const suite = importSuite();

const row = (n: string, school = suite.w.school.extendedSchoolCode, last = '山田') =>
  studentRow(school, n, 'bad.example.jp', last);
const kept = async () => (await suite.t.db.select().from(rosterImports)).length;
const studentsOfSchool = async () =>
  (await suite.t.db.select().from(students).where(eq(students.schoolId, suite.w.school.id))).length;

/** A file refused as a whole: 400 with its Japanese message; no import kept, no account touched. */
async function refused(
  file: Buffer | string,
  message: string,
  kind: 'students' | 'literacy' = 'students',
  encoding?: string,
) {
  const before = await kept();
  const res = await suite.w.upload(kind, file, { encoding });
  expect(res.status, res.body).toBe(400);
  expect(res.json()).toMatchObject({
    errorType: 'validationError',
    messages: [message],
    fields: { file: message },
  });
  expect(await kept()).toBe(before);
  expect(await studentsOfSchool()).toBe(0);
}

describe('files the roster import refuses as a whole', () => {
  it('an empty file, and one with a header only', async () => {
    await refused('', messages.import_file_empty);
    await refused(csvOf([STUDENT_HEADER]), messages.import_no_rows);
  });

  it('a binary file (a spreadsheet saved as .xlsx)', async () => {
    await refused(
      Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00, 0x08, 0x00]),
      messages.import_file_binary,
    );
  });

  it('wrong headers name what is missing and what is unknown', async () => {
    await refused(
      csvOf([
        ['学校コード', '学籍番号', '氏名'],
        ['S1', 'A1', '山田'],
      ]),
      messages.import_headers_wrong('サインインID、姓、名、姓カナ、名カナ、生年月日', '氏名'),
    );
  });

  it('a file of another kind says which kind it is', async () => {
    await refused(
      csvOf([STUDENT_HEADER, row('B0001')]),
      messages.import_other_kind('生徒'),
      'literacy',
    );
  });

  it('a file over the size limit (a 100 MB file is refused before it is read)', async () => {
    await refused(
      Buffer.alloc(limits.rosterImportMaxBytes + 1, 0x41),
      messages.import_file_too_large,
    );
  });

  it('broken quoting names its line; bytes that are not UTF-8 when UTF-8 is chosen', async () => {
    // The quote opens on line 2, the file's last (a CRLF is one line break, not two).
    await refused(
      `${STUDENT_HEADER.join(',')}\r\n"S1,A1\r\n`,
      messages.import_csv_quote_not_closed(2),
    );
    await refused(`${STUDENT_HEADER.join(',')}\r\n"S1"x,A1\r\n`, messages.import_csv_broken(2));
    await refused(
      Buffer.from([0x82, 0xa0, 0x2c, 0x41]),
      messages.import_file_encoding,
      'students',
      'utf-8',
    );
  });
});

describe('rows the roster import rejects, each with its line, column and message', () => {
  it('formula-looking cells, duplicate keys, another school’s rows; nothing applied', async () => {
    const other = await buildSchool(suite.t.db);
    const preview = RosterImportDetail.parse(
      (
        await suite.w.upload(
          'students',
          csvOf([
            STUDENT_HEADER,
            row('B0001', undefined, '=1+2'),
            row('B0002'),
            row('b0002'),
            row('B0003', other.extendedSchoolCode),
            row('B0004'),
          ]),
        )
      ).json(),
    );
    expect(preview.counts).toMatchObject({ new: 2, rejected: 3 });
    expect(preview.rejections).toEqual([
      { line: 2, column: '姓', message: messages.import_formula },
      { line: 4, column: '学籍番号', message: messages.import_duplicate(3, '学籍番号') },
      { line: 5, column: '学校コード', message: messages.import_other_school },
    ]);
    expect(await studentsOfSchool()).toBe(0);
    // The error report reads as the screen does: the message is no cell the export must defuse.
    const report = await suite.t.call({
      method: 'GET',
      url: `/api/v1/roster-imports/${preview.importId}/report`,
      token: suite.w.token,
    });
    expect(report.body).toContain(`\r\n2,姓,${messages.import_formula}\r\n`);
  });
});
