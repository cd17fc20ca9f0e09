import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Contactability, StudentDetail } from '@tayori/contract';
import { auditLog, mailSuppressions, userPresence } from '../../db/schema';
import { suppress } from '../../domain/delivery/suppressions';
import { buildSchool, buildStaff, buildStudent } from '../../../test/factories';
import { suiteContext, type TestContext } from '../../../test/harness';

let t: TestContext;
suiteContext((context) => (t = context));
const DAY = 86_400_000;

/**
 * A school whose people each stand for one case of the board (docs/decisions/delivery.md):
 * reached by the portal only, by nothing, by phone only, by mail; a suspended student (not
 * counted); staff reached by nothing and by mail.
 */
async function world() {
  const { db, clock } = t;
  const school = await buildSchool(db);
  const now = clock.now();
  const student = (name: string, phone: string | null, status: 'ACTIVE' | 'SUSPENDED' = 'ACTIVE') =>
    buildStudent(db, { school, user: { lastName: name, status }, student: { phoneNumber: phone } });
  const portalOnly = await student('ポータル', null);
  const nothing = await student('不通', '');
  const phoneOnly = await student('電話', '09011112222');
  const mailOnly = await student('メール', null);
  const suspended = await student('停止', null, 'SUSPENDED');
  const staffNothing = await buildStaff(db, {
    roleType: 'SCHOOL_VIEWER',
    school,
    lastName: '教員不通',
  });
  const staffMail = await buildStaff(db, { roleType: 'SCHOOL_VIEWER', school, lastName: '教員' });
  const editor = await buildStaff(db, { roleType: 'SCHOOL_EDITOR', school });
  for (const [person, at] of [
    [portalOnly, new Date(now.getTime() - 3 * DAY)],
    [nothing, new Date(now.getTime() - 45 * DAY)],
  ] as const)
    await db.insert(userPresence).values({ userId: person.id, firstSeenAt: at, lastSeenAt: at });
  const bounced = [portalOnly, nothing, phoneOnly, suspended, staffNothing];
  for (const [i, person] of bounced.entries())
    await suppress(db, {
      address: person.email,
      reason: 'bounce-hard',
      status: '5.1.1',
      text: `550 5.1.1 <${person.email}>: User unknown`,
      recipientId: null,
      at: new Date(now.getTime() - (i + 1) * DAY),
    });
  return { school, editor, portalOnly, nothing, phoneOnly, mailOnly, staffNothing, staffMail };
}

describe('GET /api/v1/schools/{school}/contactability', () => {
  it("counts each group's channels, the unreachable and the rate, and lists them", async () => {
    const w = await world();
    const res = await t.getAs(
      w.editor.id,
      `/api/v1/schools/${w.school.extendedSchoolCode}/contactability`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const board = Contactability.parse(res.json());
    expect(board.students).toEqual({
      total: 4,
      portalEver: 2,
      portalRecent: 1,
      mailReachable: 1,
      mailSuppressed: 3,
      phoneOnFile: 1,
      unreachable: 1,
      contactableRate: 75,
    });
    // The editor and the staff reached by mail; one by nothing.
    expect(board.staff).toMatchObject({ total: 3, mailSuppressed: 1, unreachable: 1 });
    expect(board.unreachableList.map((p) => [p.userType, p.userId])).toEqual([
      ['STUDENT', w.nothing.id],
      ['STAFF', w.staffNothing.id],
    ]);
    expect(board.unreachableList[0]).toMatchObject({
      studentNumber: w.nothing.student.studentNumber,
      mailSuppression: 'bounce-hard',
      mailError: `550 5.1.1 <${w.nothing.email}>: User unknown`,
      phoneOnFile: false,
    });
    expect(new Set(board.bouncingList.map((p) => p.userId))).toEqual(
      new Set([w.portalOnly.id, w.nothing.id, w.phoneOnly.id, w.staffNothing.id]),
    );
    // The student's detail says so too; one whose mail goes says nothing.
    const detailOf = async (id: string) =>
      StudentDetail.parse((await t.getAs(w.editor.id, `/api/v1/students/${id}/detail`)).json());
    expect((await detailOf(w.nothing.id)).mailSuppression).toMatchObject({
      reason: 'bounce-hard',
      text: `550 5.1.1 <${w.nothing.email}>: User unknown`,
    });
    expect((await detailOf(w.mailOnly.id)).mailSuppression).toBeNull();
  });

  it('a corrected address is reachable again at once', async () => {
    const w = await world();
    const url = `/api/v1/schools/${w.school.extendedSchoolCode}/contactability`;
    await t.db
      .update(mailSuppressions)
      .set({ address: 'old-address@example.jp' })
      .where(eq(mailSuppressions.address, w.nothing.email.toLowerCase()));
    const board = Contactability.parse((await t.getAs(w.editor.id, url)).json());
    expect(board.students).toMatchObject({
      mailSuppressed: 2,
      unreachable: 0,
      contactableRate: 100,
    });
  });

  it('answers 404 for a school out of reach', async () => {
    const w = await world();
    const elsewhere = await buildSchool(t.db);
    const res = await t.getAs(
      w.editor.id,
      `/api/v1/schools/${elsewhere.extendedSchoolCode}/contactability`,
    );
    expect(res.statusCode).toBe(404);
  });
});

describe('opening the portal is recorded (GET /api/v1/me)', () => {
  it('once an hour at most', async () => {
    const { db, clock } = t;
    const student = await buildStudent(db);
    const seen = async () =>
      (await db.select().from(userPresence).where(eq(userPresence.userId, student.id)))[0];
    expect((await t.getAs(student.id, '/api/v1/me')).statusCode).toBe(200);
    const first = await seen();
    expect(first?.lastSeenAt).toEqual(clock.now());
    clock.advance(30 * 60_000);
    await t.getAs(student.id, '/api/v1/me');
    expect((await seen())?.lastSeenAt).toEqual(first!.lastSeenAt);
    clock.advance(60 * 60_000);
    await t.getAs(student.id, '/api/v1/me');
    expect((await seen())?.lastSeenAt).toEqual(clock.now());
    expect((await seen())?.firstSeenAt).toEqual(first!.firstSeenAt);
  });
});

describe('POST /api/v1/schools/{school}/contactability/release', () => {
  it("mails a person's address again, audited; a person elsewhere answers 404", async () => {
    const w = await world();
    const code = w.school.extendedSchoolCode;
    const release = async (userId: string, schoolCode = code) =>
      t.call({
        method: 'POST',
        url: `/api/v1/schools/${schoolCode}/contactability/release`,
        token: await t.tokenFor(w.editor.id),
        body: { userId },
      });
    const res = await release(w.nothing.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ released: true });
    const board = Contactability.parse(
      (await t.getAs(w.editor.id, `/api/v1/schools/${code}/contactability`)).json(),
    );
    expect(board.students).toMatchObject({ mailSuppressed: 2, unreachable: 0 });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'mail-suppression'), eq(auditLog.entityId, w.nothing.id)));
    expect(audit).toMatchObject({
      action: 'delete',
      actorUserId: w.editor.id,
      detail: { address: w.nothing.email.toLowerCase(), reason: 'bounce-hard' },
    });
    // Nothing left to release; a student of another school is out of this board's reach.
    expect((await release(w.nothing.id)).json()).toEqual({ released: false });
    const elsewhere = await buildStudent(t.db);
    expect((await release(elsewhere.id)).statusCode).toBe(404);
    expect((await release(w.nothing.id, elsewhere.school.extendedSchoolCode)).statusCode).toBe(404);
  });
});
