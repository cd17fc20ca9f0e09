import { spawn, type ChildProcess } from 'node:child_process';
import { serverBundle } from '../global-setup';

export interface Started {
  child: ChildProcess;
  origin: string;
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * A production start's environment that reaches nothing outside this machine: SMS, and mail
 * unless `env` names an SMTP server (or MAIL_TRANSPORT), kept in the database on purpose, and
 * MAIL_FROM on a school's domain; `env` on top.
 */
export function productionEnv(env: Record<string, string> = {}): Record<string, string> {
  return {
    NODE_ENV: 'production',
    SMS_PROVIDER: 'outbox',
    MAIL_FROM: 'noreply@school.example.jp',
    ...(env.SMTP_URL || env.MAIL_TRANSPORT ? {} : { MAIL_TRANSPORT: 'outbox' }),
    ...env,
  };
}

/**
 * Runs the production bundle (`npm run start:prod` without npm) with `env` on top of a bare one.
 * Stopped at once (no drain) unless the test sets SHUTDOWN_DRAIN_SECONDS: each stop would wait
 * production's 10 s.
 */
export function runServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--enable-source-maps', serverBundle], {
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', SHUTDOWN_DRAIN_SECONDS: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  return { child, exited, output: () => output };
}

/** Starts a server and waits until /healthz answers 200 (or the process ends: then throws). */
export async function startServer(env: Record<string, string>, port: number): Promise<Started> {
  const { child, exited, output } = runServer({ ...env, PORT: String(port) });
  const origin = `http://127.0.0.1:${port}`;
  let ended = false;
  void exited.then(() => (ended = true));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (ended) throw new Error(`the server on ${port} ended:\n${output()}`);
    if (Date.now() > deadline)
      throw new Error(`the server on ${port} never answered:\n${output()}`);
    const ok = await fetch(`${origin}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    child,
    origin,
    output,
    stop: async () => {
      if (!ended) {
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}
