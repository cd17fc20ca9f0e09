import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

export interface OwnPortal {
  child: ChildProcess;
  dataDir: string;
  /** What it wrote so far (for a failure's message). */
  output: () => string;
}

/**
 * A portal of a spec's own, as `npm start` starts it (tsx, demo data, a fresh data directory), on
 * `port` with `env` beside this process's (a variable set to undefined is left out): for a spec
 * that needs another configuration than the main e2e portal's.
 */
export async function startOwnPortal(
  port: number,
  env: Record<string, string | undefined>,
): Promise<OwnPortal> {
  const portalUrl = `http://localhost:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'tayori-e2e-portal-'));
  const merged: Record<string, string | undefined> = {
    ...process.env,
    PORT: String(port),
    PUBLIC_URL: portalUrl,
    DATA_DIR: join(dataDir, 'data'),
    LOG_LEVEL: 'warn',
    ...env,
  };
  for (const [k, v] of Object.entries(merged)) if (v === undefined) delete merged[k];
  const child = spawn('npx', ['tsx', 'apps/api/src/main.ts'], {
    cwd: root,
    // Its own process group, so stopping it stops npx's children too.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: merged,
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const deadline = Date.now() + 200_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the portal ended:\n${output}`);
    if (Date.now() > deadline) throw new Error(`the portal never answered:\n${output}`);
    const ok = await fetch(`${portalUrl}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, dataDir, output: () => output };
    await new Promise((r) => setTimeout(r, 500));
  }
}

export async function stopOwnPortal(p: OwnPortal) {
  if (p.child.exitCode === null && p.child.pid) {
    const exited = new Promise((resolve) => p.child.once('exit', resolve));
    process.kill(-p.child.pid, 'SIGTERM');
    await exited;
  }
  rmSync(p.dataDir, { recursive: true, force: true });
}
