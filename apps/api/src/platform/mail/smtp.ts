import nodemailer from 'nodemailer';
import type { MailSender } from './port';

/**
 * Sends through an SMTP server (SMTP_URL, e.g. `smtps://user:pass@smtp.example.jp:465`; DESIGN §5)
 * with nodemailer, over a small pool of kept-open connections: the announcement worker sends one
 * mail per recipient, thousands for a whole school.
 */
export function createSmtpMailSender(smtpUrl: string): MailSender {
  const url = new URL(smtpUrl);
  url.searchParams.set('pool', 'true');
  const transport = nodemailer.createTransport(url.toString());
  return {
    async send(m) {
      await transport.sendMail({
        from: m.from,
        to: m.to,
        subject: m.subject,
        text: m.text,
        ...(m.html !== undefined ? { html: m.html } : {}),
        ...(m.messageId !== undefined ? { messageId: m.messageId } : {}),
      });
    },
    close: () => transport.close(),
  };
}
