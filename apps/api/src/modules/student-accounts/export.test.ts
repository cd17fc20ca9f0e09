import { describe, expect, it } from 'vitest';
import { suiteWorld, type TestContext } from '../../../test/harness';
import { buildStudentWorld, type StudentWorld } from '../../../test/student-account-world';

let t: TestContext;
let w: StudentWorld;
suiteWorld(buildStudentWorld, (built) => ({ t, w } = built));

const csv = (query: Record<string, string> = {}, role = 'SCHOOL_EDITOR' as const) =>
  t.call({
    method: 'GET',
    url: '/api/v1/students/csv',
    token: w.tokenOf(role),
    query: { extendedSchoolCode: w.school.extendedSchoolCode, ...query },
  });

describe('GET /api/v1/students/csv', () => {
  it('every match: BOM, Japanese header, CRLF, dashes for empty cells, formulas made inert', async () => {
    const res = await csv();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="student_search_result.csv"',
    );
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      '学籍番号,姓,名,姓カナ,名カナ,サインインID,学校コード,学校,学科,コース,学年,入学年度,学生区分,学生種別,学籍状態,ユーザーステータス,生年月日,電話番号',
    );
    expect(lines.filter((l) => l !== '')).toHaveLength(13);
    expect(lines[1]).toMatch(/^00000A,生徒0,/);
    // The formula-like name is written as text (a leading apostrophe), quoted by csv-stringify.
    expect(lines[12]).toMatch(/^00011A,"'=HYPERLINK\(""x""\)",/);
    expect(lines[2]).toContain(',なし,2025,正科生,-,在籍,有効,2008/04/02,-');
    // Digits as they are: no character is added to them (docs/decisions/roster-import.md).
    expect(lines[1]!.endsWith(',2008/04/02,09012345678')).toBe(true);
  });

  it('filters as the search does; out of reach 404; VISTA_VIEWER and SCHOOL_VIEWER 403', async () => {
    const res = await csv({ lastNameKana: 'すずき' });
    expect(res.body.split('\r\n').filter((l) => l !== '')).toHaveLength(3);
    expect((await csv({ extendedSchoolCode: w.otherSchool.extendedSchoolCode })).statusCode).toBe(
      404,
    );
    expect((await csv({}, 'SCHOOL_VIEWER' as never)).statusCode).toBe(403);
  });
});
