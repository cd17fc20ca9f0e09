import type { Db } from '../../db/client';
import { outboxMessages } from '../../db/schema';
import type { MailSender } from './port';

/**
 * Keeps each mail as a row of outbox_messages (channel 'mail') when SMTP_URL is unset, listed at
 * /dev/outbox with DEV_TOOLS=1, as the SMS outbox does. Accepted once the row is stored.
 */
export function createOutboxMailSender(db: Db): MailSender {
  return {
    async send(m) {
      const from = m.from.name ? `${m.from.name} <${m.from.address}>` : m.from.address;
      const to = m.to.name ? `${m.to.name} <${m.to.address}>` : m.to.address;
      await db.insert(outboxMessages).values({
        channel: 'mail',
        recipient: to,
        subject: m.subject,
        body: `From: ${from}\nMessage-ID: ${m.messageId ?? ''}\n\n${m.text}`,
      });
      return { queueId: null };
    },
    close() {},
  };
}
