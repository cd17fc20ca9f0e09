import { describe, expect, it } from 'vitest';
import { ErrorBody, messages, StudentSearchResult } from '@tayori/contract';
import { suiteWorld, type TestContext } from '../../../test/harness';
import { buildStudentWorld, type StudentWorld } from '../../../test/student-account-world';

let t: TestContext;
let w: StudentWorld;
suiteWorld(buildStudentWorld, (built) => ({ t, w } = built));

const search = async (query: Record<string, string>, role = 'SCHOOL_VIEWER' as const) => {
  const res = await t.call({
    method: 'GET',
    url: '/api/v1/students',
    token: w.tokenOf(role),
    query: { extendedSchoolCode: w.school.extendedSchoolCode, ...query },
  });
  return res;
};
const numbersOf = (body: unknown) =>
  StudentSearchResult.parse(body).studentList.map((s) => s.studentNumber);

describe('GET /api/v1/students', () => {
  it("answers a page of the school's students by number, the total and labels", async () => {
    const res = await search({});
    expect(res.statusCode).toBe(200);
    const body = StudentSearchResult.parse(res.json());
    expect(body.studentsTotalCount).toBe(12);
    expect(body.studentList).toHaveLength(10);
    expect(body.studentList[0]).toMatchObject({
      studentNumber: '00000A',
      schoolYear: 1,
      schoolYearLabel: '1年',
      studentCourseLabel: '正科生',
      studentStatusTypeLabel: '在籍',
      userStatusTypeLabel: '有効',
      department: '普通科',
    });
    expect(body.abilities).toEqual({ exportCsv: false });
    expect(numbersOf((await search({ page: '2' })).json())).toEqual(['00010A', '00011A']);
    expect(
      StudentSearchResult.parse((await search({}, 'SCHOOL_EDITOR' as never)).json()).abilities,
    ).toEqual({ exportCsv: true });
  });

  it('matches kana by part as people type it: hiragana, half-width, full-width', async () => {
    for (const kana of ['ヤマ', 'やま', 'ﾔﾏ']) {
      const body = StudentSearchResult.parse((await search({ lastNameKana: kana })).json());
      expect(body.studentsTotalCount, kana).toBe(6);
    }
    expect(
      StudentSearchResult.parse((await search({ lastNameKana: 'まもと' })).json())
        .studentsTotalCount,
    ).toBe(3);
  });

  it('matches names by part and student numbers typed full-width, any case', async () => {
    // Student 11's name is a formula-like text (the CSV test's).
    expect(numbersOf((await search({ lastName: '徒1' })).json())).toEqual(['00001A', '00010A']);
    expect(numbersOf((await search({ studentNumber: '０００１０ａ' })).json())).toEqual(['00010A']);
    // LIKE's own signs are literal.
    expect(
      StudentSearchResult.parse((await search({ lastName: '%' })).json()).studentsTotalCount,
    ).toBe(0);
  });

  it('filters by school year (-1: none), status, course, department', async () => {
    expect(
      StudentSearchResult.parse((await search({ schoolYear: '-1' })).json()).studentsTotalCount,
    ).toBe(6);
    expect(
      StudentSearchResult.parse((await search({ userStatusType: 'SUSPENDED' })).json())
        .studentsTotalCount,
    ).toBe(0);
    expect(
      StudentSearchResult.parse(
        (await search({ departmentName: '普通科', courseName: '総合コース' })).json(),
      ).studentsTotalCount,
    ).toBe(12);
  });

  it('refuses a kana that is not katakana, a long name, a bad student number (400)', async () => {
    for (const [query, field, message] of [
      [{ lastNameKana: 'yamada' }, 'lastNameKana', messages.kana_format],
      [{ firstName: 'あ'.repeat(51) }, 'firstName', messages.max_length(50)],
      [{ studentNumber: '1234567890123' }, 'studentNumber', messages.student_number_format],
      [{ extendedSchoolCode: '' }, 'extendedSchoolCode', messages.required],
    ] as const) {
      const res = await search(query);
      expect(res.statusCode, field).toBe(400);
      expect(ErrorBody.parse(res.json()).fields?.[field]).toBe(message);
    }
  });

  it("another school group's school answers 404 to SCHOOL_*, not to VISTA_EDITOR", async () => {
    const other = { extendedSchoolCode: w.otherSchool.extendedSchoolCode };
    expect((await search(other)).statusCode).toBe(404);
    expect((await search(other, 'VISTA_EDITOR' as never)).statusCode).toBe(200);
  });
});
