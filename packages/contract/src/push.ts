import { z } from './zod';
import { defineEndpoint } from './endpoint';
import { apiRoutes } from './api-routes';
import { only } from './access';
import { messages } from './messages';
import { limits } from './limits';

/**
 * Web Push (docs/decisions/reminders.md): a student's devices that receive the portal's push
 * notifications. A device is a browser's push subscription (the Push API's endpoint and keys); the
 * student adds one from the profile or the home screen, never by a prompt on first load, sees them
 * all and removes any. Only students receive notices, so only they subscribe.
 */
export const pushSubscribers = only('STUDENT');

export const PUSH_DEVICES_MAX = limits.pushDevicesMax;
/** The longest endpoint accepted (the push services' are 150–500 characters). */
export const PUSH_ENDPOINT_MAX = 1024;
/** What a device is called on the list (the app names it from the browser: "Chrome（Android）"). */
export const PUSH_DEVICE_NAME_MAX = 50;

/** Base64url without padding, as the Push API's getKey() is sent: 4 characters carry 3 bytes. */
const base64url = (bytes: number) =>
  z
    .string({ error: messages.push_key_invalid })
    .regex(new RegExp(`^[A-Za-z0-9_-]{${Math.ceil((bytes * 4) / 3)}}$`), messages.push_key_invalid);

export const PushSubscriptionBody = z.object({
  endpoint: z
    .string({ error: messages.push_endpoint_invalid })
    .max(PUSH_ENDPOINT_MAX, messages.push_endpoint_invalid)
    .url(messages.push_endpoint_invalid),
  keys: z.object({
    /** The browser's P-256 public key, uncompressed: 65 bytes (RFC 8291 §3.1). */
    p256dh: base64url(65),
    /** The authentication secret: 16 bytes (RFC 8291 §3.2). */
    auth: base64url(16),
  }),
  deviceName: z.string().trim().min(1, messages.required).max(PUSH_DEVICE_NAME_MAX),
});
export type PushSubscriptionBody = z.infer<typeof PushSubscriptionBody>;

export const PushDevice = z.object({
  deviceId: z.string(),
  deviceName: z.string(),
  /** The subscription's endpoint: the app compares it with its own to mark this device. */
  endpoint: z.string(),
  /** ISO 8601 instants. */
  createdAt: z.string(),
  lastPushedAt: z.string().nullable(),
});
export type PushDevice = z.infer<typeof PushDevice>;

export const PushSettings = z.object({
  /** The portal's VAPID public key (RFC 8292), base64url: the app subscribes with it. */
  publicKey: z.string(),
  devices: z.array(PushDevice),
});
export type PushSettings = z.infer<typeof PushSettings>;

export const PushDeviceParams = z.object({ deviceId: z.guid() });
export const PushDeviceRemoved = z.object({ deviceId: z.string() });
export const PushTestSent = z.object({ sent: z.number().int() });

export const pushEndpoints = {
  pushSettings: defineEndpoint({
    ...apiRoutes.pushSettings,
    response: PushSettings,
    access: pushSubscribers,
    summary:
      "The portal's VAPID public key and the student's devices that receive push notifications.",
  }),
  pushDeviceAdd: defineEndpoint({
    ...apiRoutes.pushDeviceAdd,
    body: PushSubscriptionBody,
    response: PushDevice,
    access: pushSubscribers,
    summary:
      "Adds (or renews) one of the student's devices: an https endpoint of a known push service (PUSH_ALLOWED_HOSTS), its keys of the right size; a device another account had moves to this one.",
  }),
  pushDeviceRemove: defineEndpoint({
    ...apiRoutes.pushDeviceRemove,
    params: PushDeviceParams,
    response: PushDeviceRemoved,
    access: pushSubscribers,
    summary: "Removes one of the student's devices; another's answers 404.",
    errors: [404],
  }),
  pushTest: defineEndpoint({
    ...apiRoutes.pushTest,
    response: PushTestSent,
    access: pushSubscribers,
    summary:
      "Sends a test notification to each of the student's devices; answers how many took it.",
  }),
};
