import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TutorDetail, TutorSearchResult, type RoleType } from '@tayori/contract';
import { createTestContext, type TestContext } from '../../../test/harness';
import { buildUser } from '../../../test/factories';
import { buildStaffWorld, type StaffWorld } from '../../../test/staff-account-world';

let t: TestContext;
let w: StaffWorld;
let farTutor: { id: string };
beforeAll(async () => {
  t = await createTestContext();
  w = await buildStaffWorld(t);
  farTutor = await buildUser(t.db, {
    userType: 'TUTOR',
    schoolId: w.other.id,
    a1License: true,
    lastName: '遠方',
  });
  // Another account type of the same school never shows among the tutors.
  await buildUser(t.db, { userType: 'OTHER', schoolId: w.school.id, lastName: 'チューター' });
});
afterAll(() => t.close());

const get = (url: string, role: RoleType = 'SYSTEM_ADMINISTRATOR') =>
  t.call({ method: 'GET', url, token: w.tokenOf(role) });
const search = (q: Record<string, string>, role?: RoleType) =>
  get(`/api/v1/tutors?${new URLSearchParams({ page: '1', limit: '10', ...q })}`, role);

describe('GET /api/v1/tutors (spec 001 §2 "Tutor search")', () => {
  it('lists the tutors of the school by the conditions, 10 a page', async () => {
    const res = await search({ extendedSchoolCode: w.school.extendedSchoolCode });
    expect(res.statusCode, res.body).toBe(200);
    const body = TutorSearchResult.parse(res.json());
    expect(body.tutorTotalCount).toBe(1);
    expect(body.tutorList[0]).toMatchObject({ uid: w.tutor.id, lastName: 'チューター' });
    expect(body.abilities.exportCsv).toBe(true);
    const none = await search({
      extendedSchoolCode: w.school.extendedSchoolCode,
      lastName: 'いない',
    });
    expect(TutorSearchResult.parse(none.json()).tutorTotalCount).toBe(0);
    const byKana = await search({
      extendedSchoolCode: w.school.extendedSchoolCode,
      lastNameKana: 'シケン',
      userStatusType: 'ACTIVE',
    });
    expect(TutorSearchResult.parse(byKana.json()).tutorTotalCount).toBe(1);
  });

  it('requires the school; kana must be katakana', async () => {
    expect((await search({})).statusCode).toBe(400);
    const kana = await search({
      extendedSchoolCode: w.school.extendedSchoolCode,
      lastNameKana: 'abc',
    });
    expect(kana.statusCode).toBe(400);
  });

  it('SCHOOL_* reach only their groups’ schools (else 404); SCHOOL_VIEWER gets no CSV', async () => {
    const own = await search({ extendedSchoolCode: w.school.extendedSchoolCode }, 'SCHOOL_VIEWER');
    expect(TutorSearchResult.parse(own.json()).abilities.exportCsv).toBe(false);
    const far = await search({ extendedSchoolCode: w.other.extendedSchoolCode }, 'SCHOOL_EDITOR');
    expect(far.statusCode).toBe(404);
    const admin = await search({ extendedSchoolCode: w.other.extendedSchoolCode });
    expect(TutorSearchResult.parse(admin.json()).tutorList.map((r) => r.uid)).toEqual([
      farTutor.id,
    ]);
  });
});

describe('GET /api/v1/tutors/csv', () => {
  it('streams tutor_search_result.csv with a BOM and a Japanese header', async () => {
    const res = await get(`/api/v1/tutors/csv?extendedSchoolCode=${w.school.extendedSchoolCode}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain('tutor_search_result.csv');
    expect(res.body.startsWith('\uFEFFサインインID,姓,名')).toBe(true);
    expect(res.body).toContain('チューター');
    const far = await get(
      `/api/v1/tutors/csv?extendedSchoolCode=${w.other.extendedSchoolCode}`,
      'SCHOOL_EDITOR',
    );
    expect(far.statusCode).toBe(404);
  });
});

describe('GET /api/v1/tutors/{id}/detail', () => {
  const detail = async (id: string, role: RoleType) => {
    const res = await get(`/api/v1/tutors/${id}/detail`, role);
    return {
      status: res.statusCode,
      body: res.statusCode === 200 ? TutorDetail.parse(res.json()) : null,
    };
  };

  it('answers the editor flag, the test-user flag and the stamps by role', async () => {
    const admin = (await detail(w.tutor.id, 'SYSTEM_ADMINISTRATOR')).body!;
    expect(admin.abilities).toMatchObject({ edit: true, editTestUserFlag: true });
    expect(admin.testUserFlag).toBe(false);
    expect(admin.registerDate).not.toBeNull();
    const editor = (await detail(w.tutor.id, 'SCHOOL_EDITOR')).body!;
    expect(editor.abilities).toMatchObject({ edit: true, editTestUserFlag: false });
    expect(editor).toMatchObject({ testUserFlag: null, registerDate: null, upduserId: null });
    const vista = (await detail(w.tutor.id, 'VISTA_EDITOR')).body!;
    expect(vista.abilities.edit).toBe(false);
    expect(vista.testUserFlag).toBe(false);
    expect(vista.updateDate).toBeNull();
    const viewer = (await detail(w.tutor.id, 'SCHOOL_VIEWER')).body!;
    expect(viewer.abilities).toMatchObject({ edit: false, issueTemporaryPassword: false });
  });

  it('404 for a tutor out of reach, a staff member or a student', async () => {
    expect((await detail(farTutor.id, 'SCHOOL_EDITOR')).status).toBe(404);
    expect((await detail(farTutor.id, 'SYSTEM_ADMINISTRATOR')).status).toBe(200);
    expect((await detail(w.staff.SCHOOL_EDITOR.id, 'SYSTEM_ADMINISTRATOR')).status).toBe(404);
    expect((await detail(w.student.id, 'SYSTEM_ADMINISTRATOR')).status).toBe(404);
  });
});
