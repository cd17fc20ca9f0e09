import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createOutboxMailSender } from './outbox';
import type { MailSender } from './port';
import { createSmtpMailSender } from './smtp';

/** The adapter SMTP_URL chooses (DESIGN §5): that SMTP server, or the outbox when unset. */
export function createMailSender(config: Config, db: Db): MailSender {
  return config.smtpUrl
    ? createSmtpMailSender(config.smtpUrl, config.mailFrom)
    : createOutboxMailSender(db);
}
