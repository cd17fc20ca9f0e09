import { and, eq, isNotNull } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { ErrorBody, NoticeReadStatus, messages } from '@tayori/contract';
import {
  auditLog,
  noticeReminderDeliveries,
  noticeReminderRules,
  noticeReminders,
  notices,
  outboxMessages,
  students,
} from '../../db/schema';
import { suppressedByBounce } from '../../../test/bounces';
import { RULE_NOW, ruleOf, ruleWorld, type RuleWorld } from '../../../test/reminder-rule-world';
import { runReminderJob } from './job';

let r: RuleWorld;
ruleWorld((world) => (r = world));
// Each test starts at 12:00 Tokyo on the world's day.
beforeEach(() => r.t.clock.set(RULE_NOW));

const HOUR = 3_600_000;
const stepsOf = (noticeId: number) =>
  r.t.db
    .select()
    .from(noticeReminders)
    .where(and(eq(noticeReminders.noticeId, noticeId), isNotNull(noticeReminders.afterHours)))
    .orderBy(noticeReminders.dueAt, noticeReminders.id);
const waitingStep = async (noticeId: number, afterHours: number) =>
  (await stepsOf(noticeId)).find((s) => s.afterHours === afterHours && s.state === 'waiting')!;
/** The queue hands the step's job to a worker (at the test clock's time). */
const runStep = async (reminderId: number, jobId = `job-${reminderId}`) =>
  runReminderJob(await r.sending(), reminderId, { id: jobId, retryCount: 0 });
const ruleAudits = (noticeId: number) =>
  r.t.db
    .select()
    .from(auditLog)
    .where(
      and(eq(auditLog.entity, 'notice-reminder-rule'), eq(auditLog.entityId, String(noticeId))),
    );
const update = (noticeId: number, seq: number, o: Record<string, unknown>) =>
  r.t.call({
    method: 'PUT',
    url: `/api/v1/schools/notices/${noticeId}`,
    token: r.w.tokenOf('SCHOOL_EDITOR'),
    body: {
      ...r.w.body({ noticeStartDate: '2030-06-14', noticeEndDate: '2030-12-31', ...o }),
      seq,
    },
  });

describe('reminders by rule', () => {
  it('refuses a wrong rule with a Japanese message per field, and keeps nothing', async () => {
    const before = await r.t.db.select().from(notices);
    const refused = async (rule: unknown) => {
      const res = await r.t.call({
        method: 'POST',
        url: '/api/v1/schools/notices/new',
        token: r.w.tokenOf('SCHOOL_EDITOR'),
        body: r.w.body({
          noticeStartDate: '2030-06-14',
          noticeEndDate: '2030-12-31',
          reminderRule: rule,
        }),
      });
      expect(res.statusCode, JSON.stringify(rule)).toBe(400);
      return ErrorBody.parse(res.json()).fields;
    };
    expect(await refused({ steps: [], urgent: false })).toEqual({
      'reminderRule.steps': messages.reminder_rule_steps_required,
    });
    const four = [0, 1, 2, 3].map((h) => ({ channel: 'push', afterHours: h }));
    expect(await refused({ steps: four })).toEqual({
      'reminderRule.steps': messages.reminder_rule_steps_max,
    });
    for (const afterHours of [-1, 169, 1.5, '24', null])
      expect(await refused({ steps: [{ channel: 'mail', afterHours }] })).toEqual({
        'reminderRule.steps.0.afterHours': messages.reminder_rule_hours,
      });
    expect(await refused({ steps: [{ channel: 'fax', afterHours: 0 }] })).toEqual({
      'reminderRule.steps.0.channel': messages.reminder_rule_channel,
    });
    expect(
      await refused(
        ruleOf([
          ['push', 24],
          ['mail', 24],
        ]),
      ),
    ).toEqual({
      'reminderRule.steps.1.afterHours': messages.reminder_rule_hours_order,
    });
    expect(
      await refused(
        ruleOf([
          ['push', 24],
          ['mail', 12],
        ]),
      ),
    ).toEqual({
      'reminderRule.steps.1.afterHours': messages.reminder_rule_hours_order,
    });
    expect(await r.t.db.select().from(notices)).toEqual(before);
    expect(await r.t.db.select().from(noticeReminderRules)).toEqual([]);
    expect(await r.t.db.select().from(noticeReminders)).toEqual([]);
  });

  it('sends each step at its time to the still unread, by channels that work for them', async () => {
    const [second, careful, noYear] = r.w.students;
    const rule = ruleOf([
      ['push', 0],
      ['mail', 24],
      ['sms', 48],
    ]);
    const id = await r.createWithRule(rule);
    const now = r.t.clock.now().getTime();
    const detail = await r.detailOf(id);
    expect(detail.reminderRule).toEqual(rule);
    expect(detail.reminderSteps.map((s) => [s.channel, s.state, s.dueAt, s.counts])).toEqual([
      ['push', 'waiting', new Date(now).toISOString(), null],
      ['mail', 'waiting', new Date(now + 24 * HOUR).toISOString(), null],
      ['sms', 'waiting', new Date(now + 48 * HOUR).toISOString(), null],
    ]);
    // Each step's job waits for its time on the queue.
    for (const step of await stepsOf(id)) {
      const [job] = await r.t.app.jobs.findJobs('notice-reminder', { key: String(step.id) });
      expect(job!.startAfter.toISOString()).toBe(step.dueAt.toISOString());
    }
    expect((await ruleAudits(id)).map((a) => a.action)).toEqual(['create']);

    // At publication: only `second` has a device.
    const device = await r.withDevice(second!.id);
    await runStep((await waitingStep(id, 0)).id);
    expect(r.pushService.messagesOf(device.endpoint)).toHaveLength(1);

    // 24 h later `careful` has read it; noYear's address bounced: the mail goes to `second` only.
    await r.t.call({
      method: 'PUT',
      url: `/api/v1/users/notices/${id}`,
      token: await r.t.tokenFor(careful!.id),
    });
    await suppressedByBounce(r.t.db, noYear!.email, r.t.clock.now());
    r.t.clock.advance(24 * HOUR);
    await runStep((await waitingStep(id, 24)).id);
    expect(r.sink.received.map((m) => m.to)).toEqual([second!.email]);
    expect(r.sink.received[0]!.mail!.subject).toBe(`【再通知】${detail.noticeTitle}`);

    // 48 h: `second` muted SMS (not urgent: left out); noYear has no phone now: nobody is sent.
    await r.t.call({
      method: 'PUT',
      url: '/api/v1/users/reminder-settings',
      token: await r.t.tokenFor(second!.id),
      body: { muted: ['sms'] },
    });
    await r.t.db.update(students).set({ phoneNumber: null }).where(eq(students.userId, noYear!.id));
    r.t.clock.advance(24 * HOUR);
    const smsBefore = (await r.t.db.select().from(outboxMessages)).length;
    await runStep((await waitingStep(id, 48)).id);
    expect((await r.t.db.select().from(outboxMessages)).length).toBe(smsBefore);

    const after = await r.detailOf(id);
    expect(after.reminderSteps.map((s) => [s.channel, s.state, s.counts])).toEqual([
      ['push', 'sent', { chosen: 1, sent: 1, failed: 0, skipped: 0 }],
      ['mail', 'sent', { chosen: 1, sent: 1, failed: 0, skipped: 0 }],
      ['sms', 'sent', { chosen: 0, sent: 0, failed: 0, skipped: 0 }],
    ]);
    // Each step that ran is on the recipient's timeline, and audited as reminders are.
    const status = NoticeReadStatus.parse(
      (
        await r.t.call({
          method: 'GET',
          url: `/api/v1/schools/notices/read/${id}`,
          token: r.w.tokenOf('SCHOOL_EDITOR'),
        })
      ).json(),
    );
    const timeline = status.noticeReadResultList.find((x) => x.emailAddress === second!.email)!;
    expect(timeline.reminders.map((x) => [x.channel, x.state])).toEqual([
      ['push', 'sent'],
      ['mail', 'sent'],
    ]);
    const runs = await r.t.db.select().from(auditLog).where(eq(auditLog.entity, 'notice-reminder'));
    const stepIds = (await stepsOf(id)).map((s) => String(s.id));
    expect(runs.filter((a) => stepIds.includes(a.entityId))).toHaveLength(3);
  });

  it('waits out the quiet hours across midnight in Tokyo unless urgent; counts from the start date', async () => {
    // Starts 2030-06-20 (00:00 Tokyo = 06-19T15:00Z); 23 h later is 23:00 Tokyo.
    const quiet = await r.createWithRule(
      ruleOf([
        ['mail', 23],
        ['push', 31],
      ]),
      {
        start: '2030-06-20',
      },
    );
    expect((await r.detailOf(quiet)).reminderSteps.map((s) => s.dueAt)).toEqual([
      // 07:00 Tokyo the next morning, then 07:00 again (06:00 Tokyo is still quiet).
      '2030-06-20T22:00:00.000Z',
      '2030-06-20T22:00:00.000Z',
    ]);
    const urgent = await r.createWithRule(
      ruleOf(
        [
          ['mail', 23],
          ['push', 31],
        ],
        true,
      ),
      {
        start: '2030-06-20',
      },
    );
    expect((await r.detailOf(urgent)).reminderSteps.map((s) => s.dueAt)).toEqual([
      '2030-06-20T14:00:00.000Z',
      '2030-06-20T22:00:00.000Z',
    ]);
    const [job] = await r.t.app.jobs.findJobs('notice-reminder', {
      key: String((await waitingStep(quiet, 23)).id),
    });
    expect(job!.startAfter.toISOString()).toBe('2030-06-20T22:00:00.000Z');
  });

  it('replaces the waiting steps when the rule changes; the ones sent stay', async () => {
    const id = await r.createWithRule(
      ruleOf([
        ['push', 0],
        ['mail', 24],
      ]),
    );
    await runStep((await waitingStep(id, 0)).id);
    const mail24 = await waitingStep(id, 24);
    const changed = await update(id, 1, {
      reminderRule: ruleOf([
        ['mail', 12],
        ['sms', 48],
      ]),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const steps = await stepsOf(id);
    expect(steps.map((s) => [s.channels[0], s.afterHours, s.state])).toEqual([
      ['push', 0, 'done'],
      ['mail', 12, 'waiting'],
      ['sms', 48, 'waiting'],
    ]);
    expect(steps.some((s) => s.id === mail24.id)).toBe(false);
    // The replaced step's job, when it comes, finds nothing to send.
    expect(await runStep(mail24.id)).toEqual({ retry: false });
    // Saving the notice again with the same rule leaves its steps (and their jobs) as they are.
    const again = await update(id, 2, {
      reminderRule: ruleOf([
        ['mail', 12],
        ['sms', 48],
      ]),
    });
    expect(again.statusCode).toBe(200);
    expect((await stepsOf(id)).map((s) => s.id)).toEqual(steps.map((s) => s.id));
    // A rule back to one with the step that was sent does not send it again.
    await update(id, 3, { reminderRule: ruleOf([['push', 0]]) });
    expect((await stepsOf(id)).map((s) => [s.channels[0], s.state])).toEqual([['push', 'done']]);
    expect((await ruleAudits(id)).map((a) => a.action)).toEqual(['create', 'update', 'update']);
    // An update without the rule keeps it; null removes it.
    await update(id, 4, {});
    expect((await r.detailOf(id)).reminderRule).toEqual(ruleOf([['push', 0]]));
    await update(id, 5, { reminderRule: null });
    expect((await r.detailOf(id)).reminderRule).toBeNull();
  });

  it('cancels the waiting steps of a notice closed or deleted; opened again, they wait again', async () => {
    const id = await r.createWithRule(ruleOf([['mail', 24]]));
    await update(id, 1, { noticeOpenStatus: false });
    expect((await r.detailOf(id)).reminderSteps.map((s) => s.state)).toEqual(['cancelled']);
    const [cancelled] = await stepsOf(id);
    expect(await runStep(cancelled!.id)).toEqual({ retry: false });
    await update(id, 2, { noticeOpenStatus: true });
    expect((await r.detailOf(id)).reminderSteps.map((s) => s.state)).toEqual(['waiting']);

    const step = await waitingStep(id, 24);
    const res = await r.t.call({
      method: 'DELETE',
      url: `/api/v1/schools/notices/${id}`,
      token: r.w.tokenOf('SCHOOL_EDITOR'),
      query: { seq: '3' },
    });
    expect(res.statusCode).toBe(200);
    const [gone] = await r.t.db
      .select()
      .from(noticeReminders)
      .where(eq(noticeReminders.id, step.id));
    expect(gone!.state).toBe('cancelled');
    await runStep(step.id);
    expect(
      await r.t.db
        .select()
        .from(noticeReminderDeliveries)
        .where(eq(noticeReminderDeliveries.reminderId, step.id)),
    ).toEqual([]);
  });

  it('is set only by the roles that write the notice, and shown only to them', async () => {
    const id = await r.createWithRule(ruleOf([['mail', 24]]));
    const viewer = await r.t.call({
      method: 'PUT',
      url: `/api/v1/schools/notices/${id}`,
      token: r.w.tokenOf('SCHOOL_VIEWER'),
      body: {
        ...r.w.body({ noticeStartDate: '2030-06-14', noticeEndDate: '2030-12-31' }),
        reminderRule: null,
        seq: 1,
      },
    });
    expect(viewer.statusCode).toBe(403);
    const seen = await r.t.call({
      method: 'GET',
      url: `/api/v1/schools/notices/${id}`,
      token: r.w.tokenOf('SCHOOL_VIEWER'),
    });
    expect(seen.json()).toMatchObject({ reminderRule: null, reminderSteps: [] });
    expect((await r.detailOf(id)).reminderRule).toEqual(ruleOf([['mail', 24]]));
  });
});
