import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createOutboxMailSender } from './outbox';
import type { MailSender } from './port';
import { createSmtpMailSender } from './smtp';

/** The adapter SMTP_URL and MAIL_TRANSPORT choose (DESIGN §5): that SMTP server, or the outbox. */
export function createMailSender(config: Config, db: Db): MailSender {
  return config.mail.transport === 'smtp'
    ? createSmtpMailSender(config.mail.smtpUrl, config.mailFrom)
    : createOutboxMailSender(db);
}
