import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { setPassword } from '@tayori/idp';
import { migrationsFolder, openDatabase, type Database } from '../../src/db/client';
import { freePort, signInThroughIdp } from '../idp-browser';
import { buildStudent } from '../factories';
import { adminQuery, withDatabase } from '../global-setup';
import { productionEnv, startServer, type Started } from './processes';

const adminUrl = process.env.TEST_DATABASE_URL;
const migrationCount = (
  JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, 'utf8')) as {
    entries: unknown[];
  }
).entries.length;

let cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup.reverse()) await step().catch(() => {});
  cleanup = [];
});

const rowsOf = <T>(result: unknown) => ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
const count = async (database: Database, query: ReturnType<typeof sql>) =>
  Number(rowsOf<{ n: number }>(await database.db.execute(query))[0]!.n);

/**
 * DESIGN §1: any number of instances start together on one empty PostgreSQL and agree. Two real
 * processes of the production build, five times, each time on a new empty database.
 */
describe.skipIf(!adminUrl)(
  'two instances started at the same moment on one empty PostgreSQL',
  () => {
    it.each([1, 2, 3, 4, 5])(
      'round %i: migrate once, one signing key, one demo, tokens and throttles shared, ids unique',
      async () => {
        const name = `tayori_instances_${randomBytes(5).toString('hex')}`;
        await adminQuery(adminUrl!, `CREATE DATABASE ${name}`);
        cleanup.push(() => adminQuery(adminUrl!, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
        const databaseUrl = withDatabase(adminUrl!, name);
        const [portA, portB] = [await freePort(), await freePort()];
        const publicUrl = `http://localhost:${portA}`; // one address in front of both
        const env = productionEnv({
          PUBLIC_URL: publicUrl,
          DATABASE_URL: databaseUrl,
          DATABASE_POOL_SIZE: '4',
          SEED_DEMO: '1',
          TRUST_PROXY: '1',
          IDENTITY_CHECK_MIN_MS: '0',
        });
        const started: Started[] = await Promise.all([
          startServer(env, portA),
          startServer(env, portB),
        ]);
        for (const s of started) cleanup.push(s.stop);
        const [a, b] = started as [Started, Started];

        const database = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 2 });
        cleanup.push(() => database.close());
        expect(
          await count(database, sql`select count(*)::int as n from drizzle.__drizzle_migrations`),
        ).toBe(migrationCount);
        expect(await count(database, sql`select count(*)::int as n from idp_signing_keys`)).toBe(1);
        expect(
          await count(
            database,
            sql`select count(*)::int as n from users where email = 'student@demo.tayori.example'`,
          ),
        ).toBe(1);
        const jwks = await Promise.all(
          started.map((s) => fetch(`${s.origin}/idp/jwks`).then((r) => r.json())),
        );
        expect(jwks[0]).toEqual(jwks[1]);

        // Signed in through one, the token works on the other, both ways round.
        const user = await buildStudent(database.db, { student: { phoneNumber: '09011112222' } });
        await setPassword(database.db, user.id, 'Instances2026', {
          temporary: false,
          now: new Date(),
        });
        const me = (s: Started, token: string) =>
          fetch(`${s.origin}/api/v1/me`, { headers: { authorization: `Bearer ${token}` } });
        const viaA = await signInThroughIdp(a.origin, user.email, 'Instances2026', { publicUrl });
        const viaB = await signInThroughIdp(b.origin, user.email, 'Instances2026', { publicUrl });
        expect((await me(b, viaA.id_token)).status).toBe(200);
        expect((await me(a, viaB.id_token)).status).toBe(200);

        // The identity check's limit (5 an hour per student and address) counts across instances.
        const start = await fetch(`${a.origin}/api/v1/start`);
        const xsrf = /XSRF-TOKEN=([^;]+)/.exec(start.headers.get('set-cookie') ?? '')![1]!;
        const ids: string[] = [];
        const identify = async (s: Started) => {
          const res = await fetch(
            `${s.origin}/api/v1/schools/${user.school.extendedSchoolCode}/students/${user.student.studentNumber}`,
            {
              method: 'POST',
              headers: {
                'content-type': 'application/json',
                cookie: `XSRF-TOKEN=${xsrf}`,
                'x-xsrf-token': xsrf,
                'x-forwarded-for': '203.0.113.50',
              },
              body: JSON.stringify({ birthday: '20080403', phoneNumber: '09011112222' }),
            },
          );
          ids.push(res.headers.get('x-request-id')!);
          return res.status;
        };
        for (const s of [a, b, a, b, a]) expect(await identify(s)).toBe(200);
        expect(await identify(b)).toBe(429);
        expect(await identify(a)).toBe(429);

        // Request ids are unique across the two processes.
        expect(new Set(ids).size).toBe(ids.length);
      },
      240_000,
    );
  },
);
