import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import { jwtVerify, type JWTVerifyGetKey } from 'jose';
import { issueTemporaryPassword, setPassword } from '@tayori/idp';
import { openTestDatabase } from '../../../test/test-database';
import { buildStudent, buildUser } from '../../../test/factories';
import { loadConfig, type Config } from '../../config';
import type { Database } from '../../db/client';
import { fixedClock } from '../clock';
import { mountIdp } from './idp';
import { securityHeaders } from '../http/security-headers';
import { TestBrowser, formAction, freePort, hiddenField, pkce } from '../../../test/idp-browser';

let database: Database;
let config: Config;
let origin: string;
const clock = fixedClock(new Date());
const servers: FastifyInstance[] = [];
let keySet: JWTVerifyGetKey;

async function startInstance(port: number) {
  const app = Fastify({ logger: false });
  securityHeaders(app);
  const mounted = await mountIdp(app, { config, db: database.db, clock });
  await app.listen({ port, host: '127.0.0.1' });
  servers.push(app);
  return mounted;
}

beforeAll(async () => {
  database = await openTestDatabase();
  const port = await freePort();
  origin = `http://localhost:${port}`;
  // Second factors have their own tests (second-factors.test.ts); these are about the password.
  config = loadConfig({ PUBLIC_URL: origin, LOG_LEVEL: 'silent', SECOND_FACTOR_ROLES: 'none' });
  ({ keySet } = await startInstance(port));
});
afterAll(async () => {
  for (const s of servers) await s.close();
  await database.close();
});

/** Starts an authorization request and returns the sign-in page. */
async function startSignIn(browser: TestBrowser) {
  const { verifier, challenge } = pkce();
  const query = new URLSearchParams({
    client_id: 'tayori-web',
    response_type: 'code',
    scope: 'openid email phone profile admin',
    redirect_uri: `${origin}/cushion`,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: 'x',
    nonce: 'y',
  });
  const page = await browser.follow(`/idp/auth?${query}`);
  expect(page.status).toBe(200);
  expect(page.text).toContain('サインインID（メールアドレス）');
  return { page, verifier };
}

async function exchange(browser: TestBrowser, location: string, verifier: string) {
  const url = new URL(location);
  expect(url.pathname).toBe('/cushion');
  expect(url.searchParams.get('state')).toBe('x');
  const code = url.searchParams.get('code')!;
  const token = await browser.request('/idp/token', {
    form: {
      grant_type: 'authorization_code',
      code,
      redirect_uri: `${origin}/cushion`,
      client_id: 'tayori-web',
      code_verifier: verifier,
    },
  });
  expect(token.status).toBe(200);
  return JSON.parse(token.text) as {
    id_token: string;
    refresh_token?: string;
    access_token: string;
  };
}

const verify = (idToken: string) =>
  jwtVerify(idToken, keySet, { issuer: `${origin}/idp`, audience: 'tayori-web' });

// Every sign-in and new password costs a scrypt of N=2^17 (~0.4 s; seconds on a busy machine).
describe('bundled IdP', { timeout: 180_000 }, () => {
  it('publishes discovery with endpoints under /idp', async () => {
    const res = await new TestBrowser(origin).request('/idp/.well-known/openid-configuration');
    const doc = JSON.parse(res.text);
    expect(doc.issuer).toBe(`${origin}/idp`);
    expect(doc.authorization_endpoint).toBe(`${origin}/idp/auth`);
    expect(doc.token_endpoint).toBe(`${origin}/idp/token`);
    expect(doc.jwks_uri).toBe(`${origin}/idp/jwks`);
    expect(doc.end_session_endpoint).toBe(`${origin}/idp/session/end`);
    expect(doc.scopes_supported).toEqual(
      expect.arrayContaining(['openid', 'email', 'phone', 'profile', 'admin']),
    );
  });

  it('keeps its pages and protocol endpoints out of the API documentation', async () => {
    const app = Fastify({ logger: false });
    await app.register(swagger, { openapi: { info: { title: 'test', version: '1' } } });
    await mountIdp(app, { config, db: database.db, clock });
    app.get('/api/v1/probe', async () => ({}));
    await app.ready();
    const paths = Object.keys(app.swagger().paths ?? {});
    await app.close();
    expect(paths).toEqual(['/api/v1/probe']);
  });

  it('signs in with code + PKCE; the ID token verifies; refresh works; logout goes to /lock; a second instance shares the session', async () => {
    const user = await buildStudent(database.db, {
      user: { email: `Hanako.${Date.now()}@Example.jp` },
    });
    await setPassword(database.db, user.id, 'Hanako2026', { temporary: false, now: clock.now() });
    const browser = new TestBrowser(origin);
    const { page, verifier } = await startSignIn(browser);
    expect(page.text).toContain('lang="ja"');
    expect(page.text).not.toMatch(/<script(?![^>]*src=)/);

    const wrong = await browser.request(formAction(page.text), {
      form: { loginId: user.email, password: 'nope12345' },
    });
    expect(wrong.text).toContain('サインインIDまたはパスワードが正しくありません。');
    const unknown = await browser.request(formAction(page.text), {
      form: { loginId: 'nobody@example.jp', password: 'nope12345' },
    });
    expect(unknown.text).toContain('サインインIDまたはパスワードが正しくありません。');

    const done = await browser.follow(formAction(page.text), {
      form: { loginId: user.email.toUpperCase(), password: 'Hanako2026' },
    });
    expect(done.status).toBe(303);
    const tokens = await exchange(browser, done.location!, verifier);
    const { payload } = await verify(tokens.id_token);
    expect(payload).toMatchObject({
      sub: user.id,
      nonce: 'y',
      email: user.email,
      family_name: user.lastName,
      user_type: 'STUDENT',
      phone_number: '+819012345678',
    });
    expect(tokens.refresh_token).toBeTruthy();

    const refreshed = await browser.request('/idp/token', {
      form: {
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh_token!,
        client_id: 'tayori-web',
      },
    });
    expect(refreshed.status).toBe(200);
    expect((await verify(JSON.parse(refreshed.text).id_token)).payload.sub).toBe(user.id);

    // Another instance on the same database (or this one after a restart) knows the session.
    const port2 = await freePort();
    await startInstance(port2);
    const other = new TestBrowser(`http://localhost:${port2}`);
    for (const [k, v] of browser.cookies) other.cookies.set(k, v);
    const { challenge } = pkce();
    const again = await other.request(
      `/idp/auth?client_id=tayori-web&response_type=code&scope=openid&redirect_uri=${encodeURIComponent(`${origin}/cushion`)}&code_challenge=${challenge}&code_challenge_method=S256`,
    );
    expect(again.location).toMatch(new RegExp(`^${origin}/cushion\\?code=`));
    // Asking for consent again is answered without a consent screen (our own client).
    const consent = await other.follow(
      `/idp/auth?client_id=tayori-web&response_type=code&scope=openid&prompt=consent&redirect_uri=${encodeURIComponent(`${origin}/cushion`)}&code_challenge=${challenge}&code_challenge_method=S256`,
    );
    expect(consent.location).toMatch(new RegExp(`^${origin}/cushion\\?code=`));
    // The session cookie may have been renewed there; the browser carries it on.
    for (const [k, v] of other.cookies) browser.cookies.set(k, v);

    const logout = await browser.request(
      `/idp/session/end?id_token_hint=${tokens.id_token}&post_logout_redirect_uri=${encodeURIComponent(`${origin}/lock`)}`,
    );
    expect(logout.status).toBe(200);
    expect(logout.text).toContain('/idp/assets/auto-submit.js');
    expect(logout.text).not.toMatch(/<script(?![^>]*src=)/);
    expect(logout.res.headers.get('content-security-policy')).toContain("script-src 'self'");
    const ended = await browser.request('/idp/session/end/confirm', {
      form: { xsrf: hiddenField(logout.text, 'xsrf'), logout: 'yes' },
    });
    expect(ended.location).toBe(`${origin}/lock`);
  });

  it('a new password (the identity check or a change) ends the sessions held with the old one', async () => {
    const user = await buildStudent(database.db);
    const other = await buildStudent(database.db);
    const signedIn = async (u: { id: string; email: string }) => {
      await setPassword(database.db, u.id, 'Before2026', { temporary: false, now: clock.now() });
      const browser = new TestBrowser(origin);
      const { page, verifier } = await startSignIn(browser);
      const done = await browser.follow(formAction(page.text), {
        form: { loginId: u.email, password: 'Before2026' },
      });
      return { browser, tokens: await exchange(browser, done.location!, verifier) };
    };
    const refresh = (s: Awaited<ReturnType<typeof signedIn>>) =>
      s.browser.request('/idp/token', {
        form: {
          grant_type: 'refresh_token',
          refresh_token: s.tokens.refresh_token!,
          client_id: 'tayori-web',
        },
      });
    const held = await signedIn(user);
    const bystander = await signedIn(other);

    await issueTemporaryPassword(database.db, user.id, clock.now());
    const refused = await refresh(held);
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.text)).toMatchObject({ error: 'invalid_grant' });
    // The IdP session is gone too: asking again means signing in again.
    const { challenge } = pkce();
    const again = await held.browser.request(
      `/idp/auth?client_id=tayori-web&response_type=code&scope=openid&prompt=none&redirect_uri=${encodeURIComponent(`${origin}/cushion`)}&code_challenge=${challenge}&code_challenge_method=S256`,
    );
    expect(again.location).toContain('error=login_required');
    // Another account's session is untouched.
    expect((await refresh(bystander)).status).toBe(200);
  });

  it('a temporary password leads to the new-password page, then signs in', async () => {
    const user = await buildUser(database.db, { userType: 'STAFF', roleType: 'SCHOOL_EDITOR' });
    const temp = await issueTemporaryPassword(database.db, user.id, clock.now());
    const browser = new TestBrowser(origin);
    const { page, verifier } = await startSignIn(browser);
    const change = await browser.request(formAction(page.text), {
      form: { loginId: user.email, password: temp },
    });
    expect(change.text).toContain('新しいパスワードの設定');
    expect(change.text).toContain('8文字以上64文字以内');
    const token = hiddenField(change.text, 'token');

    const weak = await browser.request(formAction(change.text), {
      form: { token, newPassword: 'abc', newPasswordConfirm: 'abc' },
    });
    expect(weak.text).toContain('パスワードは8文字以上64文字以内で入力してください。');
    const same = await browser.request(formAction(change.text), {
      form: { token, newPassword: temp, newPasswordConfirm: temp },
    });
    expect(same.text).toContain('現在のパスワードと同じパスワードは使用できません。');

    const done = await browser.follow(formAction(change.text), {
      form: { token, newPassword: 'NewPass2026', newPasswordConfirm: 'NewPass2026' },
    });
    const tokens = await exchange(browser, done.location!, verifier);
    const { payload } = await verify(tokens.id_token);
    expect(payload).toMatchObject({ sub: user.id, user_type: 'STAFF', role_type: 'SCHOOL_EDITOR' });

    // The token is spent; the temporary password no longer works.
    const next = new TestBrowser(origin);
    const again = await startSignIn(next);
    const old = await next.request(formAction(again.page.text), {
      form: { loginId: user.email, password: temp },
    });
    expect(old.text).toContain('サインインIDまたはパスワードが正しくありません。');
    const reuse = await browser.request(formAction(change.text), {
      form: { token, newPassword: 'Other2026x', newPasswordConfirm: 'Other2026x' },
    });
    expect(reuse.status).toBe(400);
    const fresh = await next.follow(formAction(again.page.text), {
      form: { loginId: user.email, password: 'NewPass2026' },
    });
    expect(fresh.location).toMatch(new RegExp(`^${origin}/cushion\\?code=`));
  });

  it('an expired temporary password gets a clear message', async () => {
    const user = await buildUser(database.db, { userType: 'STUDENT' });
    const temp = await issueTemporaryPassword(
      database.db,
      user.id,
      new Date(clock.now().getTime() - 8 * 86_400_000),
    );
    const browser = new TestBrowser(origin);
    const { page } = await startSignIn(browser);
    const res = await browser.request(formAction(page.text), {
      form: { loginId: user.email, password: temp },
    });
    expect(res.text).toContain('仮パスワードの有効期限');
  });

  it('changes a password at /idp/password with CSRF protection', async () => {
    const user = await buildUser(database.db, { userType: 'TUTOR' });
    await setPassword(database.db, user.id, 'Before2026', { temporary: false, now: clock.now() });
    const browser = new TestBrowser(origin);
    const form = await browser.request('/idp/password');
    expect(form.text).toContain('パスワード変更');
    const csrf = hiddenField(form.text, 'csrf');
    const fields = {
      loginId: user.email,
      currentPassword: 'Before2026',
      newPassword: 'After2026x',
      newPasswordConfirm: 'After2026x',
    };

    const forged = await new TestBrowser(origin).request('/idp/password', {
      form: { ...fields, csrf },
    });
    expect(forged.status).toBe(403);
    const wrong = await browser.request('/idp/password', {
      form: { ...fields, csrf, currentPassword: 'nope' },
    });
    expect(wrong.text).toContain('サインインIDまたはパスワードが正しくありません。');
    const ok = await browser.request('/idp/password', { form: { ...fields, csrf } });
    expect(ok.status).toBe(200);
    expect(ok.text).toContain('パスワードを変更しました。');
    expect(ok.text).toContain(`${origin}/home`);
  });
});
