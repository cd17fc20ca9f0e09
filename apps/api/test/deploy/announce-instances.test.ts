import { describe, expect, it } from 'vitest';
import { freePort } from '../idp-browser';
import { adminUrl, cleanupAfterEach, deliveriesOf, sendingDeployment } from './announce-deploy';
import { startServer, type Started } from './processes';

const RECIPIENTS = 1000;

const cleanup = cleanupAfterEach();

/**
 * DESIGN §1, §5: two instances on one PostgreSQL both run the mail worker; a 1,000-recipient
 * announcement posted to one is delivered exactly once per recipient by the two together. Each
 * instance connects to the SMTP server from its own loopback address (nodemailer's localAddress),
 * so the server can tell which one sent what.
 */
describe.skipIf(!adminUrl)('announcement mail with two instances on one PostgreSQL', () => {
  it('delivers a 1,000-recipient send exactly once per recipient', async () => {
    const deployment = await sendingDeployment(adminUrl!, cleanup, {
      env: { MAIL_TRANSPORT: 'smtp' },
    });
    const { sink, env } = deployment;
    const [portA, portB] = [deployment.port, await freePort()];
    const smtpFrom = (address: string) => `${sink.url}?localAddress=${address}`;
    const started: Started[] = await Promise.all([
      startServer({ ...env, SMTP_URL: smtpFrom('127.0.0.2') }, portA),
      startServer({ ...env, SMTP_URL: smtpFrom('127.0.0.3') }, portB),
    ]);
    for (const s of started) cleanup.push(s.stop);
    const mail = await deployment.announceTo(started[0]!.origin, RECIPIENTS);

    await mail.reaches((count) => count === RECIPIENTS, 120_000);
    expect(await mail.sent()).toBe(RECIPIENTS);
    // Nothing more arrives once every row is sent.
    await new Promise((r) => setTimeout(r, 1000));
    expect(sink.received).toHaveLength(RECIPIENTS);
    expect(deliveriesOf(sink.received)).toEqual({
      recipients: RECIPIENTS,
      duplicates: 0,
      oneMessageIdEach: true,
    });
    expect(new Set(sink.received.map((r) => r.messageId)).size).toBe(RECIPIENTS);
    // Both instances took batches (ten jobs of 100, two at a time on each).
    expect([...new Set(sink.received.map((r) => r.from))].sort()).toEqual([
      '127.0.0.2',
      '127.0.0.3',
    ]);
  }, 300_000);
});
