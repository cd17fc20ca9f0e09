import type { Db } from '../../db/client';
import { outboxMessages } from '../../db/schema';
import { smsRecipient } from '../phone';
import type { SmsSender } from './port';

/** Keeps each SMS as a row of outbox_messages (channel 'sms'), listed at /dev/outbox with DEV_TOOLS=1. */
export function createOutboxSmsSender(db: Db): SmsSender {
  return {
    async send(phoneNumber, text) {
      await db
        .insert(outboxMessages)
        .values({ channel: 'sms', recipient: smsRecipient(phoneNumber), body: text });
    },
  };
}
