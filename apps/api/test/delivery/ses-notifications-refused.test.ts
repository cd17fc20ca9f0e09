import { describe, expect, it } from 'vitest';
import { changedTables } from '../security/support';
import { sesSuite, type SesWorld } from '../ses-world';
import { CERT_URL, rsaKeyPair, sesBounce, TOPIC_ARN, type SnsStandIn } from '../sns-stand-in';

/**
 * What the SNS endpoint refuses (docs/decisions/delivery.md): unsigned, mis-signed or tampered
 * messages, another topic, a certificate or SubscribeURL off SNS's hosts, malformed or oversized
 * bodies: 400 or 403 naming the field, logged, nothing changed and nothing fetched off SNS. A
 * signed notification about no delivery of ours is taken (200) and changes nothing.
 */

let w: SesWorld;
sesSuite((world) => (w = world));

describe('refused or ignored, nothing changed', () => {
  const refusals: [string, () => Promise<{ body: unknown; status: number; field?: string }>][] = [
    [
      'no signature',
      async () => {
        const { Signature: _s, ...unsigned } = w.sns.notification(await bounceOfNewDelivery());
        return { body: unsigned, status: 400, field: 'Signature' };
      },
    ],
    [
      'a signature by another key',
      async () => ({
        body: w.sns.signed(strip(w.sns.notification(await bounceOfNewDelivery())), {
          key: rsaKeyPair().privateKey,
        }),
        status: 403,
        field: 'Signature',
      }),
    ],
    [
      'a tampered Message',
      async () => {
        const m = w.sns.notification(await bounceOfNewDelivery());
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
        body: w.sns.notification(await bounceOfNewDelivery(), { topicArn: `${TOPIC_ARN}-other` }),
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
        body: w.sns.signed(strip(w.sns.notification(await bounceOfNewDelivery())), { certUrl }),
        status: 403,
        field: 'SigningCertURL',
      }),
    ]),
    [
      'a certificate URL on SNS that holds none',
      async () => ({
        body: w.sns.signed(strip(w.sns.notification(await bounceOfNewDelivery())), {
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
        body: w.sns.subscriptionConfirmation({
          subscribeUrl: 'https://evil.example/?Action=ConfirmSubscription',
        }),
        status: 403,
        field: 'SubscribeURL',
      }),
    ],
  ];

  it.each(refusals)('%s', async (_name, make) => {
    const { body, status, field } = await make();
    const fetchedBefore = w.sns.fetched.length;
    const before = await w.fingerprint();
    w.log.clear();
    const res = await w.post(body);
    expect(res.statusCode, res.body).toBe(status);
    if (field) expect(res.json().fields).toHaveProperty(field);
    expect(changedTables(before, await w.fingerprint())).toEqual([]);
    expect(w.log.text()).toContain('SNS message refused');
    // Nothing is fetched from a host that is not SNS's, and no subscription is confirmed.
    for (const url of w.sns.fetched.slice(fetchedBefore)) {
      expect(new URL(url).hostname).toBe('sns.ap-northeast-1.amazonaws.com');
      expect(url).not.toContain('ConfirmSubscription');
    }
  });

  it('a signed notification for an unknown Message-ID: 200, logged, nothing changed', async () => {
    const before = await w.fingerprint();
    w.log.clear();
    const res = await w.post(
      w.sns.notification(
        sesBounce({
          messageId: '<unknown@tayori.test>',
          address: 'x@example.jp',
          bounceType: 'Permanent',
        }),
      ),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ outcome: 'ignored' });
    expect(w.log.text()).toContain('no such delivery');
    expect(changedTables(before, await w.fingerprint())).toEqual([]);
  });
});

/** SES's Permanent bounce for a new sent delivery. */
async function bounceOfNewDelivery() {
  const { address, messageId } = await w.sentDelivery();
  return sesBounce({ messageId, address, bounceType: 'Permanent', status: '5.1.1' });
}

/** A message's fields without its signature, to sign again. */
function strip(m: ReturnType<SnsStandIn['notification']>) {
  const { Signature: _s, SignatureVersion: _v, SigningCertURL: _c, ...fields } = m;
  return fields;
}
