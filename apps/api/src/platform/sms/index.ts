import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createOutboxSmsSender } from './outbox';
import { createSnsSmsSender } from './sns';

/** The port every SMS goes through (DESIGN §5). Adapters: outbox (default) and AWS SNS. */
export interface SmsSender {
  /**
   * Sends (or durably queues) one text. Resolves only once the provider accepted it; rejects
   * otherwise. `phoneNumber` is E.164 (+81…) or a Japanese local number (090…).
   */
  send(phoneNumber: string, text: string): Promise<void>;
}

/** The adapter chosen by SMS_PROVIDER. */
export function createSmsSender(config: Config, db: Db): SmsSender {
  if (config.sms.provider === 'sns') {
    return createSnsSmsSender({ region: config.sms.region, endpoint: config.sms.endpoint });
  }
  return createOutboxSmsSender(db);
}
