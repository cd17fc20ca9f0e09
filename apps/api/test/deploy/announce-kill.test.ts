import { describe, expect, it } from 'vitest';
import { adminUrl, cleanupAfterEach, deliveriesOf, sendingDeployment } from './announce-deploy';
import { startServer } from './processes';

const RECIPIENTS = 1000;
/** Messages one instance has between the server's acceptance and the row's update at most. */
const LANES_PER_INSTANCE = 20;

const cleanup = cleanupAfterEach();

/**
 * DESIGN §5: the sending instance is killed (SIGKILL) part-way through a 1,000-recipient send and
 * another is started on the same PostgreSQL. The sink's log shows every recipient got the mail,
 * and a recipient got it twice only if its message was in flight at the kill (accepted by the
 * server, not yet marked sent), with the same Message-ID both times.
 */
describe.skipIf(!adminUrl)('announcement mail survives SIGKILL part-way', () => {
  it('delivers every recipient after a restart; duplicates at most the in-flight count', async () => {
    // A server that answers each message 30 ms late: the send takes seconds, so the kill lands inside it.
    const deployment = await sendingDeployment(adminUrl!, cleanup, {
      sinkDelayMs: 30,
      env: { MAIL_RETRY_DELAY_SECONDS: '1' },
    });
    const { sink, port, env } = deployment;
    const first = await startServer(env, port);
    cleanup.push(first.stop);
    const mail = await deployment.announceTo(first.origin, RECIPIENTS);

    await mail.reaches((count) => count >= 300, 120_000);
    first.child.kill('SIGKILL');
    await new Promise((r) => first.child.once('exit', r));
    // Messages whose data had reached the server get their (late) acceptance all the same.
    await new Promise((r) => setTimeout(r, 500));
    const recorded = await mail.sent();
    const inFlight = sink.received.length - recorded;
    expect(recorded).toBeGreaterThanOrEqual(300);
    expect(recorded).toBeLessThan(RECIPIENTS);
    expect(inFlight).toBeGreaterThanOrEqual(0);
    expect(inFlight).toBeLessThanOrEqual(LANES_PER_INSTANCE);

    // The killed worker's jobs come back once pg-boss sees their heartbeat stop.
    await deployment.finishOnAnother(mail, RECIPIENTS);
    expect(await mail.sent()).toBe(RECIPIENTS);
    await new Promise((r) => setTimeout(r, 1000));
    const { recipients, duplicates, oneMessageIdEach } = deliveriesOf(sink.received);
    expect(recipients).toBe(RECIPIENTS);
    expect(duplicates).toBeLessThanOrEqual(inFlight);
    expect(oneMessageIdEach).toBe(true);
    console.log(
      `SIGKILL at ${recorded} sent: ${inFlight} in flight, ${duplicates} delivered twice, ${sink.received.length} messages in all`,
    );
  }, 420_000);
});
