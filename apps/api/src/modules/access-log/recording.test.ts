import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { RoleType } from '@tayori/contract';
import { auditLog } from '../../db/schema';
import { flushAccessLog, recordAccess } from '../../platform/data/access';
import { suiteWorld, type TestContext } from '../../../test/harness';
import { buildStudentWorld, type StudentWorld } from '../../../test/student-account-world';
import { buildNotice, buildNoticeGroup, deliverNotice } from '../../../test/notice-factories';

/**
 * docs/decisions/access-log.md: each answer carrying students' personal data writes one entry —
 * who, role, what, which students or how many, when, from which address — and nothing else does.
 */
let t: TestContext;
let w: StudentWorld;
suiteWorld(buildStudentWorld, (built) => ({ t, w } = built));

/** The entries a call wrote: those after the last before it. */
async function entriesOf(call: () => Promise<{ statusCode: number }>, status = 200) {
  const [last] = await t.db
    .select({ id: sql<number>`coalesce(max(${auditLog.id}), 0)`.mapWith(Number) })
    .from(auditLog);
  const res = await call();
  expect(res.statusCode).toBe(status);
  await flushAccessLog(t.db);
  return t.db.select().from(auditLog).where(gt(auditLog.id, last!.id)).orderBy(asc(auditLog.id));
}

const get = (url: string, role: RoleType, query?: Record<string, string>) =>
  t.call({ method: 'GET', url, token: w.tokenOf(role), query });

/** A read of the school's students (a picker's tree): one entry naming its endpoint and them. */
async function expectSchoolStudentsRead(url: string, role: RoleType, endpoint: string) {
  const entries = await entriesOf(() =>
    get(url, role, { extendedSchoolCode: w.school.extendedSchoolCode }),
  );
  expect(entries).toHaveLength(1);
  expect(entries[0]).toMatchObject({ detail: { endpoint } });
  expect(entries[0]!.studentCount).toBeGreaterThanOrEqual(12);
}

describe('reads on record', () => {
  it("a student's detail: who, role, what, the student, when and from where", async () => {
    const student = w.students[3]!;
    const before = Date.now();
    const entries = await entriesOf(() =>
      get(`/api/v1/students/${student.id}/detail`, 'SCHOOL_VIEWER'),
    );
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorUserId: w.staff.SCHOOL_VIEWER.id,
      actorRole: 'SCHOOL_VIEWER',
      action: 'read',
      entity: 'student',
      entityId: student.id,
      detail: { endpoint: 'studentDetail' },
      studentIds: [student.id],
      studentCount: 1,
      address: '127.0.0.1',
    });
    expect(entries[0]!.at.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('a detail refused (out of reach) writes nothing', async () => {
    const entries = await entriesOf(
      () => get(`/api/v1/students/${w.otherStudent.id}/detail`, 'SCHOOL_EDITOR'),
      404,
    );
    expect(entries).toEqual([]);
  });

  it('a search refused (a school out of reach) writes nothing', async () => {
    const query = { extendedSchoolCode: w.otherSchool.extendedSchoolCode };
    const entries = await entriesOf(() => get('/api/v1/students', 'SCHOOL_EDITOR', query), 404);
    expect(entries).toEqual([]);
  });

  it('a search: the page’s students and the conditions', async () => {
    const query = { extendedSchoolCode: w.school.extendedSchoolCode, limit: '5', page: '1' };
    const entries = await entriesOf(() => get('/api/v1/students', 'SYSTEM_ADMINISTRATOR', query));
    expect(entries).toHaveLength(1);
    const entry = entries[0]!;
    expect(entry).toMatchObject({
      actorRole: 'SYSTEM_ADMINISTRATOR',
      detail: { endpoint: 'studentSearch', extendedSchoolCode: w.school.extendedSchoolCode },
      studentCount: 5,
    });
    expect(entry.studentIds).toHaveLength(5);
  });

  it('the CSV: every student of the file, recorded when the file is written', async () => {
    const query = { extendedSchoolCode: w.school.extendedSchoolCode };
    const entries = await entriesOf(() => get('/api/v1/students/csv', 'VISTA_EDITOR', query));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorRole: 'VISTA_EDITOR',
      detail: { endpoint: 'studentCsv' },
      studentCount: 12,
    });
    expect(new Set(entries[0]!.studentIds)).toEqual(new Set(w.students.map((s) => s.id)));
  });

  it('a temporary password: one entry, the write and the read in one', async () => {
    const student = w.students[5]!;
    const entries = await entriesOf(() =>
      t.call({
        method: 'POST',
        url: `/api/v1/users/${student.id}/temporary-password`,
        token: w.tokenOf('SCHOOL_EDITOR'),
        body: { userType: 'STUDENT' },
      }),
    );
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'issue-temporary-password',
      actorRole: 'SCHOOL_EDITOR',
      entity: 'user',
      entityId: student.id,
      studentIds: [student.id],
      studentCount: 1,
      detail: { endpoint: 'temporaryPassword', userType: 'STUDENT' },
    });
  });

  it("a notice's read status and its unread CSV name their recipients", async () => {
    const recipients = w.students.slice(0, 3).map((s) => s.id);
    const group = await buildNoticeGroup(t.db, { school: w.school, memberIds: recipients });
    const notice = await buildNotice(t.db, { school: w.school, group });
    await deliverNotice(t.db, notice, recipients);
    for (const [path, endpoint] of [
      [`/api/v1/schools/notices/read/${notice.id}`, 'staffNoticeReadStatus'],
      [`/api/v1/schools/notices/read/${notice.id}/unread.csv`, 'staffNoticeUnreadCsv'],
    ] as const) {
      const entries = await entriesOf(() => get(path, 'SCHOOL_EDITOR'));
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        entity: 'notice',
        entityId: String(notice.id),
        detail: { endpoint },
        studentCount: 3,
      });
      expect(new Set(entries[0]!.studentIds)).toEqual(new Set(recipients));
    }
  });

  it("a notification group's members and the student tree name their students", async () => {
    const members = w.students.slice(0, 2).map((s) => s.id);
    const group = await buildNoticeGroup(t.db, { school: w.school, memberIds: members });
    const detail = await entriesOf(() =>
      get(`/api/v1/schools/notice-group/${group.id}`, 'SCHOOL_EDITOR'),
    );
    expect(detail).toHaveLength(1);
    expect(detail[0]).toMatchObject({
      entity: 'notice-group',
      entityId: String(group.id),
      detail: { endpoint: 'noticeGroupDetail' },
      studentCount: 2,
    });
    await expectSchoolStudentsRead(
      '/api/v1/schools/notice-group',
      'SCHOOL_EDITOR',
      'noticeGroupStudents',
    );
  });

  it("the announcement mail's destination search names its students", async () => {
    await expectSchoolStudentsRead(
      '/api/v1/schools/announce/send-list',
      'SCHOOL_VIEWER',
      'announceSendList',
    );
  });

  it("a student's reads of their own data are not recorded", async () => {
    const student = w.students[2]!;
    const token = await t.tokenFor(student.id);
    const entries = await entriesOf(() => t.call({ method: 'GET', url: '/api/v1/users/', token }));
    expect(entries).toEqual([]);
    const principal = {
      userId: student.id,
      userType: 'STUDENT' as const,
      roleType: null,
      schoolId: w.school.id,
      email: 'x@example.com',
    };
    const own = await entriesOf(async () => {
      await recordAccess(
        t.db,
        { principal, req: { ip: '127.0.0.1' } },
        { read: 'studentDetail', entity: 'student', studentIds: [student.id] },
      );
      return { statusCode: 200 };
    });
    expect(own).toEqual([]);
    const mine = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorUserId, student.id), eq(auditLog.action, 'read')));
    expect(mine).toEqual([]);
  });
});

describe('the writer of the entries', () => {
  it('answers before the entry is written, and writes it within a moment', async () => {
    const student = w.students[9]!;
    const before = await t.db.$count(auditLog);
    const res = await get(`/api/v1/students/${student.id}/detail`, 'SCHOOL_EDITOR');
    expect(res.statusCode).toBe(200);
    await vi.waitFor(async () => expect(await t.db.$count(auditLog)).toBe(before + 1), {
      timeout: 2000,
    });
  });

  it('its commit without waiting for the disk stays with its own statement', async () => {
    const student = w.students[8]!;
    // A checked-out connection: the writer's turns the setting off for its own transaction only,
    // so a statement after it on the same connection (or on any other) commits as it always has.
    await entriesOf(() => get(`/api/v1/students/${student.id}/detail`, 'SCHOOL_EDITOR'));
    const setting = sql<string>`current_setting('synchronous_commit')`;
    const settings = await Promise.all(
      Array.from({ length: 4 }, () => t.db.select({ setting }).from(auditLog).limit(1)),
    );
    expect(settings.map(([row]) => row!.setting)).toEqual(['on', 'on', 'on', 'on']);
  });

  it("marks each instance's start and its close", async () => {
    const starts = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'access-log-start'));
    expect(starts.length).toBeGreaterThanOrEqual(1);
    expect(starts.at(-1)).toMatchObject({ entity: 'access-log', detail: { pid: process.pid } });
  });
});

describe('entries written in a batch', () => {
  it('keep every character of the conditions, and several students', async () => {
    const admin = w.staff.SYSTEM_ADMINISTRATOR.id;
    const principal = {
      userId: admin,
      userType: 'STAFF' as const,
      roleType: 'SYSTEM_ADMINISTRATOR' as const,
      schoolId: null,
      email: 'a@example.com',
    };
    const odd = 'a "quoted", back\\slash {brace} 山田\u3000NULL';
    const ids = w.students.slice(0, 3).map((s) => s.id);
    await Promise.all(
      [odd, 'plain'].map((lastName) =>
        recordAccess(
          t.db,
          { principal, req: { ip: '192.0.2.1' } },
          { read: 'studentSearch', entity: 'student', studentIds: ids, conditions: { lastName } },
        ),
      ),
    );
    await flushAccessLog(t.db);
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorUserId, admin), eq(auditLog.address, '192.0.2.1')));
    expect(rows.map((r) => r.detail)).toEqual([
      { endpoint: 'studentSearch', lastName: odd },
      { endpoint: 'studentSearch', lastName: 'plain' },
    ]);
    expect(rows.map((r) => r.studentIds)).toEqual([ids, ids]);
    expect(rows[0]).toMatchObject({ actorRole: 'SYSTEM_ADMINISTRATOR', studentCount: 3 });
  });
});
