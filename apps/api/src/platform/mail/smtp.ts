import nodemailer from 'nodemailer';
import type SMTPConnection from 'nodemailer/lib/smtp-connection';
import type { MailSender } from './port';

/**
 * Sends through an SMTP server (SMTP_URL, e.g. `smtps://user:pass@smtp.example.jp:465`; DESIGN §5)
 * with nodemailer, over a small pool of kept-open connections: the announcement worker sends one
 * mail per recipient, thousands for a whole school.
 *
 * The envelope's sender (MAIL FROM, the Return-Path) is the operator's MAIL_FROM, whatever the
 * header's From: bounces from thousands of student addresses go to a mailbox the school reads, not
 * to the staff member or office the mail is from, and the sending domain is the operator's own.
 */
/** The queue id in a server's acceptance (Postfix, Sendmail, Exim, SES say it their ways). */
export function queueIdOf(response: string | undefined): string | null {
  if (!response) return null;
  const id = (/queued as <?([\w.@-]+)/i.exec(response) ?? /\bid=<?([\w.@-]+)/i.exec(response))?.[1];
  return (id ?? response).slice(0, 200);
}

const DSN_NOTIFY: SMTPConnection.DSNOption[] = ['SUCCESS', 'FAILURE', 'DELAY'];

export function createSmtpMailSender(smtpUrl: string, envelopeFrom: string): MailSender {
  const url = new URL(smtpUrl);
  url.searchParams.set('pool', 'true');
  const transport = nodemailer.createTransport(url.toString());
  return {
    async send(m) {
      const info = await transport.sendMail({
        from: m.from,
        to: m.to,
        envelope: { from: m.returnPath ?? envelopeFrom, to: m.to.address },
        subject: m.subject,
        text: m.text,
        ...(m.html !== undefined ? { html: m.html } : {}),
        ...(m.messageId !== undefined ? { messageId: m.messageId } : {}),
        // With a return path of its own the delivery's reports come back to the bounce listener:
        // ask the servers on the way to report delivery too (RFC 3461), with the headers only.
        // A server without the DSN extension is asked nothing (nodemailer leaves it out).
        ...(m.returnPath !== undefined
          ? {
              dsn: { notify: DSN_NOTIFY, ret: 'HDRS' as const, orcpt: m.to.address },
            }
          : {}),
      });
      return { queueId: queueIdOf(info.response) };
    },
    close: () => transport.close(),
  };
}
