import { PublishCommand, SNSClient, type SNSClientConfig } from '@aws-sdk/client-sns';
import { smsRecipient } from '../phone';
import type { SmsSender } from './index';

export interface SnsOptions {
  region: string;
  /** Overrides the SNS endpoint (a VPC endpoint, or a local stand-in in tests). */
  endpoint?: string;
  /** Defaults to the SDK's provider chain (AWS_ACCESS_KEY_ID…, instance role). */
  credentials?: SNSClientConfig['credentials'];
}

/** Sends SMS with Amazon SNS Publish (transactional, so it is not throttled like marketing texts). */
export function createSnsSmsSender(opts: SnsOptions): SmsSender & { client: SNSClient } {
  const client = new SNSClient({
    region: opts.region,
    ...(opts.endpoint ? { endpoint: opts.endpoint } : {}),
    ...(opts.credentials ? { credentials: opts.credentials } : {}),
    maxAttempts: 2,
  });
  return {
    client,
    async send(phoneNumber, text) {
      await client.send(
        new PublishCommand({
          PhoneNumber: smsRecipient(phoneNumber),
          Message: text,
          MessageAttributes: {
            'AWS.SNS.SMS.SMSType': { DataType: 'String', StringValue: 'Transactional' },
          },
        }),
      );
    },
  };
}
