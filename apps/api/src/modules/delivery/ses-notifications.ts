import { z } from 'zod';
import { REPORT_TEXT_MAX, type RecipientReport } from './dsn';

/**
 * Amazon SES's bounce, complaint and delivery notifications (the "Amazon SNS notification contents for
 * Amazon SES" of its developer guide), as the Message of an SNS notification: read into the
 * reports recordReport takes, with the Message-ID of the mail they are about
 * (docs/decisions/delivery.md). Only the fields used here are read; the rest is SES's.
 */

const recipient = z.object({ emailAddress: z.string().max(320) });

const SesNotification = z.object({
  /** Identity notifications say notificationType; a configuration set's events say eventType. */
  notificationType: z.string().optional(),
  eventType: z.string().optional(),
  mail: z
    .object({
      /** SES's own id of the send: not the Message-ID header. */
      messageId: z.string().optional(),
      headers: z.array(z.object({ name: z.string(), value: z.string() })).optional(),
      commonHeaders: z.object({ messageId: z.string().optional() }).optional(),
    })
    .optional(),
  bounce: z
    .object({
      /** Permanent, Transient or Undetermined. */
      bounceType: z.string(),
      bounceSubType: z.string().optional(),
      bouncedRecipients: z.array(
        recipient.extend({
          status: z.string().optional(),
          diagnosticCode: z.string().optional(),
        }),
      ),
    })
    .optional(),
  delivery: z
    .object({
      recipients: z.array(z.string().max(320)),
      /** The receiving server's answer, e.g. `250 2.6.0 Message received`. */
      smtpResponse: z.string().optional(),
    })
    .optional(),
  complaint: z
    .object({
      complainedRecipients: z.array(recipient),
      /** abuse, fraud, not-spam…: the feedback report's type, when the provider sent one. */
      complaintFeedbackType: z.string().optional(),
    })
    .optional(),
});

export type SesReading =
  | { kind: 'reports'; messageId: string; reports: RecipientReport[] }
  /** A notification with nothing for the portal (a send, an SNS test message) or no id. */
  | { kind: 'nothing'; why: string };

const STATUS = /^[245]\.\d{1,3}\.\d{1,3}$/;
const cut = (text: string) => text.slice(0, REPORT_TEXT_MAX);

/** `Taro <taro@example.jp>` or `taro@example.jp` → taro@example.jp */
const addressOf = (value: string) => (/<([^<>]+)>/.exec(value)?.[1] ?? value).trim().toLowerCase();

/**
 * The original mail's Message-ID, bracketed as the portal stores it (announce_recipients.message_id):
 * SES reports the header the portal wrote, in commonHeaders (and in headers, when the identity
 * includes them).
 */
function messageIdOf(mail: z.infer<typeof SesNotification>['mail']): string | null {
  const raw =
    mail?.commonHeaders?.messageId ??
    mail?.headers?.find((h) => h.name.toLowerCase() === 'message-id')?.value;
  const id = raw?.trim();
  if (!id) return null;
  return id.startsWith('<') ? id : `<${id}>`;
}

/** SES's Message as reports on one mail, or why there is nothing to record. */
export function readSesNotification(message: string): SesReading {
  let json: unknown;
  try {
    json = JSON.parse(message);
  } catch {
    return { kind: 'nothing', why: 'the message is not JSON' };
  }
  const parsed = SesNotification.safeParse(json);
  if (!parsed.success) return { kind: 'nothing', why: 'not an SES notification' };
  const n = parsed.data;
  const type = n.notificationType ?? n.eventType;
  const messageId = messageIdOf(n.mail);
  if (type === 'Bounce' && n.bounce) {
    const { bounceType, bounceSubType } = n.bounce;
    // SES's verdict decides: a Transient (or Undetermined) bounce is soft whatever its status says.
    const permanent = bounceType === 'Permanent';
    const reports = n.bounce.bouncedRecipients.map((r): RecipientReport => ({
      address: addressOf(r.emailAddress),
      action: 'failed',
      status: r.status && STATUS.test(r.status) ? r.status : null,
      // `smtp; 550 5.1.1 …`: the words without their type, as a DSN's are kept.
      diagnostic: cut(
        r.diagnosticCode?.replace(/^[\w-]+;\s*/, '') ??
          `SES: ${bounceType}${bounceSubType ? ` (${bounceSubType})` : ''}`,
      ),
      permanent,
    }));
    return messageId
      ? { kind: 'reports', messageId, reports }
      : { kind: 'nothing', why: 'the bounce names no Message-ID' };
  }
  if (type === 'Complaint' && n.complaint) {
    const feedback = n.complaint.complaintFeedbackType;
    const reports = n.complaint.complainedRecipients.map((r): RecipientReport => ({
      address: addressOf(r.emailAddress),
      action: 'complained',
      status: null,
      diagnostic: feedback ? cut(`SES: complaint (${feedback})`) : 'SES: complaint',
    }));
    return messageId
      ? { kind: 'reports', messageId, reports }
      : { kind: 'nothing', why: 'the complaint names no Message-ID' };
  }
  if (type === 'Delivery' && n.delivery) {
    const response = n.delivery.smtpResponse ? cut(n.delivery.smtpResponse) : null;
    const reports = n.delivery.recipients.map((r): RecipientReport => ({
      address: addressOf(r),
      action: 'delivered',
      status: STATUS.exec(response?.split(' ')[1] ?? '')?.[0] ?? null,
      diagnostic: response,
    }));
    return messageId
      ? { kind: 'reports', messageId, reports }
      : { kind: 'nothing', why: 'the delivery names no Message-ID' };
  }
  return { kind: 'nothing', why: `nothing to record (${type ?? 'no notificationType'})` };
}
