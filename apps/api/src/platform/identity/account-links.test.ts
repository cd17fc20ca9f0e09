import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@tayori/contract';
import { buildStaff, buildStudent } from '../../../test/factories';
import { startExternalIssuer, type ExternalIssuer } from '../../../test/external-issuer';
import { createTestContext, type TestContext } from '../../../test/harness';
import { auditLog, oidcIdentities, users } from '../../db/schema';

/**
 * An external issuer's people reach their accounts through oidc_identities: the real app with
 * OIDC_ISSUER set verifies tokens with the issuer's published keys and links a person by issuer +
 * subject, finding the account by the matching claim at their first sign-in only.
 */

let issuer: ExternalIssuer;
let t: TestContext;
beforeAll(async () => {
  issuer = await startExternalIssuer();
  t = await createTestContext({
    env: { OIDC_ISSUER: issuer.issuer, OIDC_CLIENT_ID: 'portal' },
    configuredIssuer: true,
  });
});
afterAll(async () => {
  await t?.close();
  await issuer?.close();
});

const me = async (token: string) => t.call({ method: 'GET', url: '/api/v1/me', token });
const linksOf = (subject: string) =>
  t.db
    .select()
    .from(oidcIdentities)
    .where(and(eq(oidcIdentities.issuer, issuer.issuer), eq(oidcIdentities.subject, subject)));
const verified = (email: string) => ({ email, email_verified: true });

/** The spec's unauthorized answer (000 §8: authentication failed, sign in again). */
function expectRefused(res: Awaited<ReturnType<typeof me>>) {
  expect(res.statusCode).toBe(401);
  expect(res.json()).toMatchObject({
    errorType: 'unauthorized',
    messages: [messages.unauthorized],
  });
}

describe('first sign-in of a person of the external issuer', () => {
  it('links the account whose e-mail the verified email claim names (any case), and says so in the audit log', async () => {
    const student = await buildStudent(t.db);
    const res = await me(await issuer.sign('kc-1001', verified(student.email.toUpperCase())));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ userId: student.id, userType: 'STUDENT' });
    expect(await linksOf('kc-1001')).toEqual([
      expect.objectContaining({ userId: student.id, issuer: issuer.issuer }),
    ]);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, student.id));
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'link-identity',
        actorUserId: student.id,
        detail: { issuer: issuer.issuer, subject: 'kc-1001', claim: 'email' },
      }),
    ]);
  });

  it('finds a linked person by subject afterwards, whatever e-mail the token now carries', async () => {
    const staff = await buildStaff(t.db, { roleType: 'SCHOOL_EDITOR' });
    expect((await me(await issuer.sign('kc-2002', verified(staff.email)))).statusCode).toBe(200);
    const res = await me(await issuer.sign('kc-2002', verified('renamed@school.example.jp')));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ userId: staff.id });
  });

  it.each([
    ['email_verified false', false],
    ['email_verified missing', undefined],
    ['email_verified "false"', 'false'],
  ])('refuses an e-mail the issuer has not verified (%s), linking nothing', async (_, flag) => {
    const student = await buildStudent(t.db);
    expectRefused(
      await me(await issuer.sign('kc-3003', { email: student.email, email_verified: flag })),
    );
    expect(await linksOf('kc-3003')).toEqual([]);
  });

  it('accepts the flag written as the string "true" (some issuers do)', async () => {
    const student = await buildStudent(t.db);
    const res = await me(
      await issuer.sign('kc-3004', { email: student.email, email_verified: 'true' }),
    );
    expect(res.statusCode).toBe(200);
  });

  it('refuses a person with no account, with the spec unauthorized message', async () => {
    expectRefused(await me(await issuer.sign('kc-4004', verified('nobody@school.example.jp'))));
    expect(await linksOf('kc-4004')).toEqual([]);
  });

  it('refuses a suspended account, and links it once it is active again', async () => {
    const student = await buildStudent(t.db, { user: { status: 'SUSPENDED' } });
    const token = await issuer.sign('kc-5005', verified(student.email));
    expectRefused(await me(token));
    expect(await linksOf('kc-5005')).toEqual([]);
    await t.db.update(users).set({ status: 'ACTIVE' }).where(eq(users.id, student.id));
    expect((await me(token)).statusCode).toBe(200);
  });

  it('refuses a second subject with the e-mail of an account already linked', async () => {
    const student = await buildStudent(t.db);
    expect((await me(await issuer.sign('kc-6006', verified(student.email)))).statusCode).toBe(200);
    expectRefused(await me(await issuer.sign('kc-6007', verified(student.email))));
    expect(await linksOf('kc-6007')).toEqual([]);
  });

  it("never takes the issuer's subject for a user id (the bundled IdP's rule)", async () => {
    const student = await buildStudent(t.db);
    expectRefused(await me(await issuer.sign(student.id)));
  });

  it('links once when the first calls arrive together', async () => {
    const student = await buildStudent(t.db);
    const token = await issuer.sign('kc-7007', verified(student.email));
    const answers = await Promise.all([me(token), me(token), me(token), me(token)]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await linksOf('kc-7007')).toHaveLength(1);
  });

  it("refuses tokens signed with any key but the issuer's published ones", async () => {
    const student = await buildStudent(t.db);
    expectRefused(await me(await t.tokenFor(student.id)));
  });
});

describe('a configured matching claim (OIDC_USER_CLAIM)', () => {
  let c: TestContext;
  beforeAll(async () => {
    c = await createTestContext({
      env: {
        OIDC_ISSUER: issuer.issuer,
        OIDC_CLIENT_ID: 'portal',
        OIDC_USER_CLAIM: 'preferred_username',
      },
      configuredIssuer: true,
    });
  });
  afterAll(async () => {
    await c?.close();
  });

  it('finds the account by that claim, and not by the email claim', async () => {
    const student = await buildStudent(c.db);
    const byEmail = await c.call({
      method: 'GET',
      url: '/api/v1/me',
      token: await issuer.sign('upn-1', verified(student.email)),
    });
    expect(byEmail.statusCode).toBe(401);
    const byClaim = await c.call({
      method: 'GET',
      url: '/api/v1/me',
      token: await issuer.sign('upn-2', { preferred_username: student.email }),
    });
    expect(byClaim.statusCode).toBe(200);
    expect(byClaim.json()).toMatchObject({ userId: student.id });
  });
});
