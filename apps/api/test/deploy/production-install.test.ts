import { spawn } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { decodeProtectedHeader } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { adminQuery, withDatabase } from '../global-setup';
import { freePort, signInThroughIdp } from '../idp-browser';
import { productionEnv } from './processes';

/**
 * docs/operations.md, "Production", as a school's IT team follows it, in a scratch copy of the
 * repository: the build's output, then `npm ci --omit=dev`, then the portal started with
 * `npm run start:prod` on PostgreSQL, the first administrator created and signed in, a key
 * rotated, and npm stopped with SIGTERM. The build is the checkout's own (`npm run build`'s two
 * halves: the server bundle this run's global set-up made, the SPA `npm test` built), copied in:
 * installing every development package a second time only to build the same files took a minute
 * of CI's two cores. It runs where `.ci/run` asks for it (TEST_PRODUCTION_INSTALL=1) on its
 * PostgreSQL.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const enabled = !!adminUrl && process.env.TEST_PRODUCTION_INSTALL === '1';
const root = join(dirname(fileURLToPath(import.meta.url)), '../../../..');

/** A shell's PATH without this checkout's node_modules/.bin: the scratch copy brings its own. */
const PATH = (process.env.PATH ?? '')
  .split(':')
  .filter((p) => !p.includes('node_modules'))
  .join(':');

function npm(cwd: string, args: string[], env: Record<string, string> = {}) {
  const child = spawn('npm', args, {
    cwd,
    env: { PATH, HOME: process.env.HOME ?? '/root', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: a failed test's clean-up stops the portal npm started, not only npm.
    detached: true,
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((r) => child.once('exit', r));
  return { child, exited, output: () => out };
}

async function npmOk(cwd: string, args: string[], env: Record<string, string> = {}) {
  const run = npm(cwd, args, env);
  const code = await run.exited;
  if (code !== 0) throw new Error(`npm ${args.join(' ')} exited ${code}:\n${run.output()}`);
  return run.output();
}

/** The files git would check out (tracked and new, ignored ones aside), copied into `to`. */
function copyCheckout(to: string) {
  const files = execFileSync('git', ['ls-files', '-z', '-co', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    if (!existsSync(join(root, file))) continue; // deleted in the work tree
    mkdirSync(dirname(join(to, file)), { recursive: true });
    cpSync(join(root, file), join(to, file));
  }
}

async function healthy(origin: string, output: () => string, exited: Promise<unknown>) {
  let ended = false;
  void exited.then(() => (ended = true));
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline && !ended) {
    if (
      await fetch(`${origin}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`npm run start:prod never answered:\n${output()}`);
}

const cleanup: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

describe.skipIf(!enabled)('the documented production install, in a scratch copy', () => {
  it('installs production packages only, starts, signs in, creates an administrator, rotates a key, stops', async () => {
    const scratch = mkdtempSync(join(tmpdir(), 'tayori-install-'));
    cleanup.push(() => rmSync(scratch, { recursive: true, force: true }));
    copyCheckout(scratch);
    for (const built of ['apps/web/dist', 'apps/api/dist']) {
      expect(existsSync(join(root, built)), `${built}: run npm run build first`).toBe(true);
      cpSync(join(root, built), join(scratch, built), { recursive: true });
    }
    const quiet = ['--no-audit', '--no-fund', '--prefer-offline'];
    // The demo's attention list and pages are no part of the SPA a school deploys.
    expect(existsSync(join(scratch, 'apps/web/dist/index.html'))).toBe(true);
    expect(existsSync(join(scratch, 'apps/web/dist/contents'))).toBe(false);
    await npmOk(scratch, ['ci', '--omit=dev', ...quiet]);
    for (const devOnly of ['vitest', 'eslint', 'tsx', 'esbuild'])
      expect(existsSync(join(scratch, 'node_modules', devOnly)), devOnly).toBe(false);

    const name = `tayori_install_${process.pid}`;
    await adminQuery(adminUrl!, `DROP DATABASE IF EXISTS ${name}`);
    await adminQuery(adminUrl!, `CREATE DATABASE ${name}`);
    cleanup.push(() => adminQuery(adminUrl!, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const env = productionEnv({
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      DATABASE_URL: withDatabase(adminUrl!, name),
      SHUTDOWN_DRAIN_SECONDS: '1',
    });

    const created = await npmOk(
      scratch,
      [
        'run',
        'admin:create',
        '--',
        '--email',
        'root@school.example.jp',
        '--school',
        'S0001',
        '--school-name',
        '札幌中央高等学院',
        '--area-name',
        '北海道',
      ],
      env,
    );
    const temporary = /Temporary password[^:]*: (\S+)/.exec(created)?.[1];
    expect(temporary, created).toBeTruthy();

    const start = () => {
      const run = npm(scratch, ['run', 'start:prod'], env);
      cleanup.push(() => {
        try {
          if (run.child.pid) process.kill(-run.child.pid, 'SIGKILL');
        } catch {
          // the group ended with the test (SIGTERM, exit 0)
        }
      });
      return run;
    };
    const first = start();
    await healthy(origin, first.output, first.exited);
    const publicUrl = env.PUBLIC_URL;
    const before = await signInThroughIdp(origin, 'root@school.example.jp', temporary!, {
      publicUrl,
      newPassword: 'Install-2026-kagi',
    });
    const me = (token: string) =>
      fetch(`${origin}/api/v1/me`, { headers: { authorization: `Bearer ${token}` } });
    const who = await me(before.id_token);
    expect(who.status).toBe(200);
    expect(await who.json()).toMatchObject({ userType: 'STAFF', roleType: 'SYSTEM_ADMINISTRATOR' });

    const rotated = await npmOk(scratch, ['run', 'keys:rotate'], env);
    const kid = /New signing key (\S+)\./.exec(rotated)?.[1];
    expect(kid, rotated).toBeTruthy();

    // SIGTERM to npm reaches the portal (the script execs node): both end, with 0.
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(
      await fetch(`${origin}/healthz`).then(
        () => 'answered',
        () => 'gone',
      ),
    ).toBe('gone');

    const second = start();
    await healthy(origin, second.output, second.exited);
    const jwks = (await (await fetch(`${origin}/idp/jwks`)).json()) as { keys: { kid: string }[] };
    expect(jwks.keys.map((k) => k.kid)).toHaveLength(2);
    expect(jwks.keys[0]!.kid).toBe(kid);
    // An administrator signs in with a second factor (SECOND_FACTOR_ROLES' default): the app
    // enrolled at the first sign-in answers now.
    expect(before.totpSecret).toBeTruthy();
    const after = await signInThroughIdp(origin, 'root@school.example.jp', 'Install-2026-kagi', {
      publicUrl,
      totpSecret: before.totpSecret,
    });
    expect(decodeProtectedHeader(after.id_token).kid).toBe(kid);
    expect((await me(after.id_token)).status).toBe(200);
    expect((await me(before.id_token)).status).toBe(200);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 900_000);
});
