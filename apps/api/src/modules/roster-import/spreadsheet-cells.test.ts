import { request } from 'node:http';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { limits, messages } from '@tayori/contract';
import { STUDENT_HEADER, csvOf, importSuite } from '../../../test/roster-import-world';
import { literacyResults, students } from '../../db/schema';

/**
 * Cells as Excel writes them (docs/roster-import.md): date cells, a phone whose 0 was dropped, a
 * negative number; and the broken files' answers that name the line and column to fix.
 */
const suite = importSuite();

const code = () => suite.w.school.extendedSchoolCode;
const student = (n: string, birthday: string, phone = '', year = '1') => [
  code(),
  n,
  `${n.toLowerCase()}@cells.example.jp`,
  '高橋',
  '次郎',
  'タカハシ',
  'ジロウ',
  birthday,
  phone,
  year,
];

describe('cells as Excel writes them', { shuffle: false }, () => {
  it('reads date cells, a negative year; names a dropped 0 and an impossible date', async () => {
    const preview = await suite.w.preview(
      'students',
      csvOf([
        STUDENT_HEADER,
        student('C0001', '2008/5/14'),
        student('C0002', '2007/12/3'),
        student('C0003', '平成20年5月14日'),
        student('C0004', 'H20.4.1', '', '-1'),
        student('C0005', '2008/2/30'),
        student('C0006', '2008/05/14 0:00', '9012345678'),
        student('C0007', '14/5/2008'),
      ]),
    );
    expect(preview.rejections).toEqual([
      { line: 6, column: '生年月日', message: messages.invalid_date },
      { line: 7, column: '電話番号', message: messages.import_phone_leading_zero },
      { line: 8, column: '生年月日', message: messages.birthday_format },
    ]);
    expect(preview.counts).toMatchObject({ new: 4, rejected: 3 });
    await suite.w.apply(preview.importId);
    const stored = await suite.t.db
      .select({ n: students.studentNumber, birthday: students.birthday, year: students.schoolYear })
      .from(students)
      .where(eq(students.schoolId, suite.w.school.id))
      .orderBy(students.studentNumber);
    expect(stored).toEqual([
      { n: 'C0001', birthday: '2008-05-14', year: 1 },
      { n: 'C0002', birthday: '2007-12-03', year: 1 },
      { n: 'C0003', birthday: '2008-05-14', year: 1 },
      { n: 'C0004', birthday: '2008-04-01', year: -1 },
    ]);
  }, 60_000);

  it('reads 受験日 as Excel shows it and refuses a day that does not exist', async () => {
    const header = ['学校コード', '学籍番号', '結果', '受験日'];
    const preview = await suite.w.preview(
      'literacy',
      csvOf([
        header,
        [code(), 'C0001', 'PASSED', '2026/7/10'],
        [code(), 'C0002', 'PASSED', '令和8年7月10日'],
        [code(), 'C0003', 'PASSED', '2026/2/30'],
      ]),
    );
    expect(preview.rejections).toEqual([
      { line: 4, column: '受験日', message: messages.invalid_date },
    ]);
    await suite.w.apply(preview.importId);
    const dates = await suite.t.db.select({ at: literacyResults.testedAt }).from(literacyResults);
    expect(dates.map((d) => d.at?.toISOString())).toEqual([
      '2026-07-09T15:00:00.000Z',
      '2026-07-09T15:00:00.000Z',
    ]);
  }, 60_000);
});

describe('broken files and rows, answered where they are broken', () => {
  it('a quote never closed is reported on the line it opens, not the last', async () => {
    const file = `${STUDENT_HEADER.join(',')}\r\n${student('D0001', '20080514').join(',')}\r\n"${student('D0002', '20080514').join(',')}\r\n${student('D0003', '20080514').join(',')}\r\n\r\n${student('D0004', '20080514').join(',')}\r\n`;
    const res = await suite.w.upload('students', file);
    expect(res.status).toBe(400);
    expect(res.json()).toMatchObject({ messages: [messages.import_csv_quote_not_closed(3)] });
  });

  it('a duplicate names the key it repeats, in its column; attendance has a row per period', async () => {
    const header = ['学校コード', '学籍番号', '期間', '出席', '公欠', '欠席', '遅刻', '早退'];
    const counts = ['40', '0', '1', '0', '0'];
    const preview = await suite.w.preview(
      'attendancePeriods',
      csvOf([
        header,
        [code(), 'C0001', '前期', ...counts],
        [code(), 'C0001', '後期', ...counts],
        [code(), 'c0001', '前期', ...counts],
      ]),
    );
    expect(preview.rejections).toEqual([
      { line: 4, column: '期間', message: messages.import_duplicate(2, '学籍番号・期間') },
    ]);
  });

  it('a file over the limit is refused with its message over a real connection', async () => {
    // As a browser sends a file: its length announced, the body written to the end before the
    // answer is read. An answer sent while the body is still arriving resets the connection, and
    // the browser shows a network error instead of the message.
    const base = new URL(await suite.t.app.listen({ host: '127.0.0.1', port: 0 }));
    const query = new URLSearchParams({
      kind: 'students',
      extendedSchoolCode: code(),
      fileName: 'big.csv',
    });
    const size = Math.ceil(limits.rosterImportMaxBytes * 1.25);
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(
        {
          host: base.hostname,
          port: base.port,
          method: 'POST',
          path: `/api/v1/roster-imports?${query}`,
          headers: {
            authorization: `Bearer ${suite.w.token}`,
            'content-type': 'application/octet-stream',
            'content-length': String(size),
            cookie: 'XSRF-TOKEN=x',
            'x-xsrf-token': 'x',
          },
        },
        (res) => {
          let body = '';
          res.on('data', (c: Buffer) => (body += c.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on('error', reject);
      const piece = Buffer.alloc(64 * 1024, 0x41);
      let sent = 0;
      const more = () => {
        while (sent < size) {
          const part = piece.subarray(0, Math.min(piece.length, size - sent));
          sent += part.length;
          if (!req.write(part)) return void req.once('drain', more);
        }
        req.end();
      };
      more();
    });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ messages: [messages.import_file_too_large] });
  }, 60_000);
});
