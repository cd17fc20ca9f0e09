import { PublishCommand, SNSClient } from '@aws-sdk/client-sns';
import { awsClientConfig, type AwsClientOptions } from '../aws';
import { smsRecipient } from '../phone';
import type { SmsSender } from './port';

export type SnsOptions = AwsClientOptions;

/** Sends SMS with Amazon SNS Publish (transactional, so it is not throttled like marketing texts). */
export function createSnsSmsSender(opts: SnsOptions): SmsSender & { client: SNSClient } {
  const client = new SNSClient(awsClientConfig(opts));
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
