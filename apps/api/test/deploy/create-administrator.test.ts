import { spawn } from 'node:child_process';
import { scryptSync } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { credentials as idpCredentials } from '@tayori/idp/schema';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseTarget } from '../../src/db/client';
import { schools, users } from '../../src/db/schema';
import { adminQuery, withDatabase } from '../global-setup';

/**
 * `npm run admin:create` as a deployer runs it: the built bundle, NODE_ENV=production, on an empty
 * database that has never been migrated: a PGlite data directory, and PostgreSQL when
 * TEST_DATABASE_URL is set.
 */
const bundle = fileURLToPath(new URL('../../dist/create-administrator.js', import.meta.url));
const production = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://portal.example.jp',
  TRUST_PROXY: '1',
  SMS_PROVIDER: 'outbox',
  MAIL_TRANSPORT: 'outbox',
};

function run(env: Record<string, string>, args: string[]) {
  const child = spawn(process.execPath, [bundle, ...args], {
    env: { PATH: process.env.PATH ?? '', ...production, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  return new Promise<{ code: number | null; out: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, out })),
  );
}

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups) await c();
});

async function emptyTarget(): Promise<{ env: Record<string, string>; target: DatabaseTarget }> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `tayori_admin_${process.pid}_${Date.now()}`;
    await adminQuery(url, `CREATE DATABASE ${name}`);
    cleanups.push(() => adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    const dbUrl = withDatabase(url, name);
    return { env: { DATABASE_URL: dbUrl }, target: { kind: 'postgres', url: dbUrl, poolSize: 1 } };
  }
  const dir = mkdtempSync(join(tmpdir(), 'tayori-admin-'));
  cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
  const dataDir = join(dir, 'data');
  return { env: { DATA_DIR: dataDir }, target: { kind: 'pglite', dataDir } };
}

describe('npm run admin:create', () => {
  it('creates the school and a SYSTEM_ADMINISTRATOR with a temporary password, once', async () => {
    const { env, target } = await emptyTarget();
    const missing = await run(env, ['--email', 'root@school.example.jp', '--school', 'S0100']);
    expect(missing.code).toBe(1);
    expect(missing.out).toContain(
      'No school has the code S0100. Give --school-name and --area-name',
    );

    const args = ['--email', 'Root@School.example.jp', '--school', 'S0100'];
    const first = await run(env, [
      ...args,
      '--school-name',
      '札幌北高等学院',
      '--area-name',
      '北海道',
    ]);
    expect(first.out).toContain(
      'Created the system administrator root@school.example.jp and the school S0100.',
    );
    expect(first.code).toBe(0);
    const password = /Temporary password[^:]*: (\S+)/.exec(first.out)?.[1];
    expect(password).toBeTruthy();

    const again = await run(env, args);
    expect(again.code).toBe(1);
    expect(again.out).toContain('The sign-in ID root@school.example.jp is already in use');

    const database = await openDatabase(target);
    try {
      const rows = await database.db
        .select({ id: users.id, roleType: users.roleType, school: schools.extendedSchoolCode })
        .from(users)
        .innerJoin(schools, eq(schools.id, users.schoolId));
      expect(rows).toEqual([
        { id: rows[0]!.id, roleType: 'SYSTEM_ADMINISTRATOR', school: 'S0100' },
      ]);
      const [credential] = await database.db
        .select()
        .from(idpCredentials)
        .where(eq(idpCredentials.userId, rows[0]!.id));
      expect(credential!.mustChange).toBe(true);
      // The test process hashes cheaply (setup.ts), so its verifyPassword refuses a production hash:
      // the stored scrypt$N$r$p$salt$hash is checked by hand.
      const [alg, N, r, p, salt, hash] = credential!.passwordHash.split('$');
      expect(alg).toBe('scrypt');
      const rehashed = scryptSync(password!, Buffer.from(salt!, 'base64url'), 32, {
        N: Number(N),
        r: Number(r),
        p: Number(p),
        maxmem: 256 * 1024 * 1024,
      });
      expect(rehashed.toString('base64url')).toBe(hash);
    } finally {
      await database.close();
    }
  }, 180_000);

  it('refuses a sign-in ID the contract refuses, naming the flag', async () => {
    const { env } = await emptyTarget();
    const bad = await run(env, ['--email', 'not an address', '--school', 'S0001']);
    expect(bad.code).toBe(1);
    expect(bad.out).toContain('--email: 半角英小文字・数字・記号');
  }, 120_000);
});
