import { generateKeyPairSync, randomUUID, sign, type KeyObject } from 'node:crypto';
import type { SnsMessage } from '@tayori/contract';
import type { SnsFetch } from '../src/modules/delivery/sns-fetcher';

/**
 * Amazon SNS as the SES notification endpoint meets it, for tests: a signing key with its
 * self-signed certificate (node has no X.509 writer, so the few DER fields are written below and
 * signed with node:crypto), messages signed as AWS documents ("Verifying the signatures of Amazon
 * SNS messages", written out here again rather than taken from the code under test), and a stand-in
 * for SNS's hosts that serves the certificate and records the subscription confirmations visited.
 */

export const TOPIC_ARN = 'arn:aws:sns:ap-northeast-1:123456789012:tayori-ses-notifications';
export const CERT_URL =
  'https://sns.ap-northeast-1.amazonaws.com/SimpleNotificationService-0123456789abcdef.pem';
export const SUBSCRIBE_URL =
  'https://sns.ap-northeast-1.amazonaws.com/?Action=ConfirmSubscription&TopicArn=' +
  `${TOPIC_ARN}&Token=2336412f37fb687f5d51e6e2425c464de12884c9`;

// A few DER encoders (ITU-T X.690): enough for one certificate.
const lengthOf = (n: number) =>
  n < 0x80
    ? Buffer.from([n])
    : n < 0x100
      ? Buffer.from([0x81, n])
      : Buffer.from([0x82, n >> 8, n & 0xff]);
const tlv = (tag: number, ...parts: Buffer[]) => {
  const body = Buffer.concat(parts);
  return Buffer.concat([Buffer.from([tag]), lengthOf(body.length), body]);
};
const sequence = (...parts: Buffer[]) => tlv(0x30, ...parts);
const oid = (dotted: string) => {
  const [a = 0, b = 0, ...rest] = dotted.split('.').map(Number);
  const bytes = [40 * a + b];
  for (const n of rest) {
    const encoded = [n & 0x7f];
    for (let v = n >> 7; v > 0; v >>= 7) encoded.unshift(0x80 | (v & 0x7f));
    bytes.push(...encoded);
  }
  return tlv(0x06, Buffer.from(bytes));
};
const utcTime = (d: Date) =>
  tlv(0x17, Buffer.from(`${d.toISOString().replace(/[-:T]/g, '').slice(2, 14)}Z`));
const name = (commonName: string) =>
  sequence(tlv(0x31, sequence(oid('2.5.4.3'), tlv(0x0c, Buffer.from(commonName)))));

/** A self-signed X.509 v3 certificate (PEM) of `publicKey`, valid from yesterday for a year. */
export function selfSignedCertificate(
  publicKey: KeyObject,
  privateKey: KeyObject,
  validity = {
    from: new Date(Date.now() - 86_400_000),
    to: new Date(Date.now() + 365 * 86_400_000),
  },
): string {
  const sha256WithRsa = sequence(oid('1.2.840.113549.1.1.11'), Buffer.from([0x05, 0x00]));
  const subject = name('sns.amazonaws.com');
  const tbs = sequence(
    tlv(0xa0, tlv(0x02, Buffer.from([2]))),
    tlv(0x02, Buffer.from([0x01, 0x23, 0x45])),
    sha256WithRsa,
    subject,
    sequence(utcTime(validity.from), utcTime(validity.to)),
    subject,
    publicKey.export({ type: 'spki', format: 'der' }),
  );
  const signature = sign('sha256', tbs, privateKey);
  const der = sequence(tbs, sha256WithRsa, tlv(0x03, Buffer.from([0]), signature));
  const lines = der.toString('base64').match(/.{1,64}/g) ?? [];
  return `-----BEGIN CERTIFICATE-----\n${lines.join('\n')}\n-----END CERTIFICATE-----\n`;
}

export const rsaKeyPair = () => generateKeyPairSync('rsa', { modulusLength: 2048 });

type Unsigned = Omit<SnsMessage, 'Signature' | 'SignatureVersion' | 'SigningCertURL'>;

/**
 * The fields SNS signs, in AWS's order, written here apart from the portal's own list
 * (sns-signature.ts): a mistake there must fail the tests, not be signed the same way.
 */
const CONFIRMATION = [
  'Message',
  'MessageId',
  'SubscribeURL',
  'Timestamp',
  'Token',
  'TopicArn',
  'Type',
] as const;
const SIGNED = {
  Notification: ['Message', 'MessageId', 'Subject', 'Timestamp', 'TopicArn', 'Type'],
  SubscriptionConfirmation: CONFIRMATION,
  UnsubscribeConfirmation: CONFIRMATION,
} as const;

export interface SnsStandIn {
  /** For createTestContext's snsFetch: SNS's hosts as the endpoint reaches them. */
  fetch: SnsFetch;
  /** Every URL fetched, in order (certificates and subscription confirmations). */
  fetched: string[];
  /** `fields` signed with SNS's key (or `key`), naming the certificate at CERT_URL (or `certUrl`). */
  signed(
    fields: Unsigned,
    o?: { version?: '1' | '2'; key?: KeyObject; certUrl?: string },
  ): SnsMessage;
  /** A signed Notification of the topic carrying `message` (SES's JSON). */
  notification(message: unknown, o?: { topicArn?: string }): SnsMessage;
  /** A signed SubscriptionConfirmation of the topic. */
  subscriptionConfirmation(o?: { subscribeUrl?: string }): SnsMessage;
}

export function startSnsStandIn(): SnsStandIn {
  const { publicKey, privateKey } = rsaKeyPair();
  const certificate = selfSignedCertificate(publicKey, privateKey);
  const fetched: string[] = [];
  const standIn: SnsStandIn = {
    fetched,
    fetch: async (url) => {
      fetched.push(url.href);
      if (url.href === CERT_URL) return new Response(certificate, { status: 200 });
      if (url.searchParams.get('Action') === 'ConfirmSubscription')
        return new Response('<ConfirmSubscriptionResponse/>', { status: 200 });
      return new Response('Not Found', { status: 404 });
    },
    signed(fields, o = {}) {
      const version = o.version ?? '1';
      const text = SIGNED[fields.Type]
        .filter((f) => fields[f] !== undefined)
        .map((f) => `${f}\n${fields[f]}\n`)
        .join('');
      const signature = sign(
        version === '1' ? 'sha1' : 'sha256',
        Buffer.from(text),
        o.key ?? privateKey,
      );
      return {
        ...fields,
        SignatureVersion: version,
        Signature: signature.toString('base64'),
        SigningCertURL: o.certUrl ?? CERT_URL,
      };
    },
    notification: (message, o = {}) =>
      standIn.signed({
        Type: 'Notification',
        MessageId: randomUUID(),
        TopicArn: o.topicArn ?? TOPIC_ARN,
        Message: JSON.stringify(message),
        Timestamp: '2026-06-15T03:00:00.000Z',
        UnsubscribeURL: `https://sns.ap-northeast-1.amazonaws.com/?Action=Unsubscribe&SubscriptionArn=${TOPIC_ARN}:1`,
      }),
    subscriptionConfirmation: (o = {}) =>
      standIn.signed({
        Type: 'SubscriptionConfirmation',
        MessageId: randomUUID(),
        TopicArn: TOPIC_ARN,
        Message: `You have chosen to subscribe to the topic ${TOPIC_ARN}.`,
        SubscribeURL: o.subscribeUrl ?? SUBSCRIBE_URL,
        Token: '2336412f37fb687f5d51e6e2425c464de12884c9',
        Timestamp: '2026-06-15T03:00:00.000Z',
      }),
  };
  return standIn;
}

/** SES's bounce notification of one recipient of the mail whose Message-ID is `messageId`. */
export const sesBounce = (b: {
  messageId: string;
  address: string;
  bounceType: 'Permanent' | 'Transient' | 'Undetermined';
  status?: string;
  diagnosticCode?: string;
}) => ({
  notificationType: 'Bounce',
  bounce: {
    bounceType: b.bounceType,
    bounceSubType: b.bounceType === 'Permanent' ? 'General' : 'MailboxFull',
    bouncedRecipients: [
      {
        emailAddress: b.address,
        action: 'failed',
        status: b.status,
        diagnosticCode: b.diagnosticCode,
      },
    ],
    timestamp: '2026-06-15T03:00:00.000Z',
    feedbackId: '0100017f-bounce',
    reportingMTA: 'dsn; a27-30.smtp-out.ap-northeast-1.amazonses.com',
  },
  mail: sesMail(b.messageId, b.address),
});

/** SES's complaint notification (a feedback report of type abuse) of one recipient. */
export const sesComplaint = (c: { messageId: string; address: string }) => ({
  notificationType: 'Complaint',
  complaint: {
    complainedRecipients: [{ emailAddress: c.address }],
    timestamp: '2026-06-15T03:00:00.000Z',
    feedbackId: '0100017f-complaint',
    complaintFeedbackType: 'abuse',
    userAgent: 'Yahoo!-Mail-Feedback/2.0',
  },
  mail: sesMail(c.messageId, c.address),
});

/** SES's delivery notification: the receiving server took the mail for its one recipient. */
export const sesDelivery = (d: { messageId: string; address: string }) => ({
  notificationType: 'Delivery',
  delivery: {
    timestamp: '2026-06-15T03:00:01.000Z',
    processingTimeMillis: 1200,
    recipients: [d.address],
    smtpResponse: '250 2.6.0 Message received',
    remoteMtaIp: '203.0.113.25',
    reportingMTA: 'a27-30.smtp-out.ap-northeast-1.amazonses.com',
  },
  mail: sesMail(d.messageId, d.address),
});

/** The mail part: SES's own id, the original Message-ID in commonHeaders and headers. */
const sesMail = (messageId: string, to: string) => ({
  timestamp: '2026-06-15T02:59:00.000Z',
  source: 'office@school.example.jp',
  messageId: '0106017f-ses-own-id-000000',
  destination: [to],
  headersTruncated: false,
  headers: [
    { name: 'From', value: 'office@school.example.jp' },
    { name: 'To', value: to },
    { name: 'Message-ID', value: messageId },
  ],
  commonHeaders: {
    from: ['office@school.example.jp'],
    to: [to],
    messageId,
    subject: '三者面談のお知らせ',
  },
});
