import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createOutboxSmsSender } from './outbox';
import type { SmsSender } from './port';
import { createSnsSmsSender } from './sns';

/** The adapter chosen by SMS_PROVIDER (DESIGN §5): outbox (default) or AWS SNS. */
export function createSmsSender(config: Config, db: Db): SmsSender {
  if (config.sms.provider === 'sns') {
    return createSnsSmsSender({ region: config.sms.region, endpoint: config.sms.endpoint });
  }
  return createOutboxSmsSender(db);
}
