import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createBundledCredentials } from './bundled';
import { createCognitoCredentials } from './cognito';
import type { CredentialAccount, CredentialsPort } from './port';

/**
 * The adapter CREDENTIALS_PROVIDER names: the bundled IdP (default), or an AWS Cognito user pool;
 * null for an issuer with no such API (`none`): the identity check then says that sign-in details
 * come from the school's provider.
 */
export function createCredentialsPort(config: Config, db: Db): CredentialsPort | null {
  const credentials = config.credentials;
  switch (credentials.provider) {
    case 'bundled':
      return createBundledCredentials(db);
    case 'cognito':
      return createCognitoCredentials(credentials);
    case 'none':
      return null;
  }
}

/**
 * A new temporary password, set and answered (spec 001 §2 "a button fetches and shows the
 * temporary password", §7 POST /api/v1/users/{uid}/temporary-password); earlier ones stop working.
 */
export async function issueTemporaryPassword(
  port: CredentialsPort,
  account: CredentialAccount,
  now: Date,
): Promise<string> {
  const password = port.generateTemporaryPassword();
  await port.setTemporaryPassword(account, password, now);
  return password;
}
