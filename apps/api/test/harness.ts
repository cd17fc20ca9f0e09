import { afterAll, beforeAll } from 'vitest';
import { generateKeyPair, exportJWK, SignJWT, type JWK } from 'jose';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Endpoint } from '@tayori/contract';
import { loadConfig, type Config } from '../src/config';
import type { Database, Db } from '../src/db/client';
import { buildServer, type ServerDeps } from '../src/server';
import { createTokenVerifier } from '../src/platform/identity/auth';
import { fixedClock } from '../src/platform/clock';
import { openTestDatabase } from './test-database';

export const TEST_ISSUER = 'http://issuer.test/idp';
export const TEST_AUDIENCE = 'tayori-web';
const XSRF = 'test-xsrf-token';

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  /** The database itself, for a test that builds a second server on it. */
  database: Database;
  config: Config;
  clock: ReturnType<typeof fixedClock>;
  /** A valid ID token for the user, signed with this context's key. */
  tokenFor(userId: string, claims?: Record<string, unknown>): Promise<string>;
  /** An injected call; adds the XSRF cookie and header unless `xsrf: false`. */
  call(opts: CallOptions): Promise<LightMyRequestResponse>;
  /** A GET of `url` (with `query`) signed in as the user `userId`. */
  getAs(
    userId: string,
    url: string,
    query?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export interface CallOptions {
  method: InjectOptions['method'];
  url: string;
  token?: string;
  body?: unknown;
  query?: Record<string, string>;
  xsrf?: boolean;
  headers?: Record<string, string>;
}

export async function createTestContext(
  opts: {
    now?: Date;
    env?: Record<string, string>;
    /** A logger for the app (e.g. pino writing to a capture stream); default: LOG_LEVEL silent. */
    logger?: ServerDeps['logger'];
    /** An SMS adapter for the app; default: the outbox (rows in outbox_messages). */
    sms?: ServerDeps['sms'];
    /** A stand-in for SNS's hosts (sns-stand-in.ts); default: fetch. */
    snsFetch?: ServerDeps['snsFetch'];
    /** A stand-in for the push services (push-stand-in.ts); default: fetch. */
    pushFetch?: ServerDeps['pushFetch'];
    /**
     * Verify tokens as the configuration says (an OIDC_ISSUER in `env`: its discovery document and
     * keys) instead of with this context's key; tokenFor's tokens are then refused.
     */
    configuredIssuer?: boolean;
  } = {},
): Promise<TestContext> {
  const database = await openTestDatabase();
  const clock = fixedClock(opts.now ?? new Date('2026-06-15T03:00:00Z'));
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'test', alg: 'RS256', use: 'sig' };
  // The bundled IdP's configuration: this context's key stands in for the IdP's (which is then not
  // mounted), and a token's subject is the user id.
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    ...opts.env,
  });
  const verifier = createTokenVerifier({
    issuer: TEST_ISSUER,
    audience: TEST_AUDIENCE,
    jwks: { keys: [jwk] },
  });
  const app = await buildServer({
    config,
    database,
    clock,
    verifier: opts.configuredIssuer ? undefined : verifier,
    logger: opts.logger,
    sms: opts.sms,
    snsFetch: opts.snsFetch,
    pushFetch: opts.pushFetch,
  });
  await app.ready();

  const tokenFor = (userId: string, claims: Record<string, unknown> = {}) =>
    new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'test' })
      .setIssuer(TEST_ISSUER)
      .setAudience(TEST_AUDIENCE)
      .setSubject(userId)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(privateKey);

  const call = (c: CallOptions) => {
    const headers: Record<string, string> = { ...c.headers };
    if (c.token) headers.authorization = `Bearer ${c.token}`;
    if (c.xsrf !== false) {
      headers.cookie = `XSRF-TOKEN=${XSRF}`;
      headers['x-xsrf-token'] = XSRF;
    }
    return app.inject({
      method: c.method,
      url: c.url,
      query: c.query,
      headers,
      ...(c.body !== undefined ? { payload: c.body as InjectOptions['payload'] } : {}),
    });
  };

  return {
    app,
    db: database.db,
    database,
    config,
    clock,
    tokenFor,
    call,
    getAs: async (userId, url, query) =>
      call({ method: 'GET', url, token: await tokenFor(userId), query }),
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** Fills `{name}` placeholders of a contract path. */
export function pathOf(endpoint: Endpoint, params: Record<string, string | number> = {}): string {
  return endpoint.path.replace(/\{(\w+)\}/g, (_m, name: string) =>
    encodeURIComponent(String(params[name] ?? '1')),
  );
}

/**
 * A suite's context and the world its tests share: built before the suite's tests, handed to the
 * suite's variables by `take`, closed after them.
 */
export function suiteWorld<W>(
  build: (t: TestContext) => Promise<W>,
  take: (built: { t: TestContext; w: W }) => void,
  options?: Parameters<typeof createTestContext>[0],
): void {
  let context: TestContext | undefined;
  beforeAll(async () => {
    context = await createTestContext(options);
    take({ t: context, w: await build(context) });
  });
  afterAll(() => context?.close());
}

/** A suite's own context, for tests that share no world: made before them, closed after them. */
export function suiteContext(take: (t: TestContext) => void): void {
  suiteWorld(
    async () => undefined,
    (built) => take(built.t),
  );
}
