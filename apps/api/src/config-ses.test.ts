import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { productionEnv } from '../test/production-env';

/** SES_NOTIFICATIONS_TOPIC_ARN (docs/decisions/delivery.md, docs/operations.md). */
describe('SES notifications configuration', () => {
  const ARN = 'arn:aws:sns:ap-northeast-1:123456789012:tayori-ses-notifications';

  it('is off unless the topic is named; takes an SNS topic ARN only', () => {
    expect(loadConfig({}).sesNotifications).toBeNull();
    expect(loadConfig({ SES_NOTIFICATIONS_TOPIC_ARN: ARN }).sesNotifications).toEqual({
      topicArn: ARN,
    });
    for (const wrong of [
      'tayori-ses-notifications',
      'arn:aws:sqs:ap-northeast-1:123456789012:queue',
      'arn:aws:sns:ap-northeast-1:1234:topic',
    ])
      expect(() => loadConfig({ SES_NOTIFICATIONS_TOPIC_ARN: wrong })).toThrow(
        /SES_NOTIFICATIONS_TOPIC_ARN/,
      );
  });

  it('in production, needs an https PUBLIC_URL', () => {
    const ready = {
      ...productionEnv,
      SMTP_URL: 'smtp://email-smtp.ap-northeast-1.amazonaws.com:587',
      SES_NOTIFICATIONS_TOPIC_ARN: ARN,
    };
    expect(loadConfig(ready).sesNotifications).toEqual({ topicArn: ARN });
    expect(() => loadConfig({ ...ready, PUBLIC_URL: 'http://portal.example.jp' })).toThrow(
      /SES_NOTIFICATIONS_TOPIC_ARN needs an https:\/\/ PUBLIC_URL in production/,
    );
  });
});
