import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { setPassword } from '@tayori/idp';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { buildStudent } from '../factories';
import { freePort, signInThroughIdp } from '../idp-browser';
import { newDatabase } from './announce-deploy';
import { startBalancer } from './balancer';
import { productionEnv, startServer, type Started } from './processes';

const adminUrl = process.env.TEST_DATABASE_URL;
const rotateBundle = fileURLToPath(new URL('../../dist/rotate-signing-key.js', import.meta.url));

let cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup.reverse()) await step().catch(() => {});
  cleanup = [];
});

function rotate(databaseUrl: string): Promise<string> {
  const child = spawn(process.execPath, [rotateBundle], {
    env: {
      PATH: process.env.PATH ?? '',
      ...productionEnv({ PUBLIC_URL: 'http://localhost', DATABASE_URL: databaseUrl }),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  return new Promise((resolve, reject) =>
    child.once('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(out)))),
  );
}

/**
 * docs/operations.md, "Signing keys": `keys:rotate`, then a rolling restart of two instances
 * behind a round-robin balancer. Between the restarts one instance signs with the new key and the
 * other with the old; each sign-in's pages and redirects land on both, so the IdP's cookies must
 * read on both.
 */
describe.skipIf(!adminUrl)('a key rotation during a rolling restart', () => {
  it('keeps every sign-in working through the balancer, before and after each restart', async () => {
    const databaseUrl = await newDatabase(adminUrl!, cleanup);
    const instances: Started[] = [];
    const balancer = await startBalancer(() => instances.map((s) => s.origin));
    cleanup.push(balancer.close);
    const publicUrl = `http://localhost:${balancer.port}`;
    const env = productionEnv({
      PUBLIC_URL: publicUrl,
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: '3',
      TRUST_PROXY: '1',
    });
    const ports = [await freePort(), await freePort()];
    for (const port of ports) instances.push(await startServer(env, port));
    cleanup.push(async () => {
      for (const s of instances) await s.stop();
    });

    const database = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 1 });
    cleanup.push(() => database.close());
    const user = await buildStudent(database.db, {});
    await setPassword(database.db, user.id, 'Rotation2026', { temporary: false, now: new Date() });

    const signIns = async (n: number) => {
      const tokens: string[] = [];
      for (let i = 0; i < n; i++) {
        const { id_token } = await signInThroughIdp(balancer.origin, user.email, 'Rotation2026', {
          publicUrl,
        });
        tokens.push(id_token);
      }
      return tokens;
    };
    const acceptedEverywhere = async (tokens: string[]) => {
      const statuses = [];
      for (const token of tokens)
        for (const s of instances)
          statuses.push(
            (
              await fetch(`${s.origin}/api/v1/me`, {
                headers: { authorization: `Bearer ${token}` },
              })
            ).status,
          );
      return statuses.every((status) => status === 200);
    };

    expect(await acceptedEverywhere(await signIns(2))).toBe(true);
    await rotate(databaseUrl);
    for (const i of [0, 1]) {
      await instances[i]!.stop();
      instances[i] = await startServer(env, ports[i]!);
      // One instance on each key now (then both on the new one): six sign-ins in a row.
      expect(await acceptedEverywhere(await signIns(6))).toBe(true);
    }
  }, 300_000);
});
