import webpush from 'web-push';
import {
  PushFailure,
  type PushFetch,
  type PushMessage,
  type PushOptions,
  type PushOutcome,
  type PushSender,
  type PushTarget,
} from './port';
import type { VapidKeys } from './vapid';

/** A push service that has not answered in this long is tried again later. */
const TIMEOUT_MS = 10_000;
/** A notice's reminder is still worth showing a day later; not a week later. */
const DEFAULT_TTL_SECONDS = 24 * 3600;

/**
 * Web Push through the `web-push` package (docs/decisions/reminders.md): it encrypts the message
 * for the device (RFC 8291, aes128gcm) and signs the VAPID header (RFC 8292); the request it
 * describes is sent here with `fetch` (no redirects, a timeout), so the tests put a stand-in of the
 * push services in its place, which decrypts and checks every message as a push service would.
 */
export function createWebPushSender(o: {
  keys: VapidKeys;
  subject: string;
  fetch?: PushFetch;
}): PushSender {
  const send = o.fetch ?? ((url, init) => fetch(url, init));
  return {
    async send(target: PushTarget, message: PushMessage, options: PushOptions = {}) {
      const request = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(message),
        {
          vapidDetails: {
            subject: o.subject,
            publicKey: o.keys.publicKey,
            privateKey: o.keys.privateKey,
          },
          TTL: options.ttlSeconds ?? DEFAULT_TTL_SECONDS,
          urgency: options.urgency ?? 'normal',
          ...(message.tag ? { topic: topicOf(message.tag) } : {}),
        },
      );
      let res: Response;
      try {
        res = await send(request.endpoint, {
          method: 'POST',
          headers: request.headers as Record<string, string>,
          body: request.body as Buffer<ArrayBuffer>,
          redirect: 'manual',
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (error) {
        throw new PushFailure(`push service unreachable: ${(error as Error).message}`, null, true);
      }
      await res.body?.cancel();
      return outcomeOf(res.status);
    },
  };
}

function outcomeOf(status: number): PushOutcome {
  if (status >= 200 && status < 300) return 'sent';
  if (status === 404 || status === 410) return 'gone';
  const temporary = status === 429 || status >= 500;
  throw new PushFailure(`push service answered ${status}`, status, temporary);
}

/**
 * RFC 8030 §5.4: a Topic replaces an undelivered message of the same topic on the push service
 * (a second reminder of a notice replaces the first for a device that is off). At most 32
 * characters of base64url: the tag's characters outside it are dropped, the rest cut.
 */
const topicOf = (tag: string) => tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32);
