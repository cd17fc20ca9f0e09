import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { ensureSigningKeys } from '@tayori/idp';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client';
import { migrateDatabase, schemaProblem } from '../../src/db/migrate';
import { announceRecipients } from '../../src/db/schema';
import { messageIdOf } from '../../src/modules/announce/delivery';
import { buildManyStudents, storeAnnounceMail } from '../announce-bulk';
import { buildSchool, type SchoolRow } from '../factories';
import { newDatabase } from './announce-deploy';

/**
 * docs/operations.md, "Backup and restore", as written there: pg_dump and pg_restore for
 * PostgreSQL, a copy of the stopped data directory for the embedded database. A restored database
 * is the one dumped (its rows, its signing key, its schema), and mail sent after the restore takes
 * no Message-ID the lost mail after the dump had, though its mail and row ids repeat.
 */
let cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup.reverse()) await step().catch(() => {});
  cleanup = [];
});

const DOMAIN = 'school.example.jp';

/** A stored announcement to `ids`, as POST …/mail leaves it: its id and its Message-IDs. */
async function storeMail(db: Database['db'], school: SchoolRow, ids: string[]) {
  const to = ids.map((id) => ({ id, name: '一斉 送信', email: `${id}@students.test` }));
  const { mailId, rows } = await storeAnnounceMail(db, school, to);
  return {
    mailId,
    recipientIds: rows.map((r) => r.id),
    messageIds: rows.map((r) => messageIdOf(r.messageToken, DOMAIN)),
  };
}

const countOf = async (database: Database, table: string) =>
  Number(
    (
      (await database.db.execute(
        sql.raw(`select count(*)::int as n from ${table}`),
      )) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0]!.n,
  );

/** What a backup must keep: row counts, the signing key and the schema's completeness. */
async function stateOf(database: Database) {
  const [key] = await ensureSigningKeys(database.db);
  return {
    users: await countOf(database, 'users'),
    recipients: await countOf(database, 'announce_recipients'),
    jobs: await countOf(database, 'pgboss.job'),
    kid: key!.kid,
    schema: await schemaProblem(database),
  };
}

/** The backup's world: a school, 3 students and one mail to them; then one more after the backup. */
async function seeded(database: Database) {
  await migrateDatabase(database);
  await ensureSigningKeys(database.db);
  const school = await buildSchool(database.db);
  const ids = await buildManyStudents(database.db, school, 3);
  await storeMail(database.db, school, ids);
  return { school, ids };
}

async function expectNoReusedMessageId(
  restored: Database,
  world: { school: SchoolRow; ids: string[] },
  lost: Awaited<ReturnType<typeof storeMail>>,
) {
  expect(await migrateDatabase(restored)).toEqual([]);
  const after = await storeMail(restored.db, world.school, world.ids);
  // The counters went back: the new mail and its rows have the ids the lost ones had…
  expect(after.mailId).toBe(lost.mailId);
  expect(after.recipientIds).toEqual(lost.recipientIds);
  // …but none of its Message-IDs is one a student already received.
  expect(after.messageIds.filter((id) => lost.messageIds.includes(id))).toEqual([]);
  const stored = await restored.db
    .select({ token: announceRecipients.messageToken })
    .from(announceRecipients)
    .orderBy(asc(announceRecipients.id));
  expect(new Set(stored.map((r) => r.token)).size).toBe(stored.length);
}

const adminUrl = process.env.TEST_DATABASE_URL;
const hasPgTools = (() => {
  try {
    execFileSync('pg_dump', ['--version']);
    execFileSync('pg_restore', ['--version']);
    return true;
  } catch {
    return false;
  }
})();

describe.skipIf(!adminUrl || !hasPgTools)(
  'PostgreSQL: pg_dump, then pg_restore into a new database',
  () => {
    it('restores every row, the signing key and the schema; new mail reuses no Message-ID', async () => {
      const sourceUrl = await newDatabase(adminUrl!, cleanup);
      const source = await openDatabase({ kind: 'postgres', url: sourceUrl, poolSize: 2 });
      cleanup.push(() => source.close());
      const world = await seeded(source);
      const dumped = await stateOf(source);

      const dir = mkdtempSync(join(tmpdir(), 'tayori-dump-'));
      cleanup.push(async () => rmSync(dir, { recursive: true, force: true }));
      const file = join(dir, 'tayori.dump');
      execFileSync('pg_dump', ['--format=custom', `--file=${file}`, sourceUrl]);
      const lost = await storeMail(source.db, world.school, world.ids);

      const restoredUrl = await newDatabase(adminUrl!, cleanup);
      execFileSync('pg_restore', ['--no-owner', `--dbname=${restoredUrl}`, file]);
      const restored = await openDatabase({ kind: 'postgres', url: restoredUrl, poolSize: 2 });
      cleanup.push(() => restored.close());
      expect(await stateOf(restored)).toEqual(dumped);
      await expectNoReusedMessageId(restored, world, lost);
    }, 120_000);
  },
);

describe('the embedded database: a copy of the stopped data directory', () => {
  it('restores every row, the signing key and the schema; new mail reuses no Message-ID', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tayori-copy-'));
    cleanup.push(async () => rmSync(dir, { recursive: true, force: true }));
    const dataDir = join(dir, 'data');
    let live = await openDatabase({ kind: 'pglite', dataDir });
    const world = await seeded(live);
    const copied = await stateOf(live);
    await live.close();
    cpSync(dataDir, join(dir, 'backup'), { recursive: true });

    live = await openDatabase({ kind: 'pglite', dataDir });
    const lost = await storeMail(live.db, world.school, world.ids);
    await live.close();

    rmSync(dataDir, { recursive: true });
    cpSync(join(dir, 'backup'), dataDir, { recursive: true });
    const restored = await openDatabase({ kind: 'pglite', dataDir });
    cleanup.push(() => restored.close());
    expect(await stateOf(restored)).toEqual(copied);
    const lostRows = await restored.db
      .select()
      .from(announceRecipients)
      .where(eq(announceRecipients.mailId, lost.mailId));
    expect(lostRows).toEqual([]);
    await expectNoReusedMessageId(restored, world, lost);
  }, 120_000);
});
