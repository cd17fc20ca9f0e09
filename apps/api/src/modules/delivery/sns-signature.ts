import { verify, type KeyObject } from 'node:crypto';
import type { SnsMessage } from '@tayori/contract';

/**
 * Checking an Amazon SNS message as AWS documents it ("Verifying the signatures of Amazon SNS
 * messages", SNS developer guide): the string to sign from the message's fields in their fixed
 * order, the RSA signature over it (SignatureVersion 1: SHA1, 2: SHA256) with the public key of
 * SNS's certificate, and that certificate only from SNS's own hosts (docs/decisions/delivery.md).
 */

/** The fields a (un)subscription confirmation signs, in AWS's order. */
const CONFIRMATION_FIELDS = [
  'Message',
  'MessageId',
  'SubscribeURL',
  'Timestamp',
  'Token',
  'TopicArn',
  'Type',
] as const;

/** The fields signed, in AWS's order; absent optional ones (Subject) are left out. */
const SIGNED_FIELDS = {
  Notification: ['Message', 'MessageId', 'Subject', 'Timestamp', 'TopicArn', 'Type'],
  SubscriptionConfirmation: CONFIRMATION_FIELDS,
  UnsubscribeConfirmation: CONFIRMATION_FIELDS,
} as const satisfies Record<SnsMessage['Type'], readonly (keyof SnsMessage)[]>;

/** "Name\nvalue\n" for each signed field present, in order. */
export function stringToSign(m: SnsMessage): string {
  return SIGNED_FIELDS[m.Type]
    .filter((name) => m[name] !== undefined)
    .map((name) => `${name}\n${m[name]}\n`)
    .join('');
}

/** Whether the message's Signature is SNS's over its fields, with the certificate's key. */
export function hasValidSignature(m: SnsMessage, key: KeyObject): boolean {
  const signature = Buffer.from(m.Signature, 'base64');
  // Base64 that does not round-trip (stray characters, a cut value) is no signature.
  if (signature.length === 0 || signature.toString('base64') !== m.Signature.replace(/\s/g, ''))
    return false;
  const algorithm = m.SignatureVersion === '1' ? 'sha1' : 'sha256';
  try {
    return verify(algorithm, Buffer.from(stringToSign(m), 'utf8'), key, signature);
  } catch {
    // A key of another kind (not RSA) cannot have signed it.
    return false;
  }
}

/** SNS's regional endpoints: sns.<region>.amazonaws.com (e.g. sns.ap-northeast-1.amazonaws.com). */
const SNS_HOST = /^sns\.[a-z]{2}(-[a-z]+)+-\d{1,2}\.amazonaws\.com$/;

/**
 * An https URL on an SNS host, or null: no other scheme, no user name or password, no port of its
 * own (WHATWG URL drops the default 443), and written as it parses (no backslashes, spaces or
 * percent-encoded host to read differently elsewhere).
 */
export function snsUrl(raw: string | undefined): URL | null {
  if (!raw || /[\s\\]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  const plain =
    url.protocol === 'https:' &&
    url.username === '' &&
    url.password === '' &&
    url.port === '' &&
    SNS_HOST.test(url.hostname) &&
    raw.toLowerCase().startsWith(`https://${url.hostname}/`);
  return plain ? url : null;
}

/** SNS's signing certificate: a .pem file on an SNS host, with no query or fragment. */
export function signingCertUrl(raw: string): URL | null {
  const url = snsUrl(raw);
  return url && url.pathname.endsWith('.pem') && url.search === '' && url.hash === '' ? url : null;
}
