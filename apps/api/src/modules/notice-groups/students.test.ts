import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NoticeGroupStudents, StudentFilter } from '@tayori/contract';
import { buildStudent } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/harness';
import { buildGroupWorld, type GroupWorld } from '../../../test/notice-group-world';

let t: TestContext;
let w: GroupWorld;
beforeAll(async () => {
  t = await createTestContext();
  w = await buildGroupWorld(t);
  await buildStudent(t.db, { school: w.school, student: { admissionYear: 2023, schoolYear: 3 } });
});
afterAll(() => t.close());

const search = (query: Record<string, string>, token = w.tokenOf('SCHOOL_VIEWER')) =>
  t.call({ method: 'GET', url: '/api/v1/schools/notice-group', token, query });

describe('GET /api/v1/schools/{id}/student-filter', () => {
  it("answers the school's choices; another school group's school is 404", async () => {
    const res = await t.call({
      method: 'GET',
      url: `/api/v1/schools/${w.school.extendedSchoolCode}/student-filter`,
      token: w.tokenOf('SCHOOL_EDITOR'),
    });
    expect(StudentFilter.parse(res.json())).toEqual({
      admissionYearList: [2025, 2023],
      departmentNameList: ['普通科'],
      schoolYearList: [1, 2, 3, 4, -1],
      courseNameList: ['総合コース'],
    });
    const out = await t.call({
      method: 'GET',
      url: `/api/v1/schools/${w.otherSchool.extendedSchoolCode}/student-filter`,
      token: w.tokenOf('SCHOOL_EDITOR'),
    });
    expect(out.statusCode).toBe(404);
    const every = await t.call({
      method: 'GET',
      url: `/api/v1/schools/${w.otherSchool.extendedSchoolCode}/student-filter`,
      token: w.tokenOf('VISTA_VIEWER'),
    });
    expect(every.statusCode).toBe(200);
  });
});

describe('GET /api/v1/schools/notice-group (student tree)', () => {
  it('answers enrolled ACTIVE students as a tree, careful apart, no year under the none node', async () => {
    const res = await search({ extendedSchoolCode: w.school.extendedSchoolCode });
    const found = NoticeGroupStudents.parse(res.json());
    expect(found.carefulCount).toBe(1);
    expect(found.noticeGroupResultList.map((y) => [y.id, y.schoolYear])).toEqual([
      ['y2', 2],
      ['y3', 3],
      ['y0', -1],
    ]);
    const leaves = found.noticeGroupResultList.flatMap((y) =>
      y.departments.flatMap((d) => d.courses.flatMap((c) => c.students.map((s) => s.id))),
    );
    expect(leaves).toContain(w.students[0]!.id);
    expect(leaves).not.toContain(w.suspended.id);
    expect(leaves).not.toContain(w.graduated.id);
    expect(found.noticeGroupCarefulResultList[0]).toMatchObject({ id: 'careful-y1' });
    expect(found.noticeGroupResultList[0]!.departments[0]).toMatchObject({
      departmentName: '普通科',
      courses: [{ courseName: '総合コース', students: [{ studentNumber: 'G002' }] }],
    });
  });

  it('narrows by school year (-1: none), admission year, department and course', async () => {
    const code = w.school.extendedSchoolCode;
    const years = async (q: Record<string, string>) =>
      NoticeGroupStudents.parse(
        (await search({ extendedSchoolCode: code, ...q })).json(),
      ).noticeGroupResultList.map((y) => y.id);
    expect(await years({ schoolYear: '-1' })).toEqual(['y0']);
    expect(await years({ admissionYear: '2023' })).toEqual(['y3']);
    expect(await years({ departmentName: '普通科', courseName: '総合コース' })).toHaveLength(3);
    expect(await years({ courseName: 'ない' })).toEqual([]);
  });

  it('requires the school (400) and refuses one out of reach (404)', async () => {
    expect((await search({})).statusCode).toBe(400);
    expect((await search({ schoolYear: '5', extendedSchoolCode: 'X' })).statusCode).toBe(400);
    const out = await search({ extendedSchoolCode: w.otherSchool.extendedSchoolCode });
    expect(out.statusCode).toBe(404);
  });
});
