/**
 * The two servers the bench drives: the real API (buildServer, real token verification against a
 * key pair made here) and the baseline, a bare Fastify app replaying the statements the API ran
 * for each entry (replay.ts) through node-postgres with no auth, validation or ORM, as fast as this
 * stack answers them.
 */
import { randomUUID } from 'node:crypto';
import { availableParallelism } from 'node:os';
import Fastify, { type FastifyInstance } from 'fastify';
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import pg from 'pg';
import { endpoints, tokyoDateOf } from '@tayori/contract';
import { buildServer } from '@tayori/api/server';
import { loadConfig } from '@tayori/api/config';
import { openDatabase, type Database } from '@tayori/api/db/client';
import { createTokenVerifier } from '@tayori/api/platform/identity/auth';
import { responseSerializerCompiler } from '@tayori/api/platform/http/response-serializer';
import { apiAnswerHeaders } from '@tayori/api/platform/http/security-headers';
import { replayFor, type Recording } from './replay';
import type { BenchEntry, Sql } from './types';

export const ISSUER = 'http://bench.issuer/idp';
export const AUDIENCE = 'tayori-web';
/**
 * The pool both sides get unless `--pool` says otherwise: what docs/operations.md recommends,
 * about 2 × the database's cores (here the database shares this machine). Measured on 2 cores at
 * 50 connections, 20 connections instead of 4 doubled both sides' p99: twenty PostgreSQL backends
 * and the two Node processes took turns on two CPUs.
 */
export const defaultPoolSize = () => 2 * availableParallelism();

export interface Signer {
  sign(userId: string): Promise<string>;
  verifier: ReturnType<typeof createTokenVerifier>;
  /** The public key, for a server in another process to verify with. */
  jwk: JWK;
}

export async function createSigner(): Promise<Signer> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'bench', alg: 'RS256', use: 'sig' };
  return {
    jwk,
    verifier: createTokenVerifier({ issuer: ISSUER, audience: AUDIENCE, jwks: { keys: [jwk] } }),
    sign: (userId) =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'RS256', kid: 'bench' })
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime('12h')
        .sign(privateKey),
  };
}

export interface Running {
  app: FastifyInstance;
  url: string;
  close(): Promise<void>;
}

export async function startApi(
  databaseUrl: string,
  signer: Signer,
  poolSize: number,
): Promise<Running & { database: Database }> {
  // The bundled IdP's configuration, the signer's key in the IdP's place: a subject is a user id.
  const config = loadConfig({ DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' });
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize });
  const app = await buildServer({ config, database, verifier: signer.verifier });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    app,
    url,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** Where the baseline serves the i-th entry: its own prefix, so two entries may share a path. */
export const baselinePrefix = (index: number) => `/_baseline/${index}`;

/** The user a baseline request acts for: the API finds it from the token, the baseline is told. */
export const BENCH_USER_HEADER = 'x-bench-user';

/**
 * Dates and times as PostgreSQL sends them, as drizzle reads them: parsing them into Date objects
 * for an answer that sends them as text would be work the API does not do.
 */
const { builtins } = pg.types;
const asText = new Set<number>([
  builtins.DATE,
  builtins.TIMESTAMP,
  builtins.TIMESTAMPTZ,
  builtins.INTERVAL,
]);
const baselineTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    asText.has(oid)
      ? (value: string) => value
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** The contract endpoint an entry drives: the baseline answers with its response schema. */
function endpointOf(entry: BenchEntry) {
  const endpoint = Object.values(endpoints).find(
    (e) => e.method === entry.method && e.path === entry.path,
  );
  if (!endpoint) throw new Error(`${entry.name}: not in the contract`);
  return endpoint;
}

/**
 * The best this stack does for the same SQL and the same answer: the API's own statements, as
 * recorded from it (record.ts), as named prepared statements on a pool of the API's size with the
 * request's values, rows as arrays mapped by hand to the contract's field names (one object per
 * row, no ORM), and the answer written by the API's own serializer compiler from the contract's
 * response schema (fast-json-stringify). The contract's schema rather than one inferred from the
 * first answers: both sides then send the same bytes (the bench compares them), so the ratio
 * counts only what the API does besides (auth, validation, hooks, ORM). An entry serves once its
 * recording is given (`use`).
 */
export async function startBaseline(
  databaseUrl: string,
  entries: BenchEntry[],
  poolSize: number,
): Promise<Running & { sql: Sql; use(index: number, recording: Recording): void }> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize, types: baselineTypes });
  const recordings = new Map<number, Recording>();
  const app = Fastify({ logger: false });
  app.setSerializerCompiler(responseSerializerCompiler);
  for (const [index, entry] of entries.entries()) {
    app.route({
      method: entry.method,
      url: baselinePrefix(index) + entry.path.replace(/\{(\w+)\}/g, ':$1'),
      // A direct entry has no contract endpoint: plain JSON.stringify, as its API side (direct.ts).
      ...(entry.direct ? {} : { schema: { response: { 200: endpointOf(entry).response } } }),
      handler: async (req, reply) => {
        // The same head as the API's answers: its security headers and a request id.
        reply.headers(apiAnswerHeaders).header('x-request-id', randomUUID());
        const recording = recordings.get(index);
        if (!recording) throw new Error(`${entry.name}: not recorded yet`);
        const header = req.headers[BENCH_USER_HEADER];
        const now = new Date();
        const input = {
          userId: typeof header === 'string' ? header : null,
          params: req.params as Record<string, string>,
          query: req.query as Record<string, string>,
          body: req.body,
          today: tokyoDateOf(now),
          now,
        };
        const replay = replayFor(pool, recording, input);
        try {
          return await entry.baseline(replay, input);
        } finally {
          await replay.done();
        }
      },
    });
  }
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    app,
    url,
    sql: (text, values) => pool.query(text, values),
    use: (index, recording) => void recordings.set(index, recording),
    close: async () => {
      await app.close();
      await pool.end();
    },
  };
}
