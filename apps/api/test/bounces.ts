import type { Db } from '../src/db/client';
import { suppress } from '../src/domain/delivery/suppressions';

/**
 * Bounces as mail servers write them, for the delivery tests and the relay stand-in: an RFC 3464
 * report (Postfix's wording) for one recipient, and the common non-standard ones.
 */

export interface BounceOf {
  /** The return path the bounce goes to (the delivery's VERP address). */
  to: string;
  /** The recipient the report is about. */
  recipient: string;
  action?: 'failed' | 'delayed' | 'delivered' | 'relayed';
  status: string;
  diagnostic: string;
  /** The original message's Message-ID, as the report's attached headers carry it. */
  messageId?: string;
}

const CRLF = (lines: string[]) => lines.join('\r\n');

function foldedField(name: string, value: string): string[] {
  const cut = value.indexOf(' ', 40);
  return cut < 0
    ? [`${name}: ${value}`]
    : [`${name}: ${value.slice(0, cut)}`, `   ${value.slice(cut)}`];
}

/** multipart/report; report-type=delivery-status, as Postfix writes it. */
export const standardDsn = (b: BounceOf) =>
  CRLF([
    'From: MAILER-DAEMON@relay.example (Mail Delivery System)',
    `To: ${b.to}`,
    `Subject: ${b.action === 'delivered' ? 'Successful Mail Delivery Report' : 'Undelivered Mail Returned to Sender'}`,
    'Auto-Submitted: auto-replied',
    'MIME-Version: 1.0',
    'Content-Type: multipart/report; report-type=delivery-status; boundary="BOUNDARY"',
    '',
    '--BOUNDARY',
    'Content-Type: text/plain; charset=us-ascii',
    '',
    'This is the mail system at host relay.example.',
    "I'm sorry to have to inform you that your message could not be delivered.",
    '',
    '--BOUNDARY',
    'Content-Type: message/delivery-status',
    '',
    'Reporting-MTA: dns; relay.example',
    'Arrival-Date: Sat, 28 Nov 2026 08:30:00 +0900',
    '',
    `Final-Recipient: rfc822; ${b.recipient}`,
    `Original-Recipient: rfc822;${b.recipient}`,
    `Action: ${b.action ?? 'failed'}`,
    `Status: ${b.status}`,
    'Remote-MTA: dns; mx.school.example.jp',
    // Folded at a space past the 40th character, as long header lines are.
    ...foldedField('Diagnostic-Code', `smtp; ${b.diagnostic}`),
    '',
    '--BOUNDARY',
    'Content-Type: text/rfc822-headers',
    '',
    'From: office@school.example.jp',
    `To: ${b.recipient}`,
    `Message-ID: ${b.messageId ?? '<unknown@tayori.test>'}`,
    'Subject: =?UTF-8?B?5LiJ6ICF6Z2i6KuH44Gu44GK55+l44KJ44Gb?=',
    '',
    '--BOUNDARY--',
    '',
  ]);

/** qmail's plain-text "failure notice": no report part, the reply in the text. */
export const qmailBounce = (b: BounceOf) =>
  CRLF([
    'From: MAILER-DAEMON@mail.example.ne.jp',
    `To: ${b.to}`,
    'Subject: failure notice',
    '',
    'Hi. This is the qmail-send program at mail.example.ne.jp.',
    "I'm afraid I wasn't able to deliver your message to the following addresses.",
    "This is a permanent error; I've given up. Sorry it didn't work out.",
    '',
    `<${b.recipient}>:`,
    `Remote host said: ${b.diagnostic}`,
    '',
    '--- Below this line is a copy of the message.',
    '',
  ]);

/** A message that is no bounce at all (spam sent to a return path). */
export const notABounce = (to: string) =>
  CRLF([
    'From: sales@spam.example',
    `To: ${to}`,
    'Subject: 特別なご案内',
    'Content-Type: text/plain; charset=utf-8',
    '',
    '今だけのご案内です。',
    '',
  ]);

/** An address a hard bounce suppressed (a user unknown), as the bounce listener records one. */
export const suppressedByBounce = (db: Db, address: string, at: Date) =>
  suppress(db, {
    address,
    reason: 'bounce-hard',
    status: '5.1.1',
    text: 'User unknown',
    recipientId: null,
    at,
  });
