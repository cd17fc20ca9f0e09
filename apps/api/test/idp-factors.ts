import { decodeJwt } from 'jose';
import { afterAll, beforeAll, expect } from 'vitest';
import {
  TestBrowser,
  formAction,
  hiddenField,
  listenIdp,
  openSignIn,
  totpCodeOf,
  totpSecretOf,
} from './idp-browser';
import { openTestDatabase } from './test-database';
import type { Database } from '../src/db/client';
import type { Clock } from '../src/platform/clock';

/** Helpers of the second-factor tests: pages as a browser sees them, steps as a person takes them. */

export type Page = Awaited<ReturnType<TestBrowser['request']>>;

/** The form whose action ends with `step` (its token and action). */
export function formOf(html: string, step: string): { action: string; token: string } {
  const re =
    /<form method="post" action="([^"]+)"[^>]*>\s*<input type="hidden" name="token" value="([^"]*)">/g;
  for (const m of html.matchAll(re)) {
    const action = m[1]!.replace(/&amp;/g, '&');
    if (action.endsWith(`/${step}`)) return { action, token: m[2]!.replace(/&amp;/g, '&') };
  }
  throw new Error(`no ${step} form on the page`);
}

/** The WebAuthn options of the page's passkey button. */
export function passkeyOptionsOf<T>(html: string): T {
  const raw = /data-options="([^"]*)"/.exec(html)?.[1];
  if (!raw) throw new Error('no passkey button on the page');
  return JSON.parse(
    raw
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&'),
  ) as T;
}

export const alertOf = (html: string) =>
  /<div class="alert" role="alert">(.*?)<\/div>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, '') ?? '';

/**
 * A new authorization request (with `extra` parameters, e.g. the portal's request to manage one's
 * factors) and its sign-in form posted with `password`.
 */
export async function passwordStep(
  origin: string,
  email: string,
  password: string,
  extra: Record<string, string> = {},
) {
  const browser = new TestBrowser(origin);
  const { page, verifier } = await openSignIn(browser, 'openid email profile admin', origin, extra);
  const signIn = page;
  const after = await browser.follow(formAction(page.text), { form: { loginId: email, password } });
  return { browser, verifier, signIn, page: after };
}

/** Posts `fields` with the form of `step` on `page`, following redirects within the IdP. */
export function post(
  browser: TestBrowser,
  page: Page,
  step: string,
  fields: Record<string, string> = {},
) {
  const form = formOf(page.text, step);
  return browser.follow(form.action, { form: { token: form.token, ...fields } });
}

/** The recovery codes a page shows. */
export const recoveryCodesOf = (html: string): string[] =>
  [...html.matchAll(/<li>([a-z0-9]{5}-[a-z0-9]{5})<\/li>/g)].map((m) => m[1]!);

/** Enrols an authenticator app from the enrolment page at `now`: its secret and recovery codes. */
export async function enrolTotp(browser: TestBrowser, page: Page, now: Date) {
  expect(page.text).toContain('2段階認証の設定');
  const setup = await post(browser, page, 'enrol-totp');
  expect(setup.text).toContain('認証アプリの設定');
  expect(setup.text).toContain('<svg');
  const secret = totpSecretOf(setup.text);
  const wrong = await post(browser, setup, 'enrol-totp/confirm', { code: '000000' });
  expect(wrong.status).toBe(400);
  const codes = await post(browser, setup, 'enrol-totp/confirm', { code: totpCodeOf(secret, now) });
  expect(codes.text).toContain('リカバリーコード');
  const recovery = recoveryCodesOf(codes.text);
  return { secret, recovery, done: await post(browser, codes, 'continue') };
}

/** The ID token's claims at the end of a sign-in (its redirect to /cushion exchanged). */
export async function idTokenClaims(browser: TestBrowser, done: Page, verifier: string) {
  const location = done.location ?? '';
  const code = location.startsWith('http') ? new URL(location).searchParams.get('code') : null;
  if (!code)
    throw new Error(`no code (${done.status}): ${alertOf(done.text) || done.text.slice(0, 300)}`);
  const token = await browser.request('/idp/token', {
    form: {
      grant_type: 'authorization_code',
      code,
      redirect_uri: `${browser.origin}/cushion`,
      client_id: 'tayori-web',
      code_verifier: verifier,
    },
  });
  expect(token.status).toBe(200);
  return decodeJwt((JSON.parse(token.text) as { id_token: string }).id_token);
}

export { hiddenField, totpCodeOf, totpSecretOf };

/**
 * A test database and the bundled IdP listening on it, for one suite, on `clock` (the second
 * factors' codes follow it): `db` and `origin` once the suite has started.
 */
export function suiteIdp(clock: Clock) {
  let database: Database | undefined;
  let idp: Awaited<ReturnType<typeof listenIdp>> | undefined;
  beforeAll(async () => {
    database = await openTestDatabase();
    idp = await listenIdp(database.db, clock);
  });
  afterAll(async () => {
    await idp?.close();
    await database?.close();
  });
  return {
    get db() {
      return database!.db;
    },
    get origin() {
      return idp!.origin;
    },
  };
}
