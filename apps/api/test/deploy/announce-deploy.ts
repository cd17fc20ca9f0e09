import { randomBytes } from 'node:crypto';
import { afterEach } from 'vitest';
import { sql } from 'drizzle-orm';
import { setPassword } from '@tayori/idp';
import { openDatabase, type Database } from '../../src/db/client';
import { buildManyStudents } from '../announce-bulk';
import { buildSchool, buildStaff } from '../factories';
import { adminQuery, withDatabase } from '../global-setup';
import { freePort, signInThroughIdp } from '../idp-browser';
import { startSmtpSink } from '../smtp-sink';
import { productionEnv, startServer } from './processes';

/**
 * What the announcement mail deployment tests share: a new PostgreSQL database, a school with a
 * SCHOOL_EDITOR who can sign in and `n` students, posting a send through a running instance, and
 * counting its rows by state.
 */

const PASSWORD = 'Announce2026';

/** The PostgreSQL server these tests create their databases on; without it they are skipped. */
export const adminUrl = process.env.TEST_DATABASE_URL;

export type CleanupSteps = (() => Promise<void>)[];

/** What a test starts is undone after it, last first (a failing step does not stop the others). */
export function cleanupAfterEach(): CleanupSteps {
  const steps: CleanupSteps = [];
  afterEach(async () => {
    for (const step of steps.splice(0).reverse()) await step().catch(() => {});
  });
  return steps;
}

/**
 * A new database and a mail sink answering each message `sinkDelayMs` late, and the production
 * environment of an instance on a free port sending to them (`env` added).
 */
export async function sendingDeployment(
  adminUrl: string,
  cleanup: CleanupSteps,
  { sinkDelayMs, env }: { sinkDelayMs?: number; env?: Record<string, string> } = {},
) {
  const databaseUrl = await newDatabase(adminUrl, cleanup);
  const sink = await startSmtpSink({ parse: false, delayMs: sinkDelayMs });
  cleanup.push(sink.close);
  const port = await freePort();
  const publicUrl = `http://localhost:${port}`;
  const productionEnvironment = productionEnv({
    PUBLIC_URL: publicUrl,
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_SIZE: '4',
    SMTP_URL: sink.url,
    SEED_DEMO: '0',
    ...env,
  });
  /**
   * Once a server has migrated the database: a school of `n` students, and a send to them posted
   * through `origin`. Answers the count of its rows sent and a wait for that count.
   */
  const announceTo = async (origin: string, n: number) => {
    const { database, editorEmail, ids } = await seedSchool(databaseUrl, n, cleanup);
    const announceId = await postAnnounce(origin, publicUrl, editorEmail, ids);
    const sent = () => sentCount(database, announceId);
    const reaches = (enough: (count: number) => boolean, timeoutMs: number) =>
      until(async () => enough(await sent()), timeoutMs);
    return { sent, reaches };
  };
  /**
   * Starts another instance (the first stopped or killed) and waits until it has sent the rest:
   * all `n` rows sent, or four minutes.
   */
  const finishOnAnother = async (mail: Awaited<ReturnType<typeof announceTo>>, n: number) => {
    const next = await startServer(productionEnvironment, await freePort());
    cleanup.push(next.stop);
    await mail.reaches((count) => count === n, 240_000);
  };
  return {
    databaseUrl,
    sink,
    port,
    publicUrl,
    env: productionEnvironment,
    announceTo,
    finishOnAnother,
  };
}

export async function newDatabase(adminUrl: string, cleanup: CleanupSteps) {
  const name = `tayori_announce_${randomBytes(5).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  cleanup.push(() => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  return withDatabase(adminUrl, name);
}

/** Once a server has migrated the database: the school, its editor and `n` students. */
export async function seedSchool(databaseUrl: string, n: number, cleanup: CleanupSteps) {
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 2 });
  cleanup.push(() => database.close());
  const school = await buildSchool(database.db);
  const editor = await buildStaff(database.db, { roleType: 'SCHOOL_EDITOR', school });
  await setPassword(database.db, editor.id, PASSWORD, { temporary: false, now: new Date() });
  const ids = await buildManyStudents(database.db, school, n);
  return { database, editorEmail: editor.email, ids };
}

/** Signs the editor in through `origin`'s IdP and posts a send to `ids`; answers its id. */
export async function postAnnounce(
  origin: string,
  publicUrl: string,
  editorEmail: string,
  ids: string[],
): Promise<number> {
  const { id_token } = await signInThroughIdp(origin, editorEmail, PASSWORD, { publicUrl });
  const start = await fetch(`${origin}/api/v1/start`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(start.headers.get('set-cookie') ?? '')![1]!;
  const res = await fetch(`${origin}/api/v1/schools/announce/mail`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${id_token}`,
      'content-type': 'application/json',
      cookie: `XSRF-TOKEN=${xsrf}`,
      'x-xsrf-token': xsrf,
    },
    body: JSON.stringify({
      isAuthor: true,
      announceFromId: null,
      userIdList: ids,
      subject: '全校一斉のお知らせ',
      body: '本文',
    }),
  });
  if (res.status !== 200)
    throw new Error(`POST …/announce/mail: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { announceId: number }).announceId;
}

/** How many of the mail's recipient rows are sent. */
export async function sentCount(database: Database, announceId: number): Promise<number> {
  const result = await database.db.execute(
    sql`select count(*)::int as n from announce_recipients where mail_id = ${announceId} and state = 'sent'`,
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

/** Waits until `done()` or the deadline. */
export async function until(done: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await done()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
}

/** Deliveries per recipient address, and whether each one's messages share one Message-ID. */
export function deliveriesOf(received: readonly { to: string; messageId: string }[]) {
  const byRecipient = new Map<string, Set<string>>();
  for (const r of received) {
    const ids = byRecipient.get(r.to) ?? new Set<string>();
    ids.add(r.messageId);
    byRecipient.set(r.to, ids);
  }
  return {
    recipients: byRecipient.size,
    duplicates: received.length - byRecipient.size,
    oneMessageIdEach: [...byRecipient.values()].every((ids) => ids.size === 1),
  };
}
