import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthConfig } from '@tayori/contract';
import { startExternalIssuer, type ExternalIssuer } from '../../../test/external-issuer';
import { createTestContext, type TestContext } from '../../../test/harness';

/**
 * What the SPA and the browser are told about the issuer: GET /api/v1/auth-config (read at run time,
 * so switching issuers needs no rebuild), and the Content-Security-Policy's connect-src.
 */

const connectSrc = (csp: unknown) =>
  /(?:^|;)connect-src ([^;]*)/.exec(String(csp))?.[1]?.split(' ') ?? [];

describe('with the bundled IdP (nothing configured)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ env: { PUBLIC_URL: 'https://portal.example.jp' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('tells the SPA the bundled issuer, its scopes with admin, its password page', async () => {
    const res = await t.call({ method: 'GET', url: '/api/v1/auth-config' });
    expect(res.statusCode).toBe(200);
    expect(AuthConfig.parse(res.json())).toEqual({
      authority: 'https://portal.example.jp/idp',
      clientId: 'tayori-web',
      scope: 'openid email phone profile admin',
      changePasswordUrl: 'https://portal.example.jp/idp/password',
      identityCheck: true,
    });
  });

  it('lets the SPA connect to this origin only', async () => {
    const res = await t.call({ method: 'GET', url: '/lock' });
    expect(connectSrc(res.headers['content-security-policy'])).toEqual(["'self'"]);
  });
});

describe('with an external issuer (OIDC_ISSUER)', () => {
  let issuer: ExternalIssuer;
  let t: TestContext;
  beforeAll(async () => {
    // Its token endpoint on another origin, as Cognito's and Google's are.
    issuer = await startExternalIssuer({ tokenEndpoint: 'https://auth.school.example.jp/token' });
    t = await createTestContext({
      env: {
        OIDC_ISSUER: issuer.issuer,
        OIDC_CLIENT_ID: 'portal',
        OIDC_SCOPES: 'openid email',
        OIDC_CHANGE_PASSWORD_URL: 'https://login.school.example.jp/account',
      },
      configuredIssuer: true,
    });
  });
  afterAll(async () => {
    await t?.close();
    await issuer?.close();
  });

  it('tells the SPA that issuer, its client, scopes and page, and that no password is issued', async () => {
    const res = await t.call({ method: 'GET', url: '/api/v1/auth-config' });
    expect(res.json()).toEqual({
      authority: issuer.issuer,
      clientId: 'portal',
      scope: 'openid email',
      changePasswordUrl: 'https://login.school.example.jp/account',
      identityCheck: false,
    });
  });

  it("lets the SPA connect to exactly the issuer's origin and its token endpoint's", async () => {
    await expect.poll(() => issuer.requests.length).toBeGreaterThan(0);
    const origin = new URL(issuer.issuer).origin;
    await expect
      .poll(async () =>
        connectSrc(
          (await t.call({ method: 'GET', url: '/lock' })).headers['content-security-policy'],
        ),
      )
      .toEqual(["'self'", origin, 'https://auth.school.example.jp']);
  });

  it('does not mount the bundled IdP', async () => {
    const res = await t.call({ method: 'GET', url: '/idp/.well-known/openid-configuration' });
    expect(res.statusCode).toBe(404);
  });
});
