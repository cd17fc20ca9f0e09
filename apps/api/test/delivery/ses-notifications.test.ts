import { asc, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announceDeliveryEvents, announceRecipients, mailSuppressions } from '../../src/db/schema';
import { deliverBatch, type DeliveryOptions } from '../../src/modules/announce/delivery';
import type { MailMessage } from '../../src/platform/mail/port';
import { storeAnnounceMail } from '../announce-bulk';
import { buildSchool, buildStudent } from '../factories';
import { createTestContext, type TestContext } from '../harness';
import { changedTables, databaseFingerprinter, LineCapture } from '../security/support';
import {
  CERT_URL,
  rsaKeyPair,
  sesBounce,
  sesComplaint,
  startSnsStandIn,
  SUBSCRIBE_URL,
  TOPIC_ARN,
  type SnsStandIn,
} from '../sns-stand-in';

/**
 * Amazon SES's bounces and complaints through SNS (docs/decisions/delivery.md): signed messages of
 * the configured topic are recorded on the delivery their Message-ID names; anything unsigned,
 * mis-signed, of another topic or with a certificate off SNS's hosts is refused and changes nothing.
 */

const URL_ = '/api/v1/mail-events/sns';
let t: TestContext;
let sns: SnsStandIn;
let o: DeliveryOptions;
const log = new LineCapture();
const sent: MailMessage[] = [];
let fingerprint: () => Promise<Map<string, string>>;

beforeAll(async () => {
  sns = startSnsStandIn();
  t = await createTestContext({
    env: { SES_NOTIFICATIONS_TOPIC_ARN: TOPIC_ARN },
    snsFetch: sns.fetch,
    logger: { level: 'info', stream: log },
  });
  const mail = {
    send: async (m: MailMessage) => {
      sent.push(m);
      return { queueId: `Q${sent.length}` };
    },
    close: () => undefined,
  };
  o = {
    db: t.db,
    clock: t.clock,
    mail,
    domain: 'tayori.test',
    bounceDomain: null,
    retryLimit: 2,
    retryDelaySeconds: 1,
    log: pino({ level: 'silent' }),
  };
  fingerprint = await databaseFingerprinter(t.db);
});
afterAll(() => t.close());

/** One stored mail to a new student, sent: its row and the Message-ID its mail carried. */
async function sentDelivery() {
  const school = await buildSchool(t.db);
  const s = await buildStudent(t.db, { school });
  const { mailId } = await storeAnnounceMail(t.db, school, [
    { id: s.id, name: `${s.lastName} ${s.firstName}`, email: s.email },
  ]);
  await deliverBatch(o, {
    data: { mailId, batch: 0 },
    retryCount: 0,
    signal: new AbortController().signal,
  });
  const [row] = await t.db
    .select()
    .from(announceRecipients)
    .where(eq(announceRecipients.mailId, mailId));
  const messageId = sent.find((m) => m.to.address === s.email)!.messageId!;
  return { row: row!, address: s.email, messageId };
}

/** Posts `body` as SNS does: JSON text labelled text/plain, its type in a header, no XSRF token. */
const post = (body: unknown, headers: Record<string, string> = {}) =>
  t.call({
    method: 'POST',
    url: URL_,
    xsrf: false,
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: {
      'content-type': 'text/plain; charset=UTF-8',
      'x-amz-sns-message-type': (body as { Type?: string } | null)?.Type ?? 'Notification',
      ...headers,
    },
  });

const stateOf = async (id: number) =>
  (
    await t.db
      .select({ state: announceRecipients.state, softBounces: announceRecipients.softBounces })
      .from(announceRecipients)
      .where(eq(announceRecipients.id, id))
  )[0];
const eventsOf = (id: number) =>
  t.db
    .select({
      kind: announceDeliveryEvents.kind,
      status: announceDeliveryEvents.status,
      source: announceDeliveryEvents.source,
    })
    .from(announceDeliveryEvents)
    .where(eq(announceDeliveryEvents.recipientId, id))
    .orderBy(asc(announceDeliveryEvents.id));
const suppressionOf = async (address: string) =>
  (
    await t.db
      .select({ reason: mailSuppressions.reason })
      .from(mailSuppressions)
      .where(eq(mailSuppressions.address, address.toLowerCase()))
  )[0] ?? null;

describe('SES notifications through SNS are recorded on their deliveries', () => {
  it('a Permanent bounce: the delivery bounced, the address suppressed', async () => {
    const { row, address, messageId } = await sentDelivery();
    const res = await post(
      sns.notification(
        sesBounce({
          messageId,
          address,
          bounceType: 'Permanent',
          status: '5.1.1',
          diagnosticCode: 'smtp; 550 5.1.1 user unknown',
        }),
      ),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ outcome: 'recorded' });
    expect(await stateOf(row.id)).toMatchObject({ state: 'bounced' });
    expect(await eventsOf(row.id)).toEqual([
      { kind: 'bounce-hard', status: '5.1.1', source: 'sns' },
    ]);
    expect(await suppressionOf(address)).toEqual({ reason: 'bounce-hard' });
    // SNS delivers at least once: the same notification again records nothing more.
    expect(
      (
        await post(sns.notification(sesBounce({ messageId, address, bounceType: 'Permanent' })))
      ).json(),
    ).toEqual({ outcome: 'ignored' });
    expect(await eventsOf(row.id)).toHaveLength(1);
  });

  it('a Transient bounce takes the soft path (sent again, not suppressed), signed with SHA256', async () => {
    const { row, address, messageId } = await sentDelivery();
    const message = sns.notification(
      sesBounce({
        messageId,
        address,
        bounceType: 'Transient',
        status: '5.2.2',
        diagnosticCode: 'smtp; 552 5.2.2 mailbox full',
      }),
    );
    const v2 = sns.signed({ ...message }, { version: '2' });
    const res = await post(v2);
    expect(res.json()).toEqual({ outcome: 'recorded' });
    // SES's verdict decides, whatever the status code says.
    expect(await stateOf(row.id)).toEqual({ state: 'queued', softBounces: 1 });
    expect(await eventsOf(row.id)).toEqual([
      { kind: 'bounce-soft', status: '5.2.2', source: 'sns' },
    ]);
    expect(await suppressionOf(address)).toBeNull();
  });

  it('a Complaint: the event and the suppression, the delivery still sent; once', async () => {
    const { row, address, messageId } = await sentDelivery();
    const res = await post(sns.notification(sesComplaint({ messageId, address })));
    expect(res.json()).toEqual({ outcome: 'recorded' });
    expect(await stateOf(row.id)).toMatchObject({ state: 'sent' });
    expect(await eventsOf(row.id)).toEqual([{ kind: 'complaint', status: null, source: 'sns' }]);
    expect(await suppressionOf(address)).toEqual({ reason: 'complaint' });
    expect((await post(sns.notification(sesComplaint({ messageId, address })))).json()).toEqual({
      outcome: 'ignored',
    });
    expect(await eventsOf(row.id)).toHaveLength(1);
  });

  it('a SubscriptionConfirmation is confirmed by visiting its SNS SubscribeURL', async () => {
    const res = await post(sns.subscriptionConfirmation());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ outcome: 'confirmed' });
    expect(sns.fetched).toContain(new URL(SUBSCRIBE_URL).href);
  });
});

describe('refused or ignored, nothing changed', () => {
  const refusals: [string, () => Promise<{ body: unknown; status: number; field?: string }>][] = [
    [
      'no signature',
      async () => {
        const { Signature: _s, ...unsigned } = sns.notification(await bounceOfNewDelivery());
        return { body: unsigned, status: 400, field: 'Signature' };
      },
    ],
    [
      'a signature by another key',
      async () => ({
        body: sns.signed(strip(sns.notification(await bounceOfNewDelivery())), {
          key: rsaKeyPair().privateKey,
        }),
        status: 403,
        field: 'Signature',
      }),
    ],
    [
      'a tampered Message',
      async () => {
        const m = sns.notification(await bounceOfNewDelivery());
        return {
          body: { ...m, Message: m.Message.replace('Permanent', 'Transient') },
          status: 403,
          field: 'Signature',
        };
      },
    ],
    [
      'another TopicArn (signed)',
      async () => ({
        body: sns.notification(await bounceOfNewDelivery(), { topicArn: `${TOPIC_ARN}-other` }),
        status: 403,
        field: 'TopicArn',
      }),
    ],
    ...(
      [
        [
          'a certificate on another host',
          'https://sns.ap-northeast-1.amazonaws.com.evil.example/cert.pem',
        ],
        ['a certificate over http', CERT_URL.replace('https:', 'http:')],
        [
          'a certificate URL with userinfo',
          CERT_URL.replace('https://', 'https://sns.ap-northeast-1.amazonaws.com@'),
        ],
        ['a certificate URL with a port', CERT_URL.replace('.com/', '.com:8443/')],
        ['a certificate URL that is no .pem', CERT_URL.replace('.pem', '.txt')],
      ] as const
    ).map(([name, certUrl]): (typeof refusals)[number] => [
      name,
      async () => ({
        body: sns.signed(strip(sns.notification(await bounceOfNewDelivery())), { certUrl }),
        status: 403,
        field: 'SigningCertURL',
      }),
    ]),
    [
      'a certificate URL on SNS that holds none',
      async () => ({
        body: sns.signed(strip(sns.notification(await bounceOfNewDelivery())), {
          certUrl: CERT_URL.replace('.pem', '-gone.pem'),
        }),
        status: 403,
        field: 'SigningCertURL',
      }),
    ],
    ['malformed JSON', async () => ({ body: '{"Type":"Notification",', status: 400 })],
    [
      'a body over 64 KiB',
      async () => ({ body: JSON.stringify({ Message: 'x'.repeat(70_000) }), status: 400 }),
    ],
    [
      'a SubscribeURL off SNS (signed)',
      async () => ({
        body: sns.subscriptionConfirmation({
          subscribeUrl: 'https://evil.example/?Action=ConfirmSubscription',
        }),
        status: 403,
        field: 'SubscribeURL',
      }),
    ],
  ];

  it.each(refusals)('%s', async (_name, make) => {
    const { body, status, field } = await make();
    const fetchedBefore = sns.fetched.length;
    const before = await fingerprint();
    log.clear();
    const res = await post(body);
    expect(res.statusCode, res.body).toBe(status);
    if (field) expect(res.json().fields).toHaveProperty(field);
    expect(changedTables(before, await fingerprint())).toEqual([]);
    expect(log.text()).toContain('SNS message refused');
    // Nothing is fetched from a host that is not SNS's, and no subscription is confirmed.
    for (const url of sns.fetched.slice(fetchedBefore)) {
      expect(new URL(url).hostname).toBe('sns.ap-northeast-1.amazonaws.com');
      expect(url).not.toContain('ConfirmSubscription');
    }
  });

  it('a signed notification for an unknown Message-ID: 200, logged, nothing changed', async () => {
    const before = await fingerprint();
    log.clear();
    const res = await post(
      sns.notification(
        sesBounce({
          messageId: '<unknown@tayori.test>',
          address: 'x@example.jp',
          bounceType: 'Permanent',
        }),
      ),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ outcome: 'ignored' });
    expect(log.text()).toContain('no such delivery');
    expect(changedTables(before, await fingerprint())).toEqual([]);
  });
});

describe('without SES_NOTIFICATIONS_TOPIC_ARN', () => {
  it('answers 404 as if absent', async () => {
    const bare = await createTestContext({ snsFetch: sns.fetch });
    try {
      const res = await bare.call({
        method: 'POST',
        url: URL_,
        xsrf: false,
        body: JSON.stringify(sns.subscriptionConfirmation()),
        headers: { 'content-type': 'text/plain; charset=UTF-8' },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });
});

/** SES's Permanent bounce for a new sent delivery. */
async function bounceOfNewDelivery() {
  const { address, messageId } = await sentDelivery();
  return sesBounce({ messageId, address, bounceType: 'Permanent', status: '5.1.1' });
}

/** A message's fields without its signature, to sign again. */
function strip(m: ReturnType<SnsStandIn['notification']>) {
  const { Signature: _s, SignatureVersion: _v, SigningCertURL: _c, ...fields } = m;
  return fields;
}
