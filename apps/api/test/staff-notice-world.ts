import type { RoleType } from '@tayori/contract';
import { encodeNoticeBody, roleTypes, type NoticeRegistrationBody } from '@tayori/contract';
import {
  buildNoticeCategory,
  buildSchool,
  buildStaff,
  buildStudent,
  type SchoolRow,
} from './factories';
import { buildNoticeGroup } from './notice-factories';
import type { TestContext } from './harness';
import { eq } from 'drizzle-orm';
import { noticeDeliveries } from '../src/db/schema';
import type { Db } from '../src/db/client';
import { auditWritesOf } from './audit-writes';

/** A staff member of each role at `school`, each with a token of their own. */
export async function staffOfEachRole(t: TestContext, school: SchoolRow) {
  const staff = {} as Record<RoleType, { id: string; token: string }>;
  for (const roleType of roleTypes) {
    const user = await buildStaff(t.db, { roleType, school });
    staff[roleType] = { id: user.id, token: await t.tokenFor(user.id) };
  }
  return { staff, tokenOf: (role: RoleType) => staff[role].token };
}

/**
 * A school with a notification group of three students (one careful), a category, a token for
 * each staff role of that school, and a second school in another school group with its own group.
 * Imported by the staff-notices tests and test/json-body.test.ts.
 */
export async function buildNoticeWorld(t: TestContext) {
  const school = await buildSchool(t.db);
  const otherSchool = await buildSchool(t.db);
  const category = await buildNoticeCategory(t.db, 'お知らせ');
  const students = [
    await buildStudent(t.db, { school, student: { schoolYear: 2 } }),
    await buildStudent(t.db, { school, student: { schoolYear: 1, isCareful: true } }),
    await buildStudent(t.db, { school, student: { schoolYear: -1 } }),
  ];
  const group = await buildNoticeGroup(t.db, { school, memberIds: students.map((s) => s.id) });
  const otherStudent = await buildStudent(t.db, { school: otherSchool });
  const otherGroup = await buildNoticeGroup(t.db, {
    school: otherSchool,
    memberIds: [otherStudent.id],
  });
  const { staff, tokenOf } = await staffOfEachRole(t, school);
  const otherEditor = await buildStaff(t.db, { roleType: 'SCHOOL_EDITOR', school: otherSchool });

  /** A valid registration body: opened, from 2026-06-20 to 2026-06-30 (today is 2026-06-15). */
  const body = (overrides: Partial<Record<keyof NoticeRegistrationBody, unknown>> = {}) => ({
    noticeTitle: '運動会のお知らせ',
    noticeBody: encodeNoticeBody('<p>詳細は[https://school.example/sports]をご覧ください。</p>'),
    noticeCategory: category.id,
    noticeGroupId: group.id,
    noticeStartDate: '2026-06-20',
    noticeEndDate: '2026-06-30',
    noticeImportantFlag: true,
    noticeOpenStatus: true,
    ...overrides,
  });

  /** Registers a notice through the API as a SCHOOL_EDITOR (or the given role) and answers its detail. */
  const create = async (
    overrides: Parameters<typeof body>[0] = {},
    role: RoleType = 'SCHOOL_EDITOR',
  ) => {
    const res = await t.call({
      method: 'POST',
      url: '/api/v1/schools/notices/new',
      token: tokenOf(role),
      body: body(overrides),
    });
    if (res.statusCode !== 200) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
    return res.json() as { noticeId: number; seq: number } & Record<string, unknown>;
  };

  return {
    school,
    otherSchool,
    category,
    students,
    group,
    otherStudent,
    otherGroup,
    staff,
    otherEditorToken: await t.tokenFor(otherEditor.id),
    tokenOf,
    body,
    create,
    deliveriesOf: (noticeId: number) => deliveriesOf(t.db, noticeId),
    /** The audit entries written for a notice. */
    auditOf: (noticeId: number) => auditWritesOf(t.db, 'notice', noticeId),
  };
}
export type NoticeWorld = Awaited<ReturnType<typeof buildNoticeWorld>>;

/** The deliveries of a notice, as stored. */
export const deliveriesOf = (db: Db, noticeId: number) =>
  db.select().from(noticeDeliveries).where(eq(noticeDeliveries.noticeId, noticeId));
