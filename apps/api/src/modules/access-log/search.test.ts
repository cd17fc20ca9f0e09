import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AccessLogPage, ErrorBody, type RoleType } from '@tayori/contract';
import { auditLog } from '../../db/schema';
import { suiteWorld, type TestContext } from '../../../test/harness';
import { buildStudentWorld, type StudentWorld } from '../../../test/student-account-world';
import { removeExpiredEntries } from './retention';
import { flushAccessLog } from '../../platform/data/access';

/** docs/decisions/access-log.md: the 「操作ログ」's search, CSV, permissions and retention. */
let t: TestContext;
let w: StudentWorld;
suiteWorld(buildStudentWorld, (built) => ({ t, w } = built));

const search = (query: Record<string, string>, role: RoleType = 'SYSTEM_ADMINISTRATOR') =>
  t.call({ method: 'GET', url: '/api/v1/access-log', token: w.tokenOf(role), query });
const page = async (query: Record<string, string>) => {
  await flushAccessLog(t.db);
  const res = await search(query);
  expect(res.statusCode).toBe(200);
  return AccessLogPage.parse(res.json());
};
const detailOf = (id: string, role: RoleType) =>
  t.call({ method: 'GET', url: `/api/v1/students/${id}/detail`, token: w.tokenOf(role) });

describe('GET /api/v1/access-log', () => {
  it("finds a student's detail looked at, by the student's name and by 学籍番号", async () => {
    const student = w.students[4]!;
    expect((await detailOf(student.id, 'SCHOOL_EDITOR')).statusCode).toBe(200);
    const byName = await page({ student: `生徒4` });
    const entry = byName.accessLogList.find((e) => e.operation === 'studentDetail');
    expect(entry).toMatchObject({
      kind: 'read',
      staffUserId: w.staff.SCHOOL_EDITOR.id,
      roleType: 'SCHOOL_EDITOR',
      students: [
        { uid: student.id, name: expect.stringMatching(/^生徒4 /), studentNumber: '00004A' },
      ],
      studentCount: 1,
      address: '127.0.0.1',
    });
    const byNumber = await page({ student: '00004A' });
    expect(byNumber.accessLogList.map((e) => e.id)).toContain(entry!.id);
    // Another student's search does not find it.
    const other = await page({ student: '00005A' });
    expect(other.accessLogList.map((e) => e.id)).not.toContain(entry!.id);
  });

  it('finds writes about a student too (a temporary password)', async () => {
    const student = w.students[6]!;
    const res = await t.call({
      method: 'POST',
      url: `/api/v1/users/${student.id}/temporary-password`,
      token: w.tokenOf('SCHOOL_VIEWER'),
      body: { userType: 'STUDENT' },
    });
    expect(res.statusCode).toBe(200);
    const found = await page({ student: '00006A', kind: 'write' });
    expect(found.accessLogList).toHaveLength(1);
    expect(found.accessLogList[0]).toMatchObject({
      kind: 'write',
      operation: 'issue-temporary-password',
      students: [{ uid: student.id }],
    });
  });

  it('by staff (name part or address), by period, paged, newest first', async () => {
    for (const s of w.students.slice(0, 3)) await detailOf(s.id, 'VISTA_EDITOR');
    const staffId = w.staff.VISTA_EDITOR.id;
    const [staff] = await t.db
      .execute<{ last_name: string; email: string }>(
        sql`select last_name, email from users where id = ${staffId}`,
      )
      .then((r) => (r as unknown as { rows: { last_name: string; email: string }[] }).rows);
    const first = await page({ staff: staff!.email, limit: '2', page: '1' });
    expect(first.accessLogTotalCount).toBe(3);
    expect(first.accessLogCountCapped).toBe(false);
    expect(first.accessLogList).toHaveLength(2);
    expect(first.accessLogList.every((e) => e.staffUserId === staffId)).toBe(true);
    const second = await page({ staff: staff!.email, limit: '2', page: '2' });
    expect(second.accessLogList).toHaveLength(1);
    const ats = [...first.accessLogList, ...second.accessLogList].map((e) => e.at);
    expect([...ats].sort().reverse()).toEqual(ats);
    // An entry two years old, found by its period only.
    await t.db.insert(auditLog).values({
      actorUserId: staffId,
      action: 'read',
      entity: 'student',
      entityId: w.students[0]!.id,
      detail: { endpoint: 'studentDetail' },
      studentIds: [w.students[0]!.id],
      studentCount: 1,
      at: new Date('2024-05-10T03:00:00Z'),
    });
    const may = await page({ staff: staff!.email, from: '2024-05-01', to: '2024-05-31' });
    expect(may.accessLogList.map((e) => e.at)).toEqual(['2024-05-10T03:00:00.000000Z']);
    const byName = await page({ staff: staff!.last_name, from: '2024-05-10', to: '2024-05-10' });
    expect(byName.accessLogTotalCount).toBe(1);
  });

  it('a name that names nobody finds nothing; a period backwards is refused', async () => {
    expect(await page({ student: '存在しない名前' })).toEqual({
      accessLogList: [],
      accessLogTotalCount: 0,
      accessLogCountCapped: false,
    });
    const res = await search({ from: '2026-05-02', to: '2026-05-01' });
    expect(res.statusCode).toBe(400);
    expect(ErrorBody.parse(res.json()).fields).toHaveProperty('to');
  });

  it('only the system administrator may search or export it', async () => {
    expect((await t.call({ method: 'GET', url: '/api/v1/access-log' })).statusCode).toBe(401);
    for (const role of ['VISTA_EDITOR', 'SCHOOL_EDITOR', 'SCHOOL_VIEWER'] as const) {
      expect((await search({}, role)).statusCode).toBe(403);
      const csv = await t.call({
        method: 'GET',
        url: '/api/v1/access-log/csv',
        token: w.tokenOf(role),
      });
      expect(csv.statusCode).toBe(403);
    }
  });
});

describe('GET /api/v1/access-log/csv', () => {
  it("writes the matching entries with names, in Tokyo's time", async () => {
    const student = w.students[8]!;
    await detailOf(student.id, 'SCHOOL_VIEWER');
    await flushAccessLog(t.db);
    const res = await t.call({
      method: 'GET',
      url: '/api/v1/access-log/csv',
      token: w.tokenOf('SYSTEM_ADMINISTRATOR'),
      query: { student: '00008A' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('access_log.csv');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('日時,教職員,ロール,種別,操作,対象,学生,学生数,接続元');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(
      new RegExp(
        `^\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d,.+,学校閲覧者,閲覧,学生詳細,${student.id},生徒8 [^（]+（00008A）,1,127.0.0.1$`,
      ),
    );
  });
});

describe('entries are appended only', () => {
  it('no endpoint edits or deletes an entry', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const res = await t.call({
        method,
        url: '/api/v1/access-log',
        token: w.tokenOf('SYSTEM_ADMINISTRATOR'),
        body: {},
      });
      expect(res.statusCode).toBe(404);
    }
  });

  it('the database refuses UPDATE and DELETE, outside the retention', async () => {
    await expect(
      t.db.update(auditLog).set({ action: 'x' }).where(eq(auditLog.action, 'read')),
    ).rejects.toThrow();
    await expect(t.db.delete(auditLog).where(eq(auditLog.action, 'read'))).rejects.toThrow();
  });

  it('the retention removes entries older than its years, and only those', async () => {
    const now = new Date('2031-06-01T00:00:00Z');
    const [old, kept] = await t.db
      .insert(auditLog)
      .values([
        { action: 'read', entity: 'student', entityId: '', at: new Date('2026-05-31T23:59:00Z') },
        { action: 'read', entity: 'student', entityId: '', at: new Date('2026-06-01T00:01:00Z') },
      ])
      .returning({ id: auditLog.id });
    const before = await t.db.$count(auditLog);
    const expired = await t.db.$count(auditLog, sql`${auditLog.at} < '2026-06-01T00:00:00Z'`);
    expect(expired).toBeGreaterThanOrEqual(1);
    expect(await removeExpiredEntries(t.db, now, 5)).toBe(expired);
    const left = await t.db.select({ id: auditLog.id }).from(auditLog);
    const ids = new Set(left.map((r) => r.id));
    expect(ids.has(old!.id)).toBe(false);
    expect(ids.has(kept!.id)).toBe(true);
    expect(left.length).toBe(before - expired);
  });
});
