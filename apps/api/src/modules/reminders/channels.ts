import { messages } from '@tayori/contract';
import type { notices } from '../../db/schema';
import { pushToDevices } from '../../domain/push/deliver';
import { classifyMailFailure } from '../../platform/mail/failure';
import type { QueuedDelivery, ReminderSending } from './send-reminder';

/** How one delivery went; `queued`: a temporary failure, left for the job's next attempt. */
export interface Outcome {
  state: 'sent' | 'failed' | 'skipped' | 'queued';
  reason: string | null;
}

/** A notice's title in a text message: SMS is short (70 characters of Japanese in one part). */
const SMS_TITLE_MAX = 20;

/**
 * What a reminder says (docs/decisions/reminders.md): the notice's title and the link that opens
 * it, where reading it marks it read. No body: a lock screen and a forwarded text show only this.
 */
export function reminderTexts(notice: typeof notices.$inferSelect, publicUrl: string) {
  const path = `/unread-notice-detail/${notice.id}`;
  const url = `${publicUrl}${path}`;
  const shortTitle =
    notice.title.length > SMS_TITLE_MAX ? `${notice.title.slice(0, SMS_TITLE_MAX)}…` : notice.title;
  return {
    push: {
      title: notice.title,
      body: messages.reminder_push_body,
      url: path,
      tag: `notice-${notice.id}`,
    },
    mailSubject: messages.reminder_mail_subject(notice.title),
    mailText: (name: string) =>
      [
        `${name} さん`,
        '',
        messages.reminder_mail_lead,
        `「${notice.title}」`,
        '',
        url,
        '',
        messages.reminder_mail_footer,
      ].join('\n'),
    sms: messages.reminder_sms(shortTitle, url),
  };
}

type Texts = ReturnType<typeof reminderTexts>;

/** A temporary failure waits for the next attempt, except on the last one. */
const temporary = (reason: string, lastAttempt: boolean): Outcome =>
  lastAttempt ? { state: 'failed', reason } : { state: 'queued', reason };

export async function sendByChannel(
  s: ReminderSending,
  row: QueuedDelivery,
  texts: Texts,
  o: { reminderId: number; lastAttempt: boolean },
): Promise<Outcome> {
  switch (row.channel) {
    case 'push': {
      if (row.devices.length === 0)
        return { state: 'skipped', reason: messages.reminder_no_device };
      const pushed = await pushToDevices(s.db, s.push, row.devices, texts.push, {
        now: s.clock.now(),
      });
      if (pushed.sent > 0) return { state: 'sent', reason: null };
      const failure = pushed.failures[0];
      if (!failure) return { state: 'skipped', reason: messages.reminder_no_device };
      return failure.temporary
        ? temporary(failure.message, o.lastAttempt)
        : { state: 'failed', reason: failure.message };
    }
    case 'mail':
      try {
        await s.mail.send({
          from: { name: 'Tayori', address: s.mailFrom },
          to: { name: row.name, address: row.email },
          subject: texts.mailSubject,
          text: texts.mailText(row.name),
          messageId: `<reminder-${o.reminderId}-${row.userId}@${s.mailFrom.split('@')[1]}>`,
        });
        return { state: 'sent', reason: null };
      } catch (error) {
        const failure = classifyMailFailure(error);
        return failure.permanent
          ? { state: 'failed', reason: failure.reason }
          : temporary(failure.reason, o.lastAttempt);
      }
    case 'sms':
      try {
        await s.sms.send(row.phone ?? '', texts.sms);
        return { state: 'sent', reason: null };
      } catch (error) {
        return temporary((error as Error).message, o.lastAttempt);
      }
  }
}
