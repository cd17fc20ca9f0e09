import { serviceWorkerRegistration } from '../../../shared/pwa/service-worker';

/**
 * The browser's half of Web Push (docs/decisions/reminders.md): whether this browser can receive
 * the portal's notifications, its current subscription, and subscribing with the portal's key.
 * Only ever called from a button the student pressed: no permission prompt on load.
 */

export type PushAvailability =
  | { kind: 'unsupported' }
  /** The student (or the school's browser policy) blocked notifications for the portal. */
  | { kind: 'blocked' }
  | { kind: 'ready'; registration: ServiceWorkerRegistration };

export async function pushAvailability(): Promise<PushAvailability> {
  if (!('PushManager' in window) || !('Notification' in window)) return { kind: 'unsupported' };
  if (Notification.permission === 'denied') return { kind: 'blocked' };
  const registration = await serviceWorkerRegistration();
  return registration ? { kind: 'ready', registration } : { kind: 'unsupported' };
}

/** This browser's subscription, if it has one. */
export async function currentSubscription(
  registration: ServiceWorkerRegistration,
): Promise<PushSubscription | null> {
  return registration.pushManager.getSubscription();
}

/**
 * Asks for permission (the browser's own prompt, after the student's press) and subscribes with
 * the portal's VAPID key; a subscription made with another key (the portal's was remade) is
 * replaced. Answers the endpoint and keys to send, or null when the student said no.
 */
export async function subscribe(registration: ServiceWorkerRegistration, publicKey: string) {
  if ((await Notification.requestPermission()) !== 'granted') return null;
  const existing = await registration.pushManager.getSubscription();
  const key = fromBase64Url(publicKey);
  if (existing && !sameKey(existing.options.applicationServerKey, key))
    await existing.unsubscribe();
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: key,
  });
  const json = subscription.toJSON();
  return {
    endpoint: subscription.endpoint,
    keys: { p256dh: json.keys!.p256dh!, auth: json.keys!.auth! },
  };
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

function sameKey(a: ArrayBuffer | null, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.byteLength) return false;
  const bytes = new Uint8Array(a);
  return bytes.every((x, i) => x === b[i]);
}
