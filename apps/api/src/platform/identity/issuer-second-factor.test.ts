import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, type RoleType } from '@tayori/contract';
import { buildStaff, buildStudent } from '../../../test/factories';
import { startExternalIssuer, type ExternalIssuer } from '../../../test/external-issuer';
import { createTestContext, type TestContext } from '../../../test/harness';

/**
 * With OIDC_ISSUER, the portal can require that a staff member's ID token shows a second factor
 * (OIDC_REQUIRED_AMR / OIDC_REQUIRED_ACR): without it, every call answers 401 with a Japanese
 * message saying why, which the SPA shows where the user lands.
 */

let issuer: ExternalIssuer;
let t: TestContext;
beforeAll(async () => {
  issuer = await startExternalIssuer();
  t = await createTestContext({
    env: {
      OIDC_ISSUER: issuer.issuer,
      OIDC_CLIENT_ID: 'portal',
      OIDC_REQUIRED_AMR: 'mfa,otp,hwk',
      OIDC_REQUIRED_ACR: 'urn:school:mfa,aal2',
    },
    configuredIssuer: true,
  });
});
afterAll(async () => {
  await t?.close();
  await issuer?.close();
});

const me = async (token: string) => t.call({ method: 'GET', url: '/api/v1/me', token });
const verified = (email: string) => ({ email, email_verified: true });
let subjects = 0;

async function staffToken(claims: Record<string, unknown>, roleType: RoleType = 'VISTA_VIEWER') {
  const staff = await buildStaff(t.db, { roleType });
  return issuer.sign(`kc-mfa-${++subjects}`, { ...verified(staff.email), ...claims });
}

describe('an external issuer’s token and the second factor', () => {
  it('refuses staff whose token shows no second factor, in Japanese', async () => {
    for (const claims of [
      {},
      { amr: ['pwd'], acr: 'aal2' },
      { amr: ['pwd', 'otp'] },
      { amr: 'mfa', acr: 'aal2' },
      { amr: ['mfa'], acr: 'aal1' },
    ]) {
      const res = await me(await staffToken(claims));
      expect(res.statusCode, JSON.stringify(claims)).toBe(401);
      expect(res.json()).toEqual({
        errorType: 'unauthorized',
        messages: [messages.second_factor_required],
      });
    }
  });

  it('admits staff whose token names a required amr and acr, and students without either', async () => {
    const ok = await me(await staffToken({ amr: ['pwd', 'otp'], acr: 'urn:school:mfa' }));
    expect(ok.statusCode, ok.body).toBe(200);
    const admin = await me(
      await staffToken({ amr: ['hwk', 'user'], acr: 'aal2' }, 'SYSTEM_ADMINISTRATOR'),
    );
    expect(admin.statusCode).toBe(200);
    const student = await buildStudent(t.db);
    const res = await me(await issuer.sign('kc-mfa-student', verified(student.email)));
    expect(res.statusCode).toBe(200);
  });

  it('asks again on every call: a remembered staff member with a weaker token is refused', async () => {
    const staff = await buildStaff(t.db, { roleType: 'SCHOOL_EDITOR' });
    const strong = await issuer.sign('kc-mfa-again', {
      ...verified(staff.email),
      amr: ['mfa'],
      acr: 'aal2',
    });
    expect((await me(strong)).statusCode).toBe(200);
    const weak = await issuer.sign('kc-mfa-again', { ...verified(staff.email), amr: ['pwd'] });
    expect((await me(weak)).statusCode).toBe(401);
  });
});
