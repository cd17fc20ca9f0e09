import type { AddressInfo } from 'node:net';
import { asc, eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import pino from 'pino';
import type { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announceDeliveryEvents, announceRecipients, mailSuppressions } from '../../src/db/schema';
import { createSmtpMailSender } from '../../src/platform/mail/smtp';
import type { MailSender } from '../../src/platform/mail/port';
import { deliverBatch, type DeliveryOptions } from '../../src/modules/announce/delivery';
import { storeAnnounceMail } from '../announce-bulk';
import { notABounce, standardDsn } from '../bounces';
import { relayDeliveryOptions, startBouncingRelay, TEST_BOUNCE_DOMAIN } from '../bouncing-relay';
import { buildSchool, buildStaff, buildStudent } from '../factories';
import { createTestContext, type TestContext } from '../harness';
import {
  createBounceListener,
  MAX_MESSAGE_BYTES,
} from '../../src/modules/delivery/bounce-listener';

const BOUNCE_DOMAIN = TEST_BOUNCE_DOMAIN;

let t: TestContext;
let listener: SMTPServer;
let listenerPort: number;
let relay: Awaited<ReturnType<typeof startBouncingRelay>>;
let mail: MailSender;
let o: DeliveryOptions;
const resent: { mailId: number; batch: number }[] = [];

beforeAll(async () => {
  t = await createTestContext();
  const log = pino({ level: 'silent' });
  listener = createBounceListener({
    db: t.db,
    clock: t.clock,
    domain: BOUNCE_DOMAIN,
    log,
    resend: async (mailId, batch) => void resent.push({ mailId, batch }),
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  listenerPort = (listener.server.address() as AddressInfo).port;
  relay = await startBouncingRelay({ bounceTo: listenerPort });
  mail = createSmtpMailSender(relay.url, 'noreply@tayori.test');
  o = relayDeliveryOptions({ db: t.db, clock: t.clock, mail, log });
});
afterAll(async () => {
  mail.close();
  await relay.close();
  await new Promise<void>((resolve) => listener.close(() => resolve()));
  await t.close();
});

/** A stored mail to `n` new students of one school, sent through the relay stand-in. */
async function sentMail(n: number) {
  const school = await buildSchool(t.db);
  const to = [];
  for (let i = 0; i < n; i++) {
    const s = await buildStudent(t.db, { school });
    to.push({ id: s.id, name: `${s.lastName} ${s.firstName}`, email: s.email });
  }
  const stored = await storeAnnounceMail(t.db, school, to);
  return { ...stored, to, school };
}

const send = (mailId: number) =>
  deliverBatch(o, {
    data: { mailId, batch: 0 },
    retryCount: 0,
    signal: new AbortController().signal,
  });

const rowsOf = (mailId: number) =>
  t.db
    .select({
      id: announceRecipients.id,
      to: announceRecipients.toAddress,
      state: announceRecipients.state,
      reason: announceRecipients.reason,
      queueId: announceRecipients.queueId,
      softBounces: announceRecipients.softBounces,
      returnToken: announceRecipients.returnToken,
    })
    .from(announceRecipients)
    .where(eq(announceRecipients.mailId, mailId))
    .orderBy(asc(announceRecipients.id));

const eventsOf = (recipientId: number) =>
  t.db
    .select({ kind: announceDeliveryEvents.kind, status: announceDeliveryEvents.status })
    .from(announceDeliveryEvents)
    .where(eq(announceDeliveryEvents.recipientId, recipientId))
    .orderBy(asc(announceDeliveryEvents.id));

const suppressionOf = async (address: string) =>
  (
    await t.db
      .select({ reason: mailSuppressions.reason, status: mailSuppressions.status })
      .from(mailSuppressions)
      .where(eq(mailSuppressions.address, address.toLowerCase()))
  )[0] ?? null;

/** Sends `raw` to the listener as a relay would (null sender); answers the SMTP refusal, if any. */
async function toListener(to: string, raw: string): Promise<number | null> {
  const client = nodemailer.createTransport({ host: '127.0.0.1', port: listenerPort });
  try {
    await client.sendMail({ envelope: { from: '', to }, raw });
    return null;
  } catch (error) {
    return (error as { responseCode?: number }).responseCode ?? -1;
  } finally {
    client.close();
  }
}

const returnPath = (token: string) => `bounces+${token.replaceAll('-', '')}@${BOUNCE_DOMAIN}`;

describe('bounces come back by themselves (VERP return path, the bounce listener)', () => {
  it('sends each message with its own return path and records the relay queue id', async () => {
    const { mailId } = await sentMail(2);
    await send(mailId);
    const rows = await rowsOf(mailId);
    for (const row of rows) {
      const relayed = relay.relayed.find((r) => r.to === row.to)!;
      expect(relayed.returnPath).toBe(returnPath(row.returnToken));
      expect(row.queueId).toMatch(/^Q\d{5}$/);
    }
    expect(new Set(rows.map((r) => r.returnToken)).size).toBe(2);
  });

  it('records a hard, a soft and a plain-text bounce on their deliveries; the rest stay sent', async () => {
    const sent = await sentMail(4);
    const { mailId, to } = sent;
    relay.outcome(to[0]!.email, 'hard');
    relay.outcome(to[1]!.email, 'soft');
    relay.outcome(to[2]!.email, 'qmail');
    await send(mailId);
    await relay.settled();
    const [hard, soft, plain, fine] = await rowsOf(mailId);
    expect(hard).toMatchObject({ state: 'bounced' });
    expect(hard!.reason).toContain('User unknown');
    expect(await eventsOf(hard!.id)).toEqual([{ kind: 'bounce-hard', status: '5.1.1' }]);
    expect(await suppressionOf(hard!.to)).toEqual({ reason: 'bounce-hard', status: '5.1.1' });
    // A soft bounce goes back on the queue (sent again later), its address not suppressed.
    expect(soft).toMatchObject({ state: 'queued', softBounces: 1 });
    expect(await eventsOf(soft!.id)).toEqual([{ kind: 'bounce-soft', status: '4.2.2' }]);
    expect(resent).toContainEqual({ mailId, batch: 0 });
    expect(await suppressionOf(soft!.to)).toBeNull();
    expect(plain).toMatchObject({ state: 'bounced' });
    expect(await eventsOf(plain!.id)).toEqual([{ kind: 'bounce-hard', status: '5.1.1' }]);
    expect(fine).toMatchObject({ state: 'sent' });
    expect(await eventsOf(fine!.id)).toEqual([]);

    // The CSV of those not reached: the two bounced, with why; another school's staff: 404.
    const staff = await buildStaff(t.db, { roleType: 'SCHOOL_VIEWER', school: sent.school });
    const csv = await t.getAs(staff.id, `/api/v1/schools/announce/${mailId}/not-reached.csv`);
    expect(csv.statusCode).toBe(200);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('氏名,学籍番号,メールアドレス,配信状況,理由');
    expect(lines.slice(1).map((l) => l.split(',').slice(2, 4))).toEqual([
      [hard!.to, '不達'],
      [plain!.to, '不達'],
    ]);
    const outsider = await buildStaff(t.db, { roleType: 'SCHOOL_VIEWER' });
    expect(
      (await t.getAs(outsider.id, `/api/v1/schools/announce/${mailId}/not-reached.csv`)).statusCode,
    ).toBe(404);
  });

  it('asks for success reports; one marks its delivery delivered, once; a bounce may follow', async () => {
    const { mailId, to } = await sentMail(2);
    relay.outcome(to[0]!.email, 'delivered');
    await send(mailId);
    await relay.settled();
    const [delivered, quiet] = await rowsOf(mailId);
    // Each message asked the relay to report success, failure and delay (RFC 3461).
    for (const row of [delivered!, quiet!])
      expect(relay.relayed.find((r) => r.to === row.to)!.notify).toEqual([
        'SUCCESS',
        'FAILURE',
        'DELAY',
      ]);
    expect(delivered).toMatchObject({ state: 'delivered', reason: null });
    expect(await eventsOf(delivered!.id)).toEqual([{ kind: 'delivered', status: '2.0.0' }]);
    expect(await suppressionOf(delivered!.to)).toBeNull();
    // A relay that reports nothing leaves it sent: nothing more is known.
    expect(quiet).toMatchObject({ state: 'sent' });
    const report = (action: 'delivered' | 'failed') =>
      standardDsn({
        to: returnPath(delivered!.returnToken),
        recipient: delivered!.to,
        action,
        status: action === 'delivered' ? '2.0.0' : '5.1.1',
        diagnostic: action === 'delivered' ? '250 ok' : '550 5.1.1 User unknown',
      });
    // The same report again is refused and records nothing more.
    expect(await toListener(returnPath(delivered!.returnToken), report('delivered'))).toBe(550);
    expect(await eventsOf(delivered!.id)).toHaveLength(1);
    // A server past the one that reported may still bounce it: the later word stands.
    expect(await toListener(returnPath(delivered!.returnToken), report('failed'))).toBeNull();
    expect((await rowsOf(mailId))[0]).toMatchObject({ state: 'bounced' });
  });

  it('without a bounce domain no report is asked for (they would go to MAIL_FROM)', async () => {
    const { mailId, to } = await sentMail(1);
    relay.outcome(to[0]!.email, 'delivered');
    await deliverBatch(
      { ...o, bounceDomain: null },
      { data: { mailId, batch: 0 }, retryCount: 0, signal: new AbortController().signal },
    );
    await relay.settled();
    expect(relay.relayed.find((r) => r.to === to[0]!.email)!.notify).toEqual([]);
    expect((await rowsOf(mailId))[0]).toMatchObject({ state: 'sent' });
  });

  it('a soft bounce each time: sent again until the limit, then bounced and suppressed', async () => {
    const { mailId, to } = await sentMail(1);
    relay.outcome(to[0]!.email, 'soft');
    for (let attempt = 1; attempt <= 3; attempt++) {
      await send(mailId);
      await relay.settled();
    }
    const [row] = await rowsOf(mailId);
    expect(row).toMatchObject({ state: 'bounced', softBounces: 3 });
    expect((await eventsOf(row!.id)).map((e) => e.kind)).toEqual([
      'bounce-soft',
      'bounce-soft',
      'bounce-soft',
    ]);
    expect(await suppressionOf(row!.to)).toMatchObject({ reason: 'bounce-soft' });
  });
});

describe('the bounce listener refuses what is not a bounce of a delivery', () => {
  it('mail to an address that is no return path, or to an unknown token', async () => {
    expect(await toListener(`postmaster@${BOUNCE_DOMAIN}`, notABounce('x'))).toBe(550);
    expect(
      await toListener(returnPath('00000000-0000-4000-8000-000000000000'), notABounce('x')),
    ).toBe(550);
    expect(await toListener('bounces+0123@other.example', notABounce('x'))).toBe(550);
  });

  it('a forged report: another address, a replay, not a bounce, too large — nothing changes', async () => {
    const { mailId, to } = await sentMail(1);
    await send(mailId);
    const [row] = await rowsOf(mailId);
    const path = returnPath(row!.returnToken);
    const hard = (recipient: string) =>
      standardDsn({ to: path, recipient, status: '5.1.1', diagnostic: '550 5.1.1 User unknown' });
    // The token of this delivery, a report about someone else's address.
    expect(await toListener(path, hard('someone.else@school.example.jp'))).toBe(550);
    expect(await toListener(path, notABounce(path))).toBe(550);
    const huge = hard(to[0]!.email).replace(
      '--BOUNDARY--',
      `${'x'.repeat(MAX_MESSAGE_BYTES)}\r\n--BOUNDARY--`,
    );
    expect(await toListener(path, huge)).toBe(552);
    expect((await rowsOf(mailId))[0]).toMatchObject({ state: 'sent' });
    expect(await eventsOf(row!.id)).toEqual([]);
    // The real one is recorded once; the same report again is refused.
    expect(await toListener(path, hard(to[0]!.email))).toBeNull();
    expect(await toListener(path, hard(to[0]!.email))).toBe(550);
    expect(await eventsOf(row!.id)).toHaveLength(1);
  });
});
