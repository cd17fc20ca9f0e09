import { eq } from 'drizzle-orm';
import type { RoleType } from '@tayori/contract';
import type { Db } from '../src/db/client';
import { noticeGroupMembers } from '../src/db/schema';
import { buildSchool, buildStaff, buildStudent } from './factories';
import type { TestContext } from './harness';
import { staffOfEachRole } from './staff-notice-world';
import { auditWritesOf } from './audit-writes';

/**
 * A school with five students (one careful, one without a school year, one SUSPENDED, one
 * graduated), a token for each staff role of that school, and a second school in another school
 * group with a student of its own. Each test file builds its own, so tests never share rows.
 */
export async function buildGroupWorld(t: TestContext) {
  const school = await buildSchool(t.db);
  const otherSchool = await buildSchool(t.db);
  const students = [
    await buildStudent(t.db, { school, student: { schoolYear: 2, studentNumber: 'G002' } }),
    await buildStudent(t.db, {
      school,
      student: { schoolYear: 1, studentNumber: 'G001', isCareful: true },
    }),
    await buildStudent(t.db, { school, student: { schoolYear: -1, studentNumber: 'G000' } }),
  ];
  const suspended = await buildStudent(t.db, { school, user: { status: 'SUSPENDED' } });
  const graduated = await buildStudent(t.db, { school, student: { studentStatusTypeCode: '5' } });
  const otherStudent = await buildStudent(t.db, { school: otherSchool });
  const { staff, tokenOf } = await staffOfEachRole(t, school);
  const otherEditor = await buildStaff(t.db, { roleType: 'SCHOOL_EDITOR', school: otherSchool });
  let n = 0;

  /** Registers a group through the API (SCHOOL_EDITOR unless told) and answers its detail. */
  const create = async (
    body: { noticeGroupName?: string; userIdList?: string[] } = {},
    role: RoleType = 'SCHOOL_EDITOR',
  ) => {
    const res = await t.call({
      method: 'POST',
      url: '/api/v1/schools/notice-group',
      token: tokenOf(role),
      body: {
        noticeGroupName: `グループ${++n}-${Date.now()}`,
        userIdList: students.map((s) => s.id),
        ...body,
      },
    });
    if (res.statusCode !== 200) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
    return res.json() as { groupId: number; seq: number; noticeGroupName: string };
  };

  return {
    school,
    otherSchool,
    students,
    suspended,
    graduated,
    otherStudent,
    staff,
    tokenOf,
    otherEditorToken: await t.tokenFor(otherEditor.id),
    create,
  };
}
export type GroupWorld = Awaited<ReturnType<typeof buildGroupWorld>>;

/** A group's member ids as stored, sorted. */
export const membersOf = async (db: Db, groupId: number) =>
  (
    await db
      .select({ userId: noticeGroupMembers.userId })
      .from(noticeGroupMembers)
      .where(eq(noticeGroupMembers.groupId, groupId))
  )
    .map((r) => r.userId)
    .sort();

/** The audit entries written for a group. */
export const groupAuditOf = (db: Db, groupId: number) => auditWritesOf(db, 'notice-group', groupId);
