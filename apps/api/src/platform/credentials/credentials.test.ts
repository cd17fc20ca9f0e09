import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '@tayori/idp';
import { eq } from 'drizzle-orm';
import { startCognitoStandIn, withAwsKeys } from '../../../test/cognito-stand-in';
import { buildStudent } from '../../../test/factories';
import { suiteDatabase } from '../../../test/test-database';
import { loadConfig } from '../../config';
import type { Database } from '../../db/client';
import { credentials as idpCredentials } from '@tayori/idp/schema';
import { createCognitoCredentials, cognitoTemporaryPassword } from './cognito';
import { createCredentialsPort, issueTemporaryPassword } from './index';

let cognito: Awaited<ReturnType<typeof startCognitoStandIn>>;
beforeAll(async () => {
  cognito = await startCognitoStandIn();
});
afterAll(() => cognito?.close());

const account = {
  userId: '0d6f3c1e-8f43-4c1b-9b2e-6a1f5d3c2b10',
  email: 'hanako@school.example.jp',
};
const keys = {
  accessKeyId: 'AKIDEXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
};

/** The adapter for the test pool in ap-northeast-1, talking to the stand-in. */
const cognitoPort = () =>
  createCognitoCredentials({
    userPoolId: 'ap-northeast-1_Seed42',
    region: 'ap-northeast-1',
    endpoint: cognito.endpoint,
    credentials: keys,
  });

describe('Cognito credentials adapter', () => {
  it('sets a temporary password, then signs the user out everywhere, each call signed for ap-northeast-1', async () => {
    const port = cognitoPort();
    await port.setTemporaryPassword(account, 'Tmp#Pass2026', new Date());
    const [set, signOut, ...more] = cognito.calls.splice(0);
    expect(more).toEqual([]);
    expect(set).toMatchObject({
      action: 'AdminSetUserPassword',
      body: {
        UserPoolId: 'ap-northeast-1_Seed42',
        Username: 'hanako@school.example.jp',
        Password: 'Tmp#Pass2026',
        Permanent: false,
      },
      contentType: 'application/x-amz-json-1.1',
    });
    expect(signOut).toMatchObject({
      action: 'AdminUserGlobalSignOut',
      body: { UserPoolId: 'ap-northeast-1_Seed42', Username: 'hanako@school.example.jp' },
    });
    for (const call of [set!, signOut!]) {
      expect(call.authorization).toMatch(
        /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/ap-northeast-1\/cognito-idp\/aws4_request, SignedHeaders=[^,]*x-amz-target[^,]*, Signature=[0-9a-f]{64}$/,
      );
    }
  });

  it('rejects when Cognito refuses, and signs nobody out then', async () => {
    const port = cognitoPort();
    cognito.failNext('UserNotFoundException', 'User does not exist.');
    await expect(port.setTemporaryPassword(account, 'Tmp#Pass2026', new Date())).rejects.toThrow(
      'User does not exist.',
    );
    expect(cognito.calls.splice(0).map((c) => c.action)).toEqual(['AdminSetUserPassword']);
  });

  it("generates passwords Cognito's default policy accepts: 12 characters, every class", () => {
    for (let i = 0; i < 200; i++) {
      const password = cognitoTemporaryPassword();
      expect(password).toMatch(/^[A-Za-z2-9#%+=?@]{12}$/);
      expect(password).toMatch(/[A-Z]/);
      expect(password).toMatch(/[a-z]/);
      expect(password).toMatch(/\d/);
      expect(password).toMatch(/[#%+=?@]/);
    }
  });
});

describe('createCredentialsPort (CREDENTIALS_PROVIDER)', () => {
  let database: Database;
  suiteDatabase((opened) => (database = opened));
  /** The bundled IdP's stored credential of an account. */
  const credentialOf = async (userId: string) => {
    const [row] = await database.db
      .select()
      .from(idpCredentials)
      .where(eq(idpCredentials.userId, userId));
    return row;
  };

  it('bundled (the default): a temporary password in the bundled IdP', async () => {
    const port = createCredentialsPort(loadConfig({}), database.db)!;
    const student = await buildStudent(database.db);
    const password = port.generateTemporaryPassword();
    await port.setTemporaryPassword(
      { userId: student.id, email: student.email },
      password,
      new Date(),
    );
    const row = await credentialOf(student.id);
    expect(row?.mustChange).toBe(true);
    expect(await verifyPassword(password, row!.passwordHash)).toBe(true);
  });

  it('issueTemporaryPassword: a new temporary password, set and answered; the last one works', async () => {
    const port = createCredentialsPort(loadConfig({}), database.db)!;
    const student = await buildStudent(database.db);
    const account = { userId: student.id, email: student.email };
    const first = await issueTemporaryPassword(port, account, new Date());
    const second = await issueTemporaryPassword(port, account, new Date());
    const row = await credentialOf(student.id);
    expect(row?.mustChange).toBe(true);
    expect(await verifyPassword(second, row!.passwordHash)).toBe(true);
    expect(await verifyPassword(first, row!.passwordHash)).toBe(first === second);
  });

  it('cognito: the pool and endpoint configured, credentials from the environment', async () => {
    const config = loadConfig({
      OIDC_ISSUER: 'https://cognito-idp.ap-northeast-1.amazonaws.com/ap-northeast-1_Seed42',
      OIDC_CLIENT_ID: 'portal',
      CREDENTIALS_PROVIDER: 'cognito',
      COGNITO_ENDPOINT: cognito.endpoint,
    });
    await withAwsKeys(() =>
      createCredentialsPort(config, database.db)!.setTemporaryPassword(account, 'x', new Date()),
    );
    const calls = cognito.calls.splice(0);
    expect(calls.map((c) => c.action)).toEqual(['AdminSetUserPassword', 'AdminUserGlobalSignOut']);
    expect(calls[0]?.body).toMatchObject({ UserPoolId: 'ap-northeast-1_Seed42' });
    expect(calls[0]?.authorization).toContain('Credential=AKIDFROMENV/');
  });

  it('none: no port (the issuer has no credentials API)', () => {
    const config = loadConfig({
      OIDC_ISSUER: 'https://login.school.example.jp',
      OIDC_CLIENT_ID: 'portal',
    });
    expect(createCredentialsPort(config, database.db)).toBeNull();
  });
});
