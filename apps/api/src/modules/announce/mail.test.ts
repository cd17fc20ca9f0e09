import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnnounceMailQueued, AnnounceSuppressed, messages } from '@tayori/contract';
import { announceMails, auditLog, mailSuppressions, users } from '../../db/schema';
import { buildAnnounceWorld, type AnnounceWorld } from '../../../test/announce-world';
import { createTestContext, type TestContext } from '../../../test/harness';
import { startSmtpSink, type SmtpSink } from '../../../test/smtp-sink';

let t: TestContext;
let w: AnnounceWorld;
let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestContext({ env: { SMTP_URL: sink.url, MAIL_RETRY_DELAY_SECONDS: '1' } });
  w = await buildAnnounceWorld(t);
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

const mailCount = async () => (await t.db.select().from(announceMails)).length;

describe('POST /api/v1/schools/announce/mail', () => {
  it('stores the mail and its recipients, answers at once, and the worker delivers each once', async () => {
    sink.received.length = 0;
    const res = await w.send({ isAuthor: false, announceFromId: w.sender.id });
    expect(res.statusCode).toBe(200);
    const { announceId, recipientCount } = AnnounceMailQueued.parse(res.json());
    expect(recipientCount).toBe(3);
    const detail = await w.delivered(announceId);
    expect(detail).toMatchObject({ sentCount: 3, failedCount: 0, fromName: '事務局' });
    expect(sink.received.map((r) => r.to).sort()).toEqual(w.students.map((s) => s.email).sort());
    for (const r of sink.received) {
      expect(r.mail!.subject).toBe('三者面談のお知らせ');
      expect(r.mail!.text?.trim()).toBe('保護者の皆様\n面談の日程をお知らせします。');
      expect(r.mail!.from?.value).toEqual([{ name: '事務局', address: 'office@school.test' }]);
      // A random id on MAIL_FROM's domain (the test configuration's default).
      expect(r.messageId).toMatch(
        /^<[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}@tayori\.example>$/,
      );
    }
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'announce-mail'), eq(auditLog.entityId, String(announceId))));
    expect(audit).toMatchObject({ action: 'create', detail: { recipientCount: 3 } });
  });

  it('sends as the author when isAuthor, with the staff of the school among the recipients', async () => {
    sink.received.length = 0;
    const staff = w.staff.SCHOOL_VIEWER.id;
    const res = await w.send({ userIdList: [w.students[0]!.id, staff] });
    const { announceId } = AnnounceMailQueued.parse(res.json());
    const detail = await w.delivered(announceId);
    expect(detail.sentCount).toBe(2);
    expect(sink.received[0]!.mail!.from?.value[0]!.name).toBe(detail.registerName);
  });

  it('marks a recipient the server refuses for good failed with its reason', async () => {
    const target = w.students[1]!;
    sink.refuse(target.email, 550);
    const res = await w.send({ userIdList: [target.id, w.students[0]!.id] });
    const detail = await w.delivered(AnnounceMailQueued.parse(res.json()).announceId);
    expect(detail).toMatchObject({ sentCount: 1, failedCount: 1 });
    const failed = detail.announceToList.find((r) => r.toMailaddress === target.email)!;
    expect(failed).toMatchObject({ state: 'failed', attempts: 1 });
    expect(failed.reason).toMatch(/550/);
  });

  it('retries a recipient the server asks to try later, and delivers it once', async () => {
    const target = w.students[2]!;
    sink.refuse(target.email, 451, 1);
    sink.received.length = 0;
    const res = await w.send({ userIdList: [target.id] });
    const detail = await w.delivered(AnnounceMailQueued.parse(res.json()).announceId, 30_000);
    expect(detail.announceToList).toMatchObject([{ state: 'sent', attempts: 2, reason: null }]);
    expect(sink.received.filter((r) => r.to === target.email)).toHaveLength(1);
  });

  it.each([
    [
      'a subject with a line break (header injection)',
      { subject: '件名\r\nBcc: x@evil.test' },
      'subject',
      messages.announce_subject_line_break,
    ],
    ['a subject over 50', { subject: 'あ'.repeat(51) }, 'subject', messages.max_length(50)],
    ['an empty body', { body: '  ' }, 'body', messages.required],
    ['a body over 10000', { body: 'あ'.repeat(10_001) }, 'body', messages.max_length(10_000)],
    ['no recipient', { userIdList: [] }, 'userIdList', messages.announce_unselected],
    [
      'a from with isAuthor',
      { isAuthor: true, announceFromId: 1 },
      'announceFromId',
      messages.required,
    ],
  ])('refuses %s with its message, storing nothing', async (_name, body, field, message) => {
    const before = await mailCount();
    const res = await w.send(body);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(field);
    expect(JSON.stringify(res.json())).toContain(message);
    expect(await mailCount()).toBe(before);
  });

  it("refuses another school's student, a student not receiving mail and another school's sender", async () => {
    const before = await mailCount();
    for (const ids of [
      [w.students[0]!.id, w.otherStudent.id],
      [w.suspended.id],
      [w.graduated.id],
    ]) {
      const res = await w.send({ userIdList: ids });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain(messages.announce_user_invalid);
    }
    const from = await w.send({ isAuthor: false, announceFromId: w.otherSender.id });
    expect(from.statusCode).toBe(400);
    expect(from.body).toContain(messages.announce_from_invalid);
    // A system administrator reaches every school, but sends S's mail as S's office only.
    const elsewhere = await w.send(
      { isAuthor: false, announceFromId: w.otherSender.id },
      w.tokenOf('SYSTEM_ADMINISTRATOR'),
    );
    expect(elsewhere.statusCode, elsewhere.body).toBe(400);
    expect(elsewhere.body).toContain(messages.announce_from_other_school);
    const lonely = await w.send({}, w.lonelyToken);
    expect(lonely.statusCode).toBe(400);
    expect(await mailCount()).toBe(before);
  });

  it('is refused to the viewers (403), nothing stored', async () => {
    const before = await mailCount();
    for (const role of ['SCHOOL_VIEWER', 'VISTA_VIEWER'] as const) {
      expect((await w.send({}, w.tokenOf(role))).statusCode).toBe(403);
    }
    expect(await mailCount()).toBe(before);
  });
});

describe('a suppressed address is skipped (docs/decisions/delivery.md)', () => {
  it('is not sent to, says why, and counts as skipped; a corrected address is sent to again', async () => {
    const [bouncing, ...others] = w.students;
    await t.db.insert(mailSuppressions).values({
      address: bouncing!.email.toLowerCase(),
      reason: 'bounce-hard',
      status: '5.1.1',
      text: '550 5.1.1 User unknown',
      since: new Date(),
    });
    // Asked before sending: who would be skipped, and why.
    const ask = (userIdList: string[], role: 'SCHOOL_EDITOR' | 'SCHOOL_VIEWER' = 'SCHOOL_EDITOR') =>
      t.call({
        method: 'POST',
        url: '/api/v1/schools/announce/suppressed',
        token: w.tokenOf(role),
        body: { userIdList },
      });
    const before = await ask(w.students.map((s) => s.id));
    expect(before.statusCode).toBe(200);
    expect(AnnounceSuppressed.parse(before.json()).suppressedList).toEqual([
      expect.objectContaining({
        userId: bouncing!.id,
        emailAddress: bouncing!.email,
        reason: 'bounce-hard',
        text: '550 5.1.1 User unknown',
      }),
    ]);
    expect((await ask([w.otherStudent.id])).statusCode).toBe(400);
    expect((await ask([bouncing!.id], 'SCHOOL_VIEWER')).statusCode).toBe(403);
    sink.received.length = 0;
    const res = await w.send({ isAuthor: false, announceFromId: w.sender.id });
    const queued = AnnounceMailQueued.parse(res.json());
    expect(queued).toMatchObject({ recipientCount: 3, skippedCount: 1 });
    const detail = await w.delivered(queued.announceId);
    expect(detail).toMatchObject({ sentCount: 2, skippedCount: 1, bouncedCount: 0 });
    const skipped = detail.announceToList.find((r) => r.toMailaddress === bouncing!.email);
    expect(skipped).toMatchObject({
      state: 'skipped',
      reason: '550 5.1.1 User unknown',
      attempts: 0,
    });
    expect(sink.received.map((r) => r.to).sort()).toEqual(others.map((s) => s.email).sort());

    // The student's address corrected: the next mail reaches it.
    const corrected = `fixed-${bouncing!.email}`;
    await t.db.update(users).set({ email: corrected }).where(eq(users.id, bouncing!.id));
    const again = AnnounceMailQueued.parse(
      (await w.send({ isAuthor: false, announceFromId: w.sender.id })).json(),
    );
    expect(again.skippedCount).toBe(0);
    expect((await w.delivered(again.announceId)).sentCount).toBe(3);
  });
});
