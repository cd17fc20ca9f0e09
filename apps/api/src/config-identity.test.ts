import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { productionEnv } from '../test/production-env';

/** The problems loadConfig lists for `env` (none: []). */
function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    const lines = err.message.split('\n  - ');
    return lines.length === 1 ? lines : lines.slice(1);
  }
}

const external = {
  OIDC_ISSUER: 'https://login.school.example.jp/realms/tayori',
  OIDC_CLIENT_ID: 'portal',
};

describe('an external OpenID Connect issuer (OIDC_ISSUER)', () => {
  it('asks for the basic scopes (no admin), matches by e-mail, and sets no password', () => {
    const c = loadConfig(external);
    expect(c.oidc).toEqual({
      bundled: false,
      issuer: 'https://login.school.example.jp/realms/tayori',
      clientId: 'portal',
      scope: 'openid email profile',
      userClaim: 'email',
      changePasswordUrl: null,
      cookieKeys: undefined,
    });
    expect(c.credentials).toEqual({ provider: 'none' });
  });

  it('takes the scopes, the matching claim and the change-password page from the environment', () => {
    const c = loadConfig({
      ...external,
      OIDC_SCOPES: 'openid profile upn',
      OIDC_USER_CLAIM: 'preferred_username',
      OIDC_CHANGE_PASSWORD_URL: 'https://login.school.example.jp/account/password',
    });
    expect(c.oidc).toMatchObject({
      scope: 'openid profile upn',
      userClaim: 'preferred_username',
      changePasswordUrl: 'https://login.school.example.jp/account/password',
    });
  });

  it('refuses scopes without openid, and a claim name that is not one', () => {
    expect(problemsOf({ ...external, OIDC_SCOPES: 'email profile' })).toEqual([
      'Invalid OIDC_SCOPES="email profile": must include openid',
    ]);
    expect(problemsOf({ ...external, OIDC_USER_CLAIM: 'e mail' })[0]).toMatch(
      /^Invalid OIDC_USER_CLAIM="e mail": must be a claim name/,
    );
  });

  it('refuses an issuer that is not an http(s) URL', () => {
    expect(problemsOf({ ...external, OIDC_ISSUER: 'login.school.example.jp' })).toEqual([
      expect.stringMatching(/^Invalid OIDC_ISSUER="login.school.example.jp": must be a URL/),
    ]);
  });

  it('needs the client id the issuer gave the portal', () => {
    expect(problemsOf({ OIDC_ISSUER: external.OIDC_ISSUER })).toEqual([
      'OIDC_CLIENT_ID is required with OIDC_ISSUER: the client id the issuer gave the portal',
    ]);
  });

  it("refuses the external issuer's settings without one, all listed at once", () => {
    expect(
      problemsOf({
        OIDC_SCOPES: 'openid',
        OIDC_USER_CLAIM: 'upn',
        OIDC_CHANGE_PASSWORD_URL: 'https://x.example/pw',
      }),
    ).toEqual([
      "OIDC_SCOPES applies only with OIDC_ISSUER: the bundled IdP's is fixed",
      "OIDC_USER_CLAIM applies only with OIDC_ISSUER: the bundled IdP's is fixed",
      "OIDC_CHANGE_PASSWORD_URL applies only with OIDC_ISSUER: the bundled IdP's is fixed",
    ]);
  });
});

describe('where the identity check sets the temporary password (CREDENTIALS_PROVIDER)', () => {
  it('Cognito: the pool from COGNITO_USER_POOL_ID, its region from the pool id', () => {
    const c = loadConfig({
      ...external,
      CREDENTIALS_PROVIDER: 'cognito',
      COGNITO_USER_POOL_ID: 'ap-northeast-1_AbCdEf123',
      COGNITO_ENDPOINT: 'http://127.0.0.1:9229',
    });
    expect(c.credentials).toEqual({
      provider: 'cognito',
      userPoolId: 'ap-northeast-1_AbCdEf123',
      region: 'ap-northeast-1',
      endpoint: 'http://127.0.0.1:9229',
    });
  });

  it("Cognito: the pool from the issuer when OIDC_ISSUER is the pool's", () => {
    const c = loadConfig({
      OIDC_ISSUER: 'https://cognito-idp.ap-northeast-1.amazonaws.com/ap-northeast-1_Seed42',
      OIDC_CLIENT_ID: 'abc',
      CREDENTIALS_PROVIDER: 'cognito',
    });
    expect(c.credentials).toMatchObject({
      userPoolId: 'ap-northeast-1_Seed42',
      region: 'ap-northeast-1',
    });
  });

  it.each([
    [
      { CREDENTIALS_PROVIDER: 'cognito', ...external },
      /^COGNITO_USER_POOL_ID is required with CREDENTIALS_PROVIDER=cognito/,
    ],
    [
      { CREDENTIALS_PROVIDER: 'bundled', ...external },
      /^CREDENTIALS_PROVIDER=bundled sets passwords in the bundled IdP/,
    ],
    [{ CREDENTIALS_PROVIDER: 'none' }, /^CREDENTIALS_PROVIDER=none needs OIDC_ISSUER/],
    [
      { CREDENTIALS_PROVIDER: 'cognito', COGNITO_USER_POOL_ID: 'ap-northeast-1_X' },
      /^CREDENTIALS_PROVIDER=cognito needs OIDC_ISSUER/,
    ],
    [
      { COGNITO_USER_POOL_ID: 'ap-northeast-1_X' },
      /^COGNITO_USER_POOL_ID applies only with CREDENTIALS_PROVIDER=cognito/,
    ],
    [
      { CREDENTIALS_PROVIDER: 'cognito', COGNITO_USER_POOL_ID: 'pool', ...external },
      /^Invalid COGNITO_USER_POOL_ID="pool": must be a user pool id/,
    ],
  ])('refuses %j', (env, problem) => {
    expect(problemsOf(env)).toEqual([expect.stringMatching(problem)]);
  });
});

describe('production checks of the identity part', () => {
  const ready = productionEnv;

  it('starts with the bundled IdP as before: nothing more to set', () => {
    expect(problemsOf(ready)).toEqual([]);
  });

  it('needs the issuer over HTTPS (a local one aside) and the identity check part chosen', () => {
    expect(
      problemsOf({ ...ready, OIDC_ISSUER: 'http://login.school.example.jp', OIDC_CLIENT_ID: 'p' }),
    ).toEqual([
      expect.stringMatching(/^OIDC_ISSUER must start with https:\/\/ in production/),
      expect.stringMatching(/^CREDENTIALS_PROVIDER is required in production with OIDC_ISSUER/),
    ]);
    expect(
      problemsOf({
        ...ready,
        OIDC_ISSUER: 'http://127.0.0.1:3210',
        OIDC_CLIENT_ID: 'p',
        CREDENTIALS_PROVIDER: 'none',
      }),
    ).toEqual([]);
    expect(problemsOf({ ...ready, ...external, CREDENTIALS_PROVIDER: 'none' })).toEqual([]);
  });
});
