/** Starts the app as `npm start` does (API server serving apps/web/dist) on a fresh data directory and a free port. */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

export interface RunningApp {
  baseUrl: string;
  stop(): Promise<void>;
}

export async function startApp(root: string): Promise<RunningApp> {
  const port = await freePort();
  const tmp = mkdtempSync(join(tmpdir(), 'tayori-web-budget-'));
  const baseUrl = `http://localhost:${port}`;
  // One node process (tsx as a loader, not the npx/tsx wrappers), so stopping it is one kill.
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATA_DIR: join(tmp, 'data'),
      LOG_LEVEL: 'warn',
      DEV_TOOLS: '0',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let exited = false;
  child.once('exit', () => (exited = true));

  const deadline = Date.now() + 120_000;
  for (;;) {
    if (exited) throw new Error('the app exited before it was ready');
    try {
      const res = await fetch(`${baseUrl}/healthz`);
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error('the app did not answer /healthz within 120 s');
    }
    await new Promise((r) => setTimeout(r, 300));
  }

  return {
    baseUrl,
    async stop() {
      if (!exited) {
        const done = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([done, new Promise((r) => setTimeout(r, 10_000))]);
        if (!exited) child.kill('SIGKILL');
      }
      rmSync(tmp, { recursive: true, force: true });
    },
  };
}
