import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { messages } from '@tayori/contract';
import { credentials } from '@tayori/idp/schema';
import { startCognitoStandIn, withAwsKeys } from '../../../test/cognito-stand-in';
import { buildStudent } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/harness';
import { auditLog, outboxMessages } from '../../db/schema';

/**
 * The identity check with an external issuer: the temporary password goes to the issuer's store
 * through the credentials port (Cognito), or, for an issuer without such an API, the check says
 * where sign-in details come from and does nothing else.
 */

// An issuer nothing answers at: these tests only call the identity check, which needs no token.
const ISSUER = 'http://127.0.0.1:9/realms/school';
const right = { birthday: '20080402', phoneNumber: '09012345678' };

const identify = (t: TestContext, student: Awaited<ReturnType<typeof buildStudent>>) =>
  t.call({
    method: 'POST',
    url: `/api/v1/schools/${student.school.extendedSchoolCode}/students/${student.student.studentNumber}`,
    body: right,
  });

describe('CREDENTIALS_PROVIDER=cognito', () => {
  let cognito: Awaited<ReturnType<typeof startCognitoStandIn>>;
  let t: TestContext;
  beforeAll(async () => {
    cognito = await startCognitoStandIn();
    t = await createTestContext({
      env: {
        IDENTITY_CHECK_MIN_MS: '0',
        OIDC_ISSUER: ISSUER,
        OIDC_CLIENT_ID: 'portal',
        CREDENTIALS_PROVIDER: 'cognito',
        COGNITO_USER_POOL_ID: 'ap-northeast-1_Seed42',
        COGNITO_ENDPOINT: cognito.endpoint,
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await cognito?.close();
  });

  it('sets the password the SMS carries in the user pool, signs the student out there, and keeps none here', async () => {
    const student = await buildStudent(t.db);
    const res = await withAwsKeys(() => identify(t, student));
    expect(res.json()).toEqual({ successFlag: true });
    // Every student here has the same phone; a refused call's SMS went out too (identity-check.md).
    const [sms] = await t.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, '+819012345678'))
      .orderBy(desc(outboxMessages.id))
      .limit(1);
    const password = /仮パスワード：(\S+)/.exec(sms!.body)?.[1];
    expect(sms!.body).toContain(`サインインID：${student.email}`);
    const calls = cognito.calls.splice(0);
    expect(calls.map((c) => c.action)).toEqual(['AdminSetUserPassword', 'AdminUserGlobalSignOut']);
    expect(calls[0]!.body).toEqual({
      UserPoolId: 'ap-northeast-1_Seed42',
      Username: student.email,
      Password: password,
      Permanent: false,
    });
    expect(calls[0]!.authorization).toContain('/ap-northeast-1/cognito-idp/aws4_request');
    expect(await t.db.select().from(credentials).where(eq(credentials.userId, student.id))).toEqual(
      [],
    );
  });

  it('answers false when Cognito refuses, recording the failure', async () => {
    const student = await buildStudent(t.db);
    cognito.failNext('InvalidPasswordException', 'Password does not conform to policy');
    const res = await withAwsKeys(() => identify(t, student));
    expect(res.json()).toEqual({ successFlag: false });
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, student.id));
    expect(entry?.detail).toMatchObject({ outcome: 'failed' });
    cognito.calls.splice(0);
  });
});

describe('an issuer without a credentials API (CREDENTIALS_PROVIDER=none)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({
      env: { IDENTITY_CHECK_MIN_MS: '0', OIDC_ISSUER: ISSUER, OIDC_CLIENT_ID: 'portal' },
    });
  });
  afterAll(() => t?.close());

  it('says that sign-in details come from the school’s provider, and looks up, counts and sends nothing', async () => {
    const student = await buildStudent(t.db);
    const res = await identify(t, student);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      errorType: 'forbidden',
      messages: [messages.identity_check_external_provider],
    });
    expect(await t.db.select().from(outboxMessages)).toEqual([]);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.action, 'identity-check'))).toEqual(
      [],
    );
  });
});
