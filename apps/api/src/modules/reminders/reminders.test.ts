import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBody, NoticeReadStatus, NoticeReminderReach, messages } from '@tayori/contract';
import {
  auditLog,
  noticeDeliveries,
  noticeReminderDeliveries,
  noticeReminders,
  notices,
  outboxMessages,
  students,
} from '../../db/schema';
import { suppressedByBounce } from '../../../test/bounces';
import { createOutboxMailSender } from '../../platform/mail/outbox';
import { createOutboxSmsSender } from '../../platform/sms/outbox';
import { suiteWorld, type TestContext } from '../../../test/harness';
import { deviceThroughApi, startPushStandIn } from '../../../test/push-stand-in';
import { buildNoticeWorld, type NoticeWorld } from '../../../test/staff-notice-world';
import { sendReminder } from './send-reminder';

const pushService = startPushStandIn();
let t: TestContext;
let w: NoticeWorld;
suiteWorld(buildNoticeWorld, (built) => ({ t, w } = built), { pushFetch: pushService.fetch });

const editor = () => w.tokenOf('SCHOOL_EDITOR');
const reachOf = async (id: number) =>
  NoticeReminderReach.parse(
    (
      await t.call({
        method: 'GET',
        url: `/api/v1/schools/notices/read/${id}/reminders`,
        token: editor(),
      })
    ).json(),
  );
const remind = (id: number, channels: unknown, token = editor()) =>
  t.call({
    method: 'POST',
    url: `/api/v1/schools/notices/read/${id}/reminders`,
    token,
    body: { channels },
  });
const readAs = async (studentId: string, noticeId: number) =>
  t.call({
    method: 'PUT',
    url: `/api/v1/users/notices/${noticeId}`,
    token: await t.tokenFor(studentId),
  });
const deliveriesOf = (reminderId: number) =>
  t.db
    .select()
    .from(noticeReminderDeliveries)
    .where(eq(noticeReminderDeliveries.reminderId, reminderId));

const withDevice = (studentId: string) => deviceThroughApi(t, pushService, studentId);

describe('reminders to the unread, by hand', () => {
  it('reaches each unread recipient by the channels that work for them, once, and only them', async () => {
    const [second, careful, noYear] = w.students;
    const created = await w.create({
      noticeStartDate: '2026-06-15',
      noticeTitle: '面談日程の確認',
    });
    const id = created.noticeId;
    // second: a device, an address, a phone; careful: has read it; noYear: address bounced, no phone.
    const device = await withDevice(second!.id);
    await readAs(careful!.id, id);
    await suppressedByBounce(t.db, noYear!.email, t.clock.now());
    await t.db.update(students).set({ phoneNumber: null }).where(eq(students.userId, noYear!.id));

    expect(await reachOf(id)).toEqual({
      unread: 2,
      push: 1,
      mail: 1,
      sms: 1,
      lastRemindedAt: null,
      // 12:00 in Tokyo: no quiet hours.
      quietUntil: null,
    });
    const res = await remind(id, ['push', 'mail', 'sms']);
    expect(res.statusCode, res.body).toBe(200);
    const { reminderId, dueAt, ...queued } = res.json();
    expect(queued).toEqual({ push: 1, mail: 1, sms: 1 });
    expect(dueAt).toBe(t.clock.now().toISOString());

    const reminderOf = async () =>
      (await t.db.select().from(noticeReminders).where(eq(noticeReminders.id, reminderId)))[0];
    // The job marks each delivery sent, then the reminder done: wait for the last of these.
    await vi.waitFor(async () => expect((await reminderOf())?.state).toBe('done'), {
      timeout: 15_000,
    });
    expect((await deliveriesOf(reminderId)).map((d) => d.state)).toEqual(['sent', 'sent', 'sent']);
    expect(pushService.messagesOf(device.endpoint).map((m) => m.message)).toEqual([
      {
        title: '面談日程の確認',
        body: messages.reminder_push_body,
        url: `/unread-notice-detail/${id}`,
        tag: `notice-${id}`,
      },
    ]);
    const outbox = await t.db.select().from(outboxMessages);
    const mail = outbox.filter((m) => m.channel === 'mail' && m.recipient.includes(second!.email));
    expect(mail.map((m) => m.subject)).toEqual(['【再通知】面談日程の確認']);
    expect(mail[0]!.body).toContain(`${t.config.publicUrl}/unread-notice-detail/${id}`);
    const sms = outbox.filter((m) => m.channel === 'sms' && m.body.includes('面談日程の確認'));
    expect(sms).toHaveLength(1);
    // Nothing went to the one who read it, nor to the unreached address.
    expect(outbox.some((m) => m.recipient.includes(careful!.email))).toBe(false);
    expect(outbox.some((m) => m.recipient.includes(noYear!.email))).toBe(false);
    const reminder = await reminderOf();
    expect(reminder).toMatchObject({ channels: ['push', 'mail', 'sms'] });
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entity, 'notice-reminder'), eq(auditLog.entityId, String(reminderId))),
      );
    expect(audited).toHaveLength(1);

    // The read status shows each recipient's reminders; the one who read it has none.
    const status = NoticeReadStatus.parse(
      (
        await t.call({ method: 'GET', url: `/api/v1/schools/notices/read/${id}`, token: editor() })
      ).json(),
    );
    expect(status.mayRemind).toBe(true);
    const timelineOf = (email: string) =>
      status.noticeReadResultList.find((r) => r.emailAddress === email)!.reminders;
    expect(timelineOf(second!.email)).toEqual([
      { channel: 'mail', state: 'sent', at: expect.stringMatching(/Z$/) },
      { channel: 'push', state: 'sent', at: expect.stringMatching(/Z$/) },
      { channel: 'sms', state: 'sent', at: expect.stringMatching(/Z$/) },
    ]);
    expect(timelineOf(careful!.email)).toEqual([]);

    // A second reminder within ten minutes is refused; after them, the one who read is left out.
    const again = await remind(id, ['push']);
    expect(again.statusCode).toBe(409);
    expect(ErrorBody.parse(again.json()).messages).toEqual([messages.reminder_too_soon]);
    t.clock.advance(11 * 60_000);
    await readAs(second!.id, id);
    const none = await remind(id, ['push', 'mail']);
    expect(none.statusCode).toBe(400);
    expect(ErrorBody.parse(none.json()).fields).toEqual({
      channels: messages.reminder_none_reached,
    });
    expect((await reachOf(id)).lastRemindedAt).toBe(reminder!.createdAt.toISOString());
  });

  it('skips whoever read it before their turn, and cancels the rest of a deleted notice', async () => {
    const [second, careful] = w.students;
    const created = await w.create({ noticeStartDate: '2026-06-15' });
    const id = created.noticeId;
    const queue = async () => {
      const [r] = await t.db
        .insert(noticeReminders)
        .values({
          noticeId: id,
          channels: ['mail'],
          createdAt: t.clock.now(),
          dueAt: t.clock.now(),
          state: 'waiting',
        })
        .returning();
      await t.db.insert(noticeReminderDeliveries).values(
        [second!, careful!].map((s) => ({
          reminderId: r!.id,
          userId: s.id,
          channel: 'mail' as const,
          state: 'queued' as const,
        })),
      );
      return r!.id;
    };
    const sending = {
      db: t.db,
      clock: t.clock,
      push: { send: async () => 'sent' as const },
      mail: createOutboxMailSender(t.db),
      sms: createOutboxSmsSender(t.db),
      publicUrl: t.config.publicUrl,
      mailFrom: t.config.mailFrom,
    };
    const first = await queue();
    await readAs(careful!.id, id);
    expect(await sendReminder(sending, first, false)).toEqual({ retry: false });
    const states = (await deliveriesOf(first)).map((d) => [d.userId, d.state, d.reason]);
    expect(states).toEqual(
      expect.arrayContaining([
        [second!.id, 'sent', null],
        [careful!.id, 'skipped', '既読'],
      ]),
    );

    const later = await queue();
    await t.db.update(notices).set({ deletedAt: t.clock.now() }).where(eq(notices.id, id));
    await sendReminder(sending, later, false);
    expect((await deliveriesOf(later)).map((d) => [d.state, d.reason])).toEqual([
      ['skipped', '取り消し'],
      ['skipped', '取り消し'],
    ]);
    expect(
      (await t.db.select().from(noticeReminders).where(eq(noticeReminders.id, later)))[0]!.state,
    ).toBe('cancelled');
  });

  it("refuses no channel, an unknown one, and another group's notice; nothing is queued", async () => {
    const created = await w.create({ noticeStartDate: '2026-06-15' });
    for (const channels of [[], ['fax'], ['push', 'push'], 'push'])
      expect((await remind(created.noticeId, channels)).statusCode, JSON.stringify(channels)).toBe(
        400,
      );
    expect(ErrorBody.parse((await remind(created.noticeId, [])).json()).fields).toEqual({
      channels: messages.reminder_channel_required,
    });
    const outsider = await remind(created.noticeId, ['push'], w.otherEditorToken);
    expect(outsider.statusCode).toBe(404);
    const viewer = await remind(created.noticeId, ['push'], w.tokenOf('SCHOOL_VIEWER'));
    expect(viewer.statusCode).toBe(403);
    expect(
      await t.db
        .select()
        .from(noticeReminders)
        .where(eq(noticeReminders.noticeId, created.noticeId)),
    ).toEqual([]);
    // A recipient's read row is untouched by all of it.
    const rows = await t.db
      .select()
      .from(noticeDeliveries)
      .where(eq(noticeDeliveries.noticeId, created.noticeId));
    expect(rows.every((r) => r.readAt === null)).toBe(true);
  });

  it('waits for 07:00 in the quiet hours unless urgent, and leaves out a muted channel unless urgent', async () => {
    const [second] = w.students;
    const created = await w.create({ noticeStartDate: '2026-06-15' });
    const id = created.noticeId;
    const studentToken = await t.tokenFor(second!.id);
    const muted = await t.call({
      method: 'PUT',
      url: '/api/v1/users/reminder-settings',
      token: studentToken,
      body: { muted: ['mail'] },
    });
    expect(muted.json()).toEqual({ muted: ['mail'] });
    expect(
      (
        await t.call({ method: 'GET', url: '/api/v1/users/reminder-settings', token: studentToken })
      ).json(),
    ).toEqual({ muted: ['mail'] });
    // 22:30 in Tokyo.
    t.clock.set(new Date('2026-06-16T13:30:00Z'));
    const quiet = await reachOf(id);
    expect(quiet.quietUntil).toBe('2026-06-16T22:00:00.000Z');
    const urgentReach = NoticeReminderReach.parse(
      (
        await t.call({
          method: 'GET',
          url: `/api/v1/schools/notices/read/${id}/reminders`,
          query: { urgent: 'true' },
          token: editor(),
        })
      ).json(),
    );
    // The muted student counts for an urgent reminder only.
    expect(urgentReach.mail - quiet.mail).toBe(1);
    expect(urgentReach.quietUntil).toBeNull();

    const later = await remind(id, ['mail']);
    expect(later.json().dueAt).toBe('2026-06-16T22:00:00.000Z');
    const queuedTo = async (reminderId: number) =>
      (await deliveriesOf(reminderId)).map((d) => d.userId);
    expect(await queuedTo(later.json().reminderId)).not.toContain(second!.id);
    const [job] = await t.app.jobs.findJobs('notice-reminder', {
      key: String(later.json().reminderId),
    });
    expect(job!.startAfter.toISOString()).toBe('2026-06-16T22:00:00.000Z');

    t.clock.advance(11 * 60_000);
    const urgent = await t.call({
      method: 'POST',
      url: `/api/v1/schools/notices/read/${id}/reminders`,
      token: editor(),
      body: { channels: ['mail'], urgent: true },
    });
    expect(urgent.json().dueAt).toBe(t.clock.now().toISOString());
    expect(await queuedTo(urgent.json().reminderId)).toContain(second!.id);
  });
});
