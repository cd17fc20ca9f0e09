import { describe, expect, it } from 'vitest';
import { ErrorBody, StudentDetail, type RoleType } from '@tayori/contract';
import { suiteWorld, type TestContext } from '../../../test/harness';
import { buildStudentWorld, type StudentWorld } from '../../../test/student-account-world';

let t: TestContext;
let w: StudentWorld;
suiteWorld(buildStudentWorld, (built) => ({ t, w } = built));

const detail = (id: string, role: RoleType) =>
  t.call({ method: 'GET', url: `/api/v1/students/${id}/detail`, token: w.tokenOf(role) });

describe('GET /api/v1/students/{id}/detail', () => {
  it('answers every field with its labels, and the administrator variant', async () => {
    const careful = w.students[0]!;
    const res = await detail(careful.id, 'SYSTEM_ADMINISTRATOR');
    expect(res.statusCode).toBe(200);
    const body = StudentDetail.parse(res.json());
    expect(body).toMatchObject({
      uid: careful.id,
      studentNumber: '00000A',
      extendedSchoolCode: w.school.extendedSchoolCode,
      schoolYearLabel: '1年',
      admissionYearLabel: '2025年度',
      courseYear: 1,
      courseYearLabel: '1年次',
      billingCode: '1',
      billingCodeLabel: '学校',
      billingId: w.schoolBilling,
      billingName: 'テスト学校請求',
      birthday: '20080402',
      phoneNumber: '09012345678',
      notes: '配慮事項あり',
      isCareful: true,
      testUserFlag: false,
      seq: 1,
      variant: 'administrator',
      abilities: {
        edit: true,
        issueTemporaryPassword: true,
        seeNotes: true,
        seeTestUserFlag: true,
        seeCourseYear: true,
      },
      userStatusChoices: ['ACTIVE', 'SUSPENDED', 'DELETE'],
    });
    expect(body.billingList).toEqual(
      expect.arrayContaining([
        { billingId: w.schoolBilling, billingCode: '1', billingName: 'テスト学校請求' },
      ]),
    );
  });

  it('VISTA_EDITOR reads with notes and the test-user flag; SCHOOL_* without notes', async () => {
    const id = w.students[0]!.id;
    const editor = StudentDetail.parse((await detail(id, 'VISTA_EDITOR')).json());
    expect(editor).toMatchObject({
      variant: 'editor',
      notes: '配慮事項あり',
      billingList: [],
      abilities: { edit: false, issueTemporaryPassword: false, seeNotes: true },
      userStatusChoices: ['ACTIVE', 'SUSPENDED', 'DELETE'],
    });
    for (const role of ['SCHOOL_EDITOR', 'SCHOOL_VIEWER'] as const) {
      const school = StudentDetail.parse((await detail(id, role)).json());
      expect(school, role).toMatchObject({
        variant: 'school',
        notes: null,
        abilities: {
          edit: false,
          issueTemporaryPassword: true,
          seeNotes: false,
          seeTestUserFlag: false,
          seeCourseYear: false,
        },
        userStatusChoices: ['ACTIVE', 'SUSPENDED'],
      });
    }
  });

  it('a student out of reach, a staff id or no such id: 404 alike', async () => {
    for (const id of [w.otherStudent.id, w.staff.SCHOOL_EDITOR.id, crypto.randomUUID()]) {
      const res = await detail(id, 'SCHOOL_EDITOR');
      expect(res.statusCode).toBe(404);
      expect(ErrorBody.parse(res.json()).errorType).toBe('notFound');
    }
    expect((await detail(w.otherStudent.id, 'VISTA_EDITOR')).statusCode).toBe(200);
    expect((await detail('not-a-uuid', 'VISTA_EDITOR')).statusCode).toBe(400);
  });
});
