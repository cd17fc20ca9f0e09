import { createHash, randomBytes, scrypt } from 'node:crypto';
import { createServer } from 'node:net';
import { Secret, TOTP } from 'otpauth';
import Fastify from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { UserType } from '@tayori/contract';
import { setPassword } from '@tayori/idp';
import { loadConfig } from '../src/config';
import type { Database, Db } from '../src/db/client';
import { fixedClock, type Clock } from '../src/platform/clock';
import { mountIdp } from '../src/platform/identity/idp';
import { securityHeaders } from '../src/platform/http/security-headers';
import { openTestDatabase } from './test-database';
import { buildUser, type UserRow } from './factories';

/** A tiny browser for IdP tests: fetch with a cookie jar (paths ignored) and manual redirects. */
export class TestBrowser {
  readonly cookies = new Map<string, string>();
  constructor(readonly origin: string) {}

  async request(
    path: string,
    init: { method?: string; form?: Record<string, string>; headers?: Record<string, string> } = {},
  ) {
    const url = path.startsWith('http') ? path : `${this.origin}${path}`;
    const headers: Record<string, string> = { ...init.headers };
    if (this.cookies.size > 0)
      headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (init.form) headers['content-type'] = 'application/x-www-form-urlencoded';
    const res = await fetch(url, {
      method: init.method ?? (init.form ? 'POST' : 'GET'),
      headers,
      body: init.form ? new URLSearchParams(init.form).toString() : undefined,
      redirect: 'manual',
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const [name, ...rest] = pair!.trim().split('=');
      const value = rest.join('=');
      const gone =
        attrs.some((a) => /max-age=0|expires=thu, 01 jan 1970/i.test(a.trim())) || value === '';
      if (gone) this.cookies.delete(name!);
      else this.cookies.set(name!, value);
    }
    return {
      res,
      status: res.status,
      location: res.headers.get('location'),
      text: await res.text(),
    };
  }

  /** Follows redirects within the IdP; stops at the first answer that is not a redirect or leaves /idp. */
  async follow(path: string, init: { form?: Record<string, string> } = {}) {
    let r = await this.request(path, init);
    while (r.location && new URL(r.location, this.origin).pathname.startsWith('/idp/')) {
      r = await this.request(new URL(r.location, this.origin).href);
    }
    return r;
  }
}

export function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The interaction's form action, from its page. */
export function formAction(html: string): string {
  const m = /<form method="post" action="([^"]+)"/.exec(html);
  if (!m) throw new Error('no form on the page');
  return m[1]!.replace(/&amp;/g, '&');
}

export function hiddenField(html: string, name: string): string {
  const m = new RegExp(`name="${name}" value="([^"]*)"`).exec(html);
  if (!m) throw new Error(`no ${name} field`);
  return m[1]!.replace(/&amp;/g, '&');
}

/** The bundled IdP alone, listening on a free port of localhost, as the API mounts it. */
export async function listenIdp(db: Db, clock: Clock) {
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const config = loadConfig({ PUBLIC_URL: origin, LOG_LEVEL: 'silent' });
  // Bursts leave many idle keep-alive sockets: a server closing one as fetch reuses it (72 s by
  // default, reached on a busy machine) resets the request; keep them while the tests run.
  const app = Fastify({ logger: false, keepAliveTimeout: 600_000 });
  securityHeaders(app);
  const { keySet } = await mountIdp(app, { config, db, clock });
  await app.listen({ port, host: '127.0.0.1' });
  return { origin, config, keySet, close: () => app.close() };
}

/**
 * A suite's own database and the bundled IdP on it, at a clock fixed when the file loads: `db` and
 * `origin` once the suite's tests run, closed after them.
 */
export function suiteIdp() {
  const suite = {} as {
    clock: Clock;
    db: Db;
    origin: string;
    /** A user of `userType` whose password is `password` (not temporary). */
    userWithPassword: (userType: UserType, password: string) => Promise<UserRow>;
  };
  suite.clock = fixedClock(new Date());
  let database: Database | undefined;
  let idp: Awaited<ReturnType<typeof listenIdp>> | undefined;
  beforeAll(async () => {
    database = await openTestDatabase();
    idp = await listenIdp(database.db, suite.clock);
    suite.db = database.db;
    suite.origin = idp.origin;
  });
  afterAll(async () => {
    await idp?.close();
    await database?.close();
  });
  suite.userWithPassword = async (userType, password) => {
    const u = await buildUser(suite.db, { userType });
    await setPassword(suite.db, u.id, password, { temporary: false, now: suite.clock.now() });
    return u;
  };
  return suite;
}

/** A password hash as the IdP wrote them before (N=2^14, r=8, p=1). */
export function oldHash(password: string): Promise<string> {
  const salt = randomBytes(16);
  return new Promise((resolve, reject) =>
    scrypt(password, salt, 32, { N: 16384, r: 8, p: 1 }, (err, key) =>
      err
        ? reject(err)
        : resolve(`scrypt$16384$8$1$${salt.toString('base64url')}$${key.toString('base64url')}`),
    ),
  );
}

/**
 * The sign-in page of a new authorization request of the portal's client, and its PKCE verifier.
 * Instances behind one load balancer share a public URL (`publicUrl`); each is reached at its own
 * `browser.origin`.
 */
export async function openSignIn(
  browser: TestBrowser,
  scope = 'openid',
  publicUrl = browser.origin,
  extra: Record<string, string> = {},
) {
  const { verifier, challenge } = pkce();
  const query = new URLSearchParams({
    client_id: 'tayori-web',
    response_type: 'code',
    scope,
    redirect_uri: `${publicUrl}/cushion`,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: 'x',
    nonce: 'y',
    ...extra,
  });
  const page = await browser.follow(`/idp/auth?${query}`);
  return { page, verifier };
}

/**
 * Signs in through the bundled IdP at `origin` the way the SPA does (code + PKCE, the sign-in form)
 * and answers the token response. A temporary password needs `newPassword`, set on the page that
 * follows the sign-in form. Where the policy asks for a second factor, an authenticator app is
 * enrolled at the first sign-in (its secret comes back as `totpSecret`) and answers the code page
 * of a later one (`opts.totpSecret`).
 */
export async function signInThroughIdp(
  origin: string,
  loginId: string,
  password: string,
  opts: { publicUrl?: string; newPassword?: string; totpSecret?: string } = {},
): Promise<{ id_token: string; refresh_token?: string; totpSecret?: string }> {
  const publicUrl = opts.publicUrl ?? origin;
  const browser = new TestBrowser(origin);
  const { page, verifier } = await openSignIn(
    browser,
    'openid email phone profile admin',
    publicUrl,
  );
  let done = await browser.follow(formAction(page.text), { form: { loginId, password } });
  if (opts.newPassword && done.text.includes('name="newPassword"')) {
    done = await browser.follow(formAction(done.text), {
      form: {
        token: hiddenField(done.text, 'token'),
        newPassword: opts.newPassword,
        newPasswordConfirm: opts.newPassword,
      },
    });
  }
  const enrolled = await enrolTotpIfAsked(browser, done, new Date());
  done = enrolled.page;
  if (opts.totpSecret && done.text.includes('name="code"')) {
    // The app's next code: the IdP takes one step of skew, and refuses the enrolment's own code
    // again when this sign-in falls within the same 30 seconds.
    const next = new Date(Date.now() + 30_000);
    done = await browser.follow(formAction(done.text), {
      form: { token: hiddenField(done.text, 'token'), code: totpCodeOf(opts.totpSecret, next) },
    });
  }
  const code = done.location && new URL(done.location).searchParams.get('code');
  if (!code) {
    const alert = /<div class="alert" role="alert">(.*?)<\/div>/s.exec(done.text)?.[1] ?? '';
    throw new Error(`sign-in as ${loginId} did not end with a code (${done.status}) ${alert}`);
  }
  const token = await browser.request('/idp/token', {
    form: {
      grant_type: 'authorization_code',
      code,
      redirect_uri: `${publicUrl}/cushion`,
      client_id: 'tayori-web',
      code_verifier: verifier,
    },
  });
  if (token.status !== 200) throw new Error(`token exchange failed: ${token.status} ${token.text}`);
  const tokens = JSON.parse(token.text) as { id_token: string; refresh_token?: string };
  return { ...tokens, totpSecret: enrolled.secret ?? opts.totpSecret };
}

/** The authenticator app's secret the set-up page shows (spaces between groups removed). */
export const totpSecretOf = (html: string): string =>
  (/id="totp-secret">([^<]+)</.exec(html)?.[1] ?? '').replace(/\s/g, '');

/** The code an authenticator app shows for `secret` at `at` (RFC 6238 defaults, as the IdP's). */
export const totpCodeOf = (secret: string, at: Date): string =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at.getTime() });

/**
 * A staff member signing in where the policy requires a second factor enrols an authenticator app
 * when the IdP asks (the set-up page's secret, a code of `now`), keeps nothing of the recovery
 * codes, and goes on (the page after it, and the app's secret); any other page is answered as it is.
 */
export async function enrolTotpIfAsked(
  browser: TestBrowser,
  page: Awaited<ReturnType<TestBrowser['request']>>,
  now: Date,
): Promise<{ page: typeof page; secret?: string }> {
  if (!page.text.includes('2段階認証の設定')) return { page };
  const token = hiddenField(page.text, 'token');
  const action = formAction(page.text).replace(/\/enrol-passkey$/, '/enrol-totp');
  const setup = await browser.request(action, { form: { token } });
  const secret = totpSecretOf(setup.text);
  const confirmed = await browser.request(formAction(setup.text), {
    form: { token: hiddenField(setup.text, 'token'), code: totpCodeOf(secret, now) },
  });
  const after = await browser.follow(formAction(confirmed.text), {
    form: { token: hiddenField(confirmed.text, 'token') },
  });
  return { page: after, secret };
}
