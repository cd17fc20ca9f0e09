import type { AddressInfo, Socket } from 'node:net';
import { eq, inArray } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import pino from 'pino';
import type { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announceDeliveryEvents, announceRecipients, mailSuppressions } from '../../src/db/schema';
import { deliverBatch } from '../../src/modules/announce/delivery';
import { createBounceListener } from '../../src/modules/delivery/bounce-listener';
import { createSmtpMailSender } from '../../src/platform/mail/smtp';
import { buildManyStudents, storeAnnounceMail } from '../announce-bulk';
import { standardDsn } from '../bounces';
import { relayDeliveryOptions, startBouncingRelay, TEST_BOUNCE_DOMAIN } from '../bouncing-relay';
import { buildSchool } from '../factories';
import { createTestContext, type TestContext } from '../harness';

/**
 * A restart in the middle of a bounce storm (docs/decisions/delivery.md): the listener is killed
 * while relays are handing it bounces — its sockets cut, mid-transaction for some — and another
 * one starts on the same database. A relay tries again every bounce it got no 250 for, as relays
 * do. Nothing is lost (every bounce acknowledged was recorded) and nothing is recorded twice (a
 * bounce recorded but not acknowledged comes back as a replay and is refused).
 */

const BOUNCE_DOMAIN = TEST_BOUNCE_DOMAIN;
const STORM = 60;
/** The relays' connections at once. */
const RELAYS = 8;
/** Acknowledged bounces before the kill. */
const KILL_AFTER = 20;

let t: TestContext;
const log = pino({ level: 'silent' });
const resent: number[] = [];
const listenerOn = async () => {
  const listener = createBounceListener({
    db: t.db,
    clock: t.clock,
    domain: BOUNCE_DOMAIN,
    log,
    resend: async (mailId) => void resent.push(mailId),
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  return { listener, port: (listener.server.address() as AddressInfo).port };
};

/** What a killed process does to its connections: nothing more is read or answered. */
function kill(listener: SMTPServer) {
  listener.server.close();
  // smtp-server keeps its connections in a set; each holds its socket.
  for (const connection of listener.connections as Set<{ _socket: Socket }>)
    connection._socket.destroy();
}

beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

/** A mail of STORM recipients accepted by the relay stand-in: each delivery `sent`. */
async function sentStorm() {
  const school = await buildSchool(t.db);
  const ids = await buildManyStudents(t.db, school, STORM);
  const { mailId } = await storeAnnounceMail(
    t.db,
    school,
    ids.map((id, i) => ({ id, name: `生徒${i}`, email: `storm-${i}@school.example.jp` })),
  );
  const relay = await startBouncingRelay({ bounceTo: 1 });
  const mail = createSmtpMailSender(relay.url, 'noreply@tayori.test');
  await deliverBatch(relayDeliveryOptions({ db: t.db, clock: t.clock, mail, log }), {
    data: { mailId, batch: 0 },
    retryCount: 0,
    signal: new AbortController().signal,
  });
  mail.close();
  await relay.close();
  return { mailId, relayed: [...relay.relayed] };
}

/** Hands one bounce to the listener at `port`; answers 250 or the code (-1: the line was cut). */
async function handOver(port: number, to: string, raw: string): Promise<number> {
  const client = nodemailer.createTransport({ host: '127.0.0.1', port, socketTimeout: 5_000 });
  try {
    await client.sendMail({ envelope: { from: '', to }, raw });
    return 250;
  } catch (error) {
    return (error as { responseCode?: number }).responseCode ?? -1;
  } finally {
    client.close();
  }
}

describe('a restart in the middle of a bounce storm', () => {
  it('loses no bounce and records none twice', { timeout: 60_000 }, async () => {
    const { mailId, relayed } = await sentStorm();
    expect(relayed).toHaveLength(STORM);
    // Every third is a soft bounce (a full mailbox), the rest hard.
    const bounces = relayed.map((r, i) => ({
      to: r.returnPath,
      raw: standardDsn({
        to: r.returnPath,
        recipient: r.to,
        messageId: r.messageId,
        ...(i % 3 === 0
          ? { status: '4.2.2', diagnostic: `452 4.2.2 <${r.to}>: Mailbox full` }
          : { status: '5.1.1', diagnostic: `550 5.1.1 <${r.to}>: User unknown` }),
      }),
      soft: i % 3 === 0,
      first: 0,
    }));

    const first = await listenerOn();
    let acknowledged = 0;
    let next = 0;
    const killed = new Promise<void>((resolve) => {
      const relay = async () => {
        while (next < bounces.length) {
          const b = bounces[next++]!;
          b.first = await handOver(first.port, b.to, b.raw);
          if (b.first === 250 && ++acknowledged === KILL_AFTER) {
            kill(first.listener);
            resolve();
          }
        }
      };
      void Promise.all(Array.from({ length: RELAYS }, relay)).then(() => resolve());
    });
    await killed;
    // The relays' connections still open when it died: cut, or refused once it stopped listening.
    await new Promise((resolve) => setTimeout(resolve, 500));

    const second = await listenerOn();
    const retried = bounces.filter((b) => b.first !== 250);
    expect(retried.length).toBeGreaterThan(0);
    const answers = await Promise.all(retried.map((b) => handOver(second.port, b.to, b.raw)));
    await new Promise<void>((resolve) => second.listener.close(() => resolve()));

    // The retries: each accepted, or refused as a replay of one the first listener recorded.
    expect(new Set(answers)).toEqual(new Set(answers.filter((a) => a === 250 || a === 550)));
    const rows = await t.db
      .select()
      .from(announceRecipients)
      .where(eq(announceRecipients.mailId, mailId));
    const events = await t.db
      .select()
      .from(announceDeliveryEvents)
      .where(
        inArray(
          announceDeliveryEvents.recipientId,
          rows.map((r) => r.id),
        ),
      );
    // One event per delivery: none lost, none twice.
    expect(events).toHaveLength(STORM);
    expect(new Set(events.map((e) => e.recipientId)).size).toBe(STORM);
    const softs = bounces.filter((b) => b.soft).length;
    expect(rows.filter((r) => r.state === 'bounced')).toHaveLength(STORM - softs);
    // A soft bounce puts its delivery back in the queue once, each sent again once.
    expect(rows.filter((r) => r.state === 'queued' && r.softBounces === 1)).toHaveLength(softs);
    expect(resent.filter((id) => id === mailId)).toHaveLength(softs);
    const suppressed = await t.db
      .select()
      .from(mailSuppressions)
      .where(
        inArray(
          mailSuppressions.address,
          rows.map((r) => r.toAddress.toLowerCase()),
        ),
      );
    expect(suppressed).toHaveLength(STORM - softs);
  });
});
