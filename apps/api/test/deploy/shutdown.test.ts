import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort } from '../idp-browser';
import { adminUrl, cleanupAfterEach, deliveriesOf, sendingDeployment } from './announce-deploy';
import { productionEnv, startServer } from './processes';

const cleanup = cleanupAfterEach();

/** A POST of the identity check, which answers no sooner than IDENTITY_CHECK_MIN_MS. */
async function slowIdentityCheck(origin: string) {
  const start = await fetch(`${origin}/api/v1/start`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(start.headers.get('set-cookie') ?? '')![1]!;
  return fetch(`${origin}/api/v1/schools/S0001/students/2024A0001`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `XSRF-TOKEN=${xsrf}`,
      'x-xsrf-token': xsrf,
    },
    body: JSON.stringify({ birthday: '20080101', phoneNumber: '09000000000' }),
  });
}

/**
 * docs/operations.md, "Stopping and draining": on SIGTERM the instance answers 503 on /healthz for
 * the drain period and still answers everything else; then it stops listening, lets the requests
 * in flight finish, and exits 0.
 */
describe('SIGTERM to a running instance', () => {
  it('drains: /healthz 503, other calls answered, the request in flight finished, exit 0', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tayori-drain-'));
    cleanup.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    const port = await freePort();
    const server = await startServer(
      productionEnv({
        PUBLIC_URL: `http://localhost:${port}`,
        DATA_DIR: dataDir,
        SHUTDOWN_DRAIN_SECONDS: '2',
        IDENTITY_CHECK_MIN_MS: '4000',
        LOG_LEVEL: 'info',
      }),
      port,
    );
    cleanup.push(server.stop);
    const exited = new Promise<number | null>((r) => server.child.once('exit', r));

    const inFlight = slowIdentityCheck(server.origin);
    await new Promise((r) => setTimeout(r, 500));
    server.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    const health = await fetch(`${server.origin}/healthz`);
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({ status: 'draining' });
    expect(health.headers.get('connection')).toBe('close');
    expect((await fetch(`${server.origin}/api/v1/auth-config`)).status).toBe(200);

    // Answered 4 s after it was sent, past the 2 s drain: the close waited for it.
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ successFlag: false });
    expect(await exited).toBe(0);
    expect(server.output()).toContain('stopping: /healthz answers 503 while draining');
    expect(server.output()).toContain('"msg":"stopped"');
  }, 120_000);
});

describe.skipIf(!adminUrl)('SIGTERM during a 1,000-recipient send', () => {
  it('the stopping instance finishes its jobs and exits 0; the next sends the rest, each once', async () => {
    const RECIPIENTS = 1000;
    const deployment = await sendingDeployment(adminUrl!, cleanup, {
      sinkDelayMs: 30,
      env: {
        SHUTDOWN_DRAIN_SECONDS: '1',
        // A batch the stop cut short is retried by the next instance after this (30 s by default).
        MAIL_RETRY_DELAY_SECONDS: '1',
      },
    });
    const { sink, port, env } = deployment;
    const first = await startServer(env, port);
    cleanup.push(first.stop);
    const exited = new Promise<number | null>((r) => first.child.once('exit', r));
    const mail = await deployment.announceTo(first.origin, RECIPIENTS);

    await mail.reaches((count) => count >= 200, 120_000);
    first.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    const atStop = await mail.sent();
    // Every message the server accepted was recorded before the process ended: none in flight.
    expect(sink.received.length).toBe(atStop);

    await deployment.finishOnAnother(mail, RECIPIENTS);
    expect(await mail.sent()).toBe(RECIPIENTS);
    await new Promise((r) => setTimeout(r, 1000));
    const { recipients, duplicates, oneMessageIdEach } = deliveriesOf(sink.received);
    expect({ recipients, duplicates, oneMessageIdEach }).toEqual({
      recipients: RECIPIENTS,
      duplicates: 0,
      oneMessageIdEach: true,
    });
  }, 420_000);
});
