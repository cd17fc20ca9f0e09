import { randomInt } from 'node:crypto';
import {
  AdminSetUserPasswordCommand,
  AdminUserGlobalSignOutCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { awsClientConfig, type AwsClientOptions } from '../aws';
import type { CredentialsPort } from './port';

export interface CognitoOptions extends AwsClientOptions {
  userPoolId: string;
}

/**
 * An AWS Cognito user pool (the seed's original provider, ap-northeast-1). AdminSetUserPassword
 * with Permanent=false leaves the user FORCE_CHANGE_PASSWORD (a new password at the next sign-in;
 * the pool's TemporaryPasswordValidityDays, 7 by default, bounds it), then AdminUserGlobalSignOut
 * ends their sessions (refresh tokens), as a new password does in the bundled IdP. The username is
 * the sign-in ID the SMS names, the e-mail: the pool must accept it (as username or alias).
 */
export function createCognitoCredentials(
  opts: CognitoOptions,
): CredentialsPort & { client: CognitoIdentityProviderClient } {
  const client = new CognitoIdentityProviderClient(awsClientConfig(opts));
  return {
    client,
    generateTemporaryPassword: cognitoTemporaryPassword,
    async setTemporaryPassword(account, password) {
      const target = { UserPoolId: opts.userPoolId, Username: account.email };
      await client.send(
        new AdminSetUserPasswordCommand({ ...target, Password: password, Permanent: false }),
      );
      await client.send(new AdminUserGlobalSignOutCommand(target));
    },
  };
}

// Cognito's default policy wants 8+ characters with upper and lower case, a digit and a symbol.
// No 0/O, 1/l/I, and symbols that read unambiguously in an SMS.
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const LOWER = 'abcdefghijkmnpqrstuvwxyz';
const DIGITS = '23456789';
const SYMBOLS = '#%+=?@';
const CLASSES = [UPPER, LOWER, DIGITS, SYMBOLS];

/** 12 characters, at least one of each class, in random order. */
export function cognitoTemporaryPassword(length = 12): string {
  const all = CLASSES.join('');
  const chars = CLASSES.map((set) => set[randomInt(set.length)]!);
  while (chars.length < length) chars.push(all[randomInt(all.length)]!);
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}
