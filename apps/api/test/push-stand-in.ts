import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { decrypt } from 'http_ece';
import { decodeProtectedHeader, importJWK, jwtVerify } from 'jose';
import type { PushFetch } from '../src/platform/push/port';
import type { TestContext } from './harness';

/**
 * The push services, stood in for (docs/decisions/reminders.md): browsers' push services cannot be
 * reached from the tests, so this takes their place as `pushFetch` and checks every request as
 * one would (RFC 8030, 8291, 8292): a POST to a subscription it made, TTL and the aes128gcm
 * encoding, an Urgency and Topic of the allowed form, a VAPID JWT signed with the key the
 * subscription was made for, meant for this origin, unexpired and at most 24 h long, with a
 * contact; then it decrypts the body with the browser's private key and auth secret and keeps the
 * message. A subscription can be made gone (404/410) or failing (429, 500).
 */

export interface ReceivedPush {
  endpoint: string;
  message: { title: string; body: string; url: string; tag?: string };
  ttl: number;
  urgency: string;
  topic: string | null;
  at: number;
}

interface Subscription {
  ecdh: ReturnType<typeof createECDH>;
  auth: string;
  /** The application server key (VAPID public key) the browser subscribed with. */
  serverKey: string;
  answer: number;
}

const b64url = (b: Buffer) => b.toString('base64url');
/** The most a push service takes in one message (RFC 8030 §7.2 requires at least 4096). */
const MAX_BODY = 4096;

export function startPushStandIn(host = 'fcm.googleapis.com') {
  const subscriptions = new Map<string, Subscription>();
  const received: ReceivedPush[] = [];
  const refused: { endpoint: string; why: string }[] = [];

  const refuse = (endpoint: string, status: number, why: string) => {
    refused.push({ endpoint, why });
    return new Response(why, { status });
  };

  const fetch: PushFetch = async (url, init) => {
    const sub = subscriptions.get(url);
    if (!sub) return refuse(url, 404, 'no such subscription');
    if (init.method !== 'POST') return refuse(url, 405, 'not a POST');
    if (sub.answer !== 201) return new Response('', { status: sub.answer });
    const h = new Headers(init.headers);
    const ttl = Number(h.get('ttl'));
    if (!Number.isInteger(ttl) || ttl < 0) return refuse(url, 400, 'TTL missing');
    if (h.get('content-encoding') !== 'aes128gcm') return refuse(url, 415, 'not aes128gcm');
    const urgency = h.get('urgency') ?? 'normal';
    if (!['very-low', 'low', 'normal', 'high'].includes(urgency))
      return refuse(url, 400, 'bad Urgency');
    const topic = h.get('topic');
    if (topic !== null && !/^[A-Za-z0-9_-]{1,32}$/.test(topic))
      return refuse(url, 400, 'bad Topic');
    const why = await vapidProblem(h.get('authorization'), url, sub.serverKey);
    if (why) return refuse(url, 403, why);
    const body = Buffer.from(init.body as Uint8Array);
    if (body.length > MAX_BODY) return refuse(url, 413, 'too large');
    let text: string;
    try {
      text = decrypt(body, {
        version: 'aes128gcm',
        privateKey: sub.ecdh,
        authSecret: sub.auth,
      }).toString();
    } catch (error) {
      return refuse(url, 400, `undecryptable: ${(error as Error).message}`);
    }
    received.push({
      endpoint: url,
      message: JSON.parse(text),
      ttl,
      urgency,
      topic,
      at: Date.now(),
    });
    return new Response('', { status: 201 });
  };

  return {
    fetch,
    received,
    refused,
    /**
     * What a browser's pushManager.subscribe gives for the application server key `serverKey`:
     * an endpoint on this push service and the browser's keys.
     */
    subscribe(serverKey: string) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = b64url(randomBytes(16));
      const endpoint = `https://${host}/fcm/send/${randomUUID()}`;
      subscriptions.set(endpoint, { ecdh, auth, serverKey, answer: 201 });
      return { endpoint, keys: { p256dh: b64url(ecdh.getPublicKey()), auth } };
    },
    /** From now on the push service answers `status` for the subscription (410: it is gone). */
    answer(endpoint: string, status: number) {
      subscriptions.get(endpoint)!.answer = status;
    },
    /** The messages the subscription at `endpoint` received. */
    messagesOf: (endpoint: string) => received.filter((r) => r.endpoint === endpoint),
  };
}

/** RFC 8292: `vapid t=<JWT>, k=<public key>`, the JWT ES256-signed by k, for the endpoint's origin. */
async function vapidProblem(
  authorization: string | null,
  endpoint: string,
  serverKey: string,
): Promise<string | null> {
  const m = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!m) return 'no VAPID authorization';
  const [, token, k] = m;
  if (k !== serverKey) return 'signed with another key than the subscription';
  const raw = Buffer.from(k!, 'base64url');
  if (raw.length !== 65 || raw[0] !== 4) return 'k is no P-256 public key';
  if (decodeProtectedHeader(token!).alg !== 'ES256') return 'not ES256';
  const key = await importJWK(
    { kty: 'EC', crv: 'P-256', x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33)) },
    'ES256',
  );
  try {
    const { payload } = await jwtVerify(token!, key, { audience: new URL(endpoint).origin });
    if (!payload.exp || payload.exp > Date.now() / 1000 + 24 * 3600) return 'exp past 24 h';
    if (!/^(mailto:|https:)/.test(String(payload.sub ?? ''))) return 'no contact in sub';
  } catch (error) {
    return `JWT refused: ${(error as Error).message}`;
  }
  return null;
}

/**
 * A student's browser subscribed to `stand` through the API, as the app does: the server's key
 * asked for, the subscription made with it and sent with a device name.
 */
export async function deviceThroughApi(
  t: TestContext,
  stand: ReturnType<typeof startPushStandIn>,
  studentId: string,
) {
  const token = await t.tokenFor(studentId);
  const { publicKey } = (await t.call({ method: 'GET', url: '/api/v1/users/push', token })).json();
  const subscription = stand.subscribe(publicKey);
  await t.call({
    method: 'POST',
    url: '/api/v1/users/push/devices',
    token,
    body: { ...subscription, deviceName: 'Chrome（Android）' },
  });
  return subscription;
}
