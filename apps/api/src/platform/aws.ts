import type { SNSClientConfig } from '@aws-sdk/client-sns';

/** Where an AWS client of the portal (SNS for SMS, Cognito for passwords) sends its calls. */
export interface AwsClientOptions {
  region: string;
  /** Overrides the service endpoint (a VPC endpoint, or a local stand-in in tests). */
  endpoint?: string;
  /** Defaults to the SDK's provider chain (AWS_ACCESS_KEY_ID…, instance or task role). */
  credentials?: SNSClientConfig['credentials'];
}

/**
 * The client configuration both AWS clients share: one retry (a request the student waits on must
 * not hang through the SDK's default three), the endpoint and credentials only when given.
 */
export const awsClientConfig = (opts: AwsClientOptions) => ({
  region: opts.region,
  ...(opts.endpoint ? { endpoint: opts.endpoint } : {}),
  ...(opts.credentials ? { credentials: opts.credentials } : {}),
  maxAttempts: 2,
});
