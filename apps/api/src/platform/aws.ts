import { SNSClient, type SNSClientConfig } from '@aws-sdk/client-sns';

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

/** How long start-up waits for the SDK's credential chain (an instance role answers in ms). */
const CREDENTIALS_TIMEOUT_MS = 15_000;

/**
 * Why the SDK's credential chain finds no AWS credentials for these clients, or null: start-up
 * asks once, so a missing key or role stops the instance instead of a student's identity check.
 */
export async function awsCredentialsProblem(opts: AwsClientOptions): Promise<string | null> {
  const client = new SNSClient(awsClientConfig(opts));
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      client.config.credentials(),
      new Promise((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no answer within ${CREDENTIALS_TIMEOUT_MS / 1000} s`)),
          CREDENTIALS_TIMEOUT_MS,
        );
      }),
    ]);
    return null;
  } catch (err) {
    return (err instanceof Error ? err.message : String(err)).split('\n')[0]!;
  } finally {
    clearTimeout(timer);
    client.destroy();
  }
}
