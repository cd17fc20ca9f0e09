/**
 * The push port (docs/decisions/reminders.md), types only, as the mail and SMS ports: the adapter
 * (web-push.ts) and its callers import it from here.
 */

/** What a notification says, as the service worker reads it (apps/web's service worker). */
export interface PushMessage {
  title: string;
  body: string;
  /** A path of the portal the notification opens ("/notices/123"). */
  url: string;
  /** Notifications of one tag replace each other on the device (one per notice). */
  tag?: string;
}

/** A device: a browser's push subscription. */
export interface PushTarget {
  endpoint: string;
  /** Base64url, as the browser gave them. */
  p256dh: string;
  auth: string;
}

export interface PushOptions {
  /** RFC 8030 §5.3: `high` for urgent notices (a device may wake for it), else `normal`. */
  urgency?: 'normal' | 'high';
  /** How long the push service keeps it for a device that is off (RFC 8030 §5.2). */
  ttlSeconds?: number;
}

/**
 * How the push service answered: taken (201), or the subscription is gone (404/410: the device
 * unsubscribed or the browser dropped it; its row is removed). Anything else rejects with a
 * PushFailure, retried by the caller's queue when `temporary`.
 */
export type PushOutcome = 'sent' | 'gone';

export class PushFailure extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    /** 429, 5xx, a network failure: worth another try; 400/403/413: not. */
    readonly temporary: boolean,
  ) {
    super(message);
  }
}

export interface PushSender {
  send(target: PushTarget, message: PushMessage, options?: PushOptions): Promise<PushOutcome>;
}

/** The HTTP call to a push service: `fetch`, or the tests' stand-in for the push services. */
export type PushFetch = (url: string, init: RequestInit) => Promise<Response>;
