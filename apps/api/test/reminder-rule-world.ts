import { afterAll, beforeAll } from 'vitest';
import { StaffNoticeDetail, tokyoDateOf, type ReminderRule, type RoleType } from '@tayori/contract';
import { loadVapidKeys } from '../src/platform/push/vapid';
import { createWebPushSender } from '../src/platform/push/web-push';
import type { PushSender } from '../src/platform/push/port';
import { createSmtpMailSender } from '../src/platform/mail/smtp';
import { createOutboxSmsSender } from '../src/platform/sms/outbox';
import type { ReminderSending } from '../src/modules/reminders/send-reminder';
import { createTestContext, type TestContext } from './harness';
import { deviceThroughApi, startPushStandIn } from './push-stand-in';
import { startSmtpSink, type SmtpSink } from './smtp-sink';
import { buildNoticeWorld, type NoticeWorld } from './staff-notice-world';

/**
 * The world of the reminder-rule tests (docs/decisions/reminders.md, "Reminders by rule"): the
 * staff-notice world on a clock far ahead of the queue's (12:00 Tokyo on 2030-06-14), so the
 * queue holds every step for its time and a test runs each one when it says; the push services'
 * stand-in and a real SMTP server receive what the steps send.
 */
export const RULE_NOW = new Date('2030-06-14T03:00:00Z');

export interface RuleWorld {
  t: TestContext;
  w: NoticeWorld;
  sink: SmtpSink;
  pushService: ReturnType<typeof startPushStandIn>;
  /** What the job's worker sends with; `push` in place of the stand-in's (a dying instance). */
  sending(push?: PushSender): Promise<ReminderSending>;
  /** Registers an open notice starting today (or `start`) with the rule, as a SCHOOL_EDITOR. */
  createWithRule(rule: unknown, o?: { start?: string; role?: RoleType }): Promise<number>;
  detailOf(noticeId: number): Promise<StaffNoticeDetail>;
  /** Subscribes a student's browser to push through the API, as the app does. */
  withDevice(studentId: string): Promise<{ endpoint: string }>;
}

export function ruleWorld(take: (world: RuleWorld) => void, now = RULE_NOW): void {
  const pushService = startPushStandIn();
  let world: RuleWorld | undefined;
  let closeMail: (() => void) | undefined;
  beforeAll(async () => {
    const sink = await startSmtpSink();
    const t = await createTestContext({
      now,
      env: { SMTP_URL: sink.url },
      pushFetch: pushService.fetch,
    });
    const w = await buildNoticeWorld(t);
    const mail = createSmtpMailSender(sink.url, t.config.mailFrom);
    const editor = w.tokenOf('SCHOOL_EDITOR');
    world = {
      t,
      w,
      sink,
      pushService,
      async sending(push) {
        const keys = await loadVapidKeys(t.db, t.clock.now());
        return {
          db: t.db,
          clock: t.clock,
          push:
            push ??
            createWebPushSender({ keys, subject: t.config.push.subject, fetch: pushService.fetch }),
          mail,
          sms: createOutboxSmsSender(t.db),
          publicUrl: t.config.publicUrl,
          mailFrom: t.config.mailFrom,
        };
      },
      async createWithRule(rule, o = {}) {
        const start = o.start ?? tokyoDateOf(t.clock.now());
        const created = await w.create(
          { noticeStartDate: start, noticeEndDate: '2030-12-31', reminderRule: rule },
          o.role,
        );
        return created.noticeId;
      },
      async detailOf(noticeId) {
        const res = await t.call({
          method: 'GET',
          url: `/api/v1/schools/notices/${noticeId}`,
          token: editor,
        });
        return StaffNoticeDetail.parse(res.json());
      },
      withDevice: (studentId) => deviceThroughApi(t, pushService, studentId),
    };
    closeMail = () => mail.close();
    take(world);
  });
  afterAll(async () => {
    closeMail?.();
    await world?.t.close();
    await world?.sink.close();
  });
}

/** A rule as the contract takes it. */
export const ruleOf = (
  steps: [ReminderRule['steps'][number]['channel'], number][],
  urgent = false,
): ReminderRule => ({
  steps: steps.map(([channel, afterHours]) => ({ channel, afterHours })),
  urgent,
});
