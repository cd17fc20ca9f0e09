import type { DeliveryEventKind } from '@tayori/contract';
import { simpleParser, type ParsedMail } from 'mailparser';

/**
 * Reads a bounce (docs/decisions/delivery.md): an RFC 3464 delivery status notification
 * (multipart/report; report-type=delivery-status), or one of the common non-standard ones (qmail's
 * "failure notice", Exim's and others' plain text with the remote server's reply). mailparser
 * decodes the MIME; the report's per-recipient fields are read from its text, where mailparser
 * puts the message/delivery-status part.
 */

/**
 * RFC 3464's actions, and `complained`: a provider's complaint notification (Amazon SES's), which a
 * DSN never carries (ACTIONS below leaves it out).
 */
export type ReportAction =
  'failed' | 'delayed' | 'delivered' | 'relayed' | 'expanded' | 'complained';

export interface RecipientReport {
  /** Final-Recipient (or Original-Recipient), lower case; null when the report names none. */
  address: string | null;
  action: ReportAction;
  /** The enhanced status code (RFC 3463), e.g. 5.1.1. */
  status: string | null;
  /** The remote server's words (Diagnostic-Code), unfolded. */
  diagnostic: string | null;
  /**
   * A provider's own verdict on a failure (Amazon SES's bounceType: Permanent or not), which
   * outranks the status code; absent in a DSN, where the status decides.
   */
  permanent?: boolean;
}

export interface DeliveryReport {
  standard: boolean;
  recipients: RecipientReport[];
}

/** What a report's words keep at most (a remote server's text can be a whole page). */
export const REPORT_TEXT_MAX = 1000;

const ACTIONS = new Set<ReportAction>(['failed', 'delayed', 'delivered', 'relayed', 'expanded']);
const STATUS = /\b([245])\.(\d{1,3})\.(\d{1,3})\b/;
const SMTP_REPLY = /\b([45])\d\d[ -]/;
const ADDRESS = /[A-Za-z0-9._%+'-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/;

/** Header-style lines with their continuations joined (RFC 5322 folding). */
function fieldLines(text: string): string[] {
  const lines: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (/^[ \t]/.test(line) && lines.length > 0 && lines[lines.length - 1] !== '')
      lines[lines.length - 1] += ` ${line.trim()}`;
    else lines.push(line.trimEnd());
  }
  return lines;
}

const valueOf = (line: string) => line.slice(line.indexOf(':') + 1).trim();
/** `rfc822; taro@example.jp` → taro@example.jp */
const addressOf = (value: string) => ADDRESS.exec(value)?.[0].toLowerCase() ?? null;
const cut = (text: string) => text.slice(0, REPORT_TEXT_MAX);

/** The per-recipient blocks of a delivery-status report, from its text. */
function standardRecipients(text: string): RecipientReport[] {
  const found: RecipientReport[] = [];
  let current: RecipientReport | null = null;
  for (const line of fieldLines(text)) {
    const name = line.slice(0, line.indexOf(':')).toLowerCase();
    if (name === 'final-recipient' || (name === 'original-recipient' && !current)) {
      current = {
        address: addressOf(valueOf(line)),
        action: 'failed',
        status: null,
        diagnostic: null,
      };
      found.push(current);
    } else if (current && name === 'action') {
      const action = valueOf(line).toLowerCase().split(/\s/)[0] as ReportAction;
      if (ACTIONS.has(action)) current.action = action;
    } else if (current && name === 'status')
      current.status = STATUS.exec(valueOf(line))?.[0] ?? null;
    // `smtp; 550 5.1.1 …`: the words without their type.
    else if (current && name === 'diagnostic-code')
      current.diagnostic = cut(valueOf(line).replace(/^[\w-]+;\s*/, ''));
  }
  return found;
}

const BOUNCE_SENDER = /mailer-daemon|postmaster|mail delivery/i;
const BOUNCE_SUBJECT =
  /undeliver|delivery (status|failure|failed|notification)|returned mail|failure notice|could not be delivered|配信|不達|送信できません|エラー/i;

/**
 * A plain-text bounce: from a mailer daemon or with a bounce's subject, naming a status code or an
 * SMTP reply. The address is the first one the text names other than the bounce address itself.
 */
function plainTextRecipient(mail: ParsedMail, bounceDomain: string): RecipientReport | null {
  const from = mail.from?.text ?? '';
  if (!BOUNCE_SENDER.test(from) && !BOUNCE_SUBJECT.test(mail.subject ?? '')) return null;
  const text = mail.text ?? '';
  const status = STATUS.exec(text);
  const reply = SMTP_REPLY.exec(text);
  if (!status && !reply) return null;
  const addresses = text.match(new RegExp(ADDRESS.source, 'g')) ?? [];
  const address =
    addresses.map((a) => a.toLowerCase()).find((a) => !a.endsWith(`@${bounceDomain}`)) ?? null;
  const line = text.split(/\r?\n/).find((l) => STATUS.test(l) || SMTP_REPLY.test(l)) ?? '';
  const permanent = (status?.[1] ?? reply?.[1]) === '5';
  return {
    address,
    action: 'failed',
    status: status?.[0] ?? (permanent ? '5.0.0' : '4.0.0'),
    diagnostic: cut(line.trim()),
  };
}

/** The report a received message carries, or null when it is no bounce at all. */
export async function readDeliveryReport(
  raw: Buffer | string,
  bounceDomain: string,
): Promise<DeliveryReport | null> {
  const mail = await simpleParser(raw, { skipHtmlToText: true, skipImageLinks: true });
  const type = mail.headers.get('content-type') as
    { value?: string; params?: Record<string, string> } | undefined;
  const isReport =
    type?.value?.toLowerCase() === 'multipart/report' &&
    type.params?.['report-type']?.toLowerCase() === 'delivery-status';
  if (isReport) {
    const recipients = standardRecipients(mail.text ?? '');
    if (recipients.length > 0) return { standard: true, recipients };
  }
  const plain = plainTextRecipient(mail, bounceDomain);
  return plain ? { standard: false, recipients: [plain] } : null;
}

/** What a recipient's report means for its delivery. */
export type ReportKind = DeliveryEventKind | null;

export function kindOf(r: RecipientReport): ReportKind {
  // `relayed` (passed to a server that reports nothing) and `expanded` (a list) say no more.
  if (r.action === 'delivered') return 'delivered';
  if (r.action === 'delayed') return 'delayed';
  if (r.action === 'complained') return 'complaint';
  if (r.action !== 'failed') return null;
  const permanent =
    r.permanent ??
    r.status?.startsWith('5') ??
    (r.diagnostic ? /\b5\d\d\b/.test(r.diagnostic) : true);
  return permanent ? 'bounce-hard' : 'bounce-soft';
}
