/**
 * Starts the app as `npm start` does (API server serving apps/web/dist) on a fresh data directory
 * (unless `env` names a DATABASE_URL), on `port` (and `port + 1` for the gzip proxy) or else a free
 * port.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer as createHttpServer, request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createGzip } from 'node:zlib';

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

/**
 * `gzip`: the browser talks to a small reverse proxy that gzips text responses (as a CDN or nginx
 * in front of the app would); the app's PUBLIC_URL is the proxy's, so sign-in works through it.
 * It shows what compression would change; the plain run measures the app as it serves itself.
 */
export async function startApp(
  root: string,
  opts: { gzip?: boolean; port?: number; env?: Record<string, string> } = {},
): Promise<RunningApp> {
  const port = opts.port ?? (await freePort());
  const publicPort = opts.gzip ? (opts.port === undefined ? await freePort() : port + 1) : port;
  const tmp = mkdtempSync(join(tmpdir(), 'tayori-web-budget-'));
  const baseUrl = `http://localhost:${publicPort}`;
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
      // The screens are measured, not the sign-in: staff sign in with a password alone (as in the
      // end-to-end tests; docs/decisions/second-factors.md).
      SECOND_FACTOR_ROLES: 'none',
      ...opts.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let exited = false;
  child.once('exit', () => (exited = true));

  const deadline = Date.now() + 120_000;
  for (;;) {
    if (exited) throw new Error('the app exited before it was ready');
    try {
      const res = await fetch(`http://localhost:${port}/healthz`);
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

  const proxy = opts.gzip ? await gzipProxy(publicPort, port) : null;

  return {
    baseUrl,
    async stop() {
      proxy?.closeAllConnections();
      proxy?.close();
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

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml)|image\/svg)/;

async function gzipProxy(listenPort: number, targetPort: number) {
  const server = createHttpServer((req, res) => {
    const upstream = request(
      {
        host: '127.0.0.1',
        port: targetPort,
        method: req.method,
        path: req.url,
        headers: req.headers,
      },
      (up) => {
        const type = String(up.headers['content-type'] ?? '');
        const gzip =
          /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) &&
          COMPRESSIBLE.test(type) &&
          !up.headers['content-encoding'] &&
          req.method !== 'HEAD' &&
          up.statusCode !== 204 &&
          up.statusCode !== 304;
        if (!gzip) {
          res.writeHead(up.statusCode ?? 502, up.headers);
          up.pipe(res);
          return;
        }
        const headers = { ...up.headers, 'content-encoding': 'gzip', vary: 'Accept-Encoding' };
        delete headers['content-length'];
        res.writeHead(up.statusCode ?? 502, headers);
        up.pipe(createGzip()).pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(listenPort, '127.0.0.1', resolve));
  return server;
}
