import { useEffect } from 'react';
import type { UserType } from '@tayori/contract';
import { callApi } from '../api/client';
import { deviceNameOf } from './device-name';
import { serviceWorkerRegistration } from './service-worker';

/** The endpoint this browser last gave the portal, so a load sends it again only when it changed. */
const SENT_KEY = 'tayori.push.endpoint';

/**
 * Keeps a student's device on the portal's list when the browser renews its push subscription
 * (docs/decisions/reminders.md): a browser may replace the endpoint at any time (the service
 * worker's `pushsubscriptionchange` cannot reach the API with the student's session), so each
 * signed-in load compares the browser's subscription with the one last sent and sends a changed
 * one. Never asks for permission: a browser without one, or without a subscription, does nothing.
 */
export async function renewPushDevice(deviceName: string): Promise<void> {
  if (!('Notification' in window) || Notification.permission !== 'granted') return;
  const registration = await serviceWorkerRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription || localStorage.getItem(SENT_KEY) === subscription.endpoint) return;
  const keys = subscription.toJSON().keys;
  if (!keys?.p256dh || !keys.auth) return;
  await callApi('pushDeviceAdd', {
    body: {
      endpoint: subscription.endpoint,
      keys: { p256dh: keys.p256dh, auth: keys.auth },
      deviceName,
    },
  });
  rememberPushEndpoint(subscription.endpoint);
}

/** The endpoint just sent (the profile's 「この端末で通知を受け取る」 or a renewal). */
export function rememberPushEndpoint(endpoint: string | null): void {
  if (endpoint) localStorage.setItem(SENT_KEY, endpoint);
  else localStorage.removeItem(SENT_KEY);
}

/**
 * A signed-in student's renewal, once per load (renewPushDevice); a failure waits for the next
 * load (the endpoint is remembered only once sent), and never troubles the screen.
 */
export function useRenewPushDevice(userType: UserType | undefined): void {
  useEffect(() => {
    if (userType === 'STUDENT')
      renewPushDevice(deviceNameOf(navigator.userAgent)).catch(() => undefined);
  }, [userType]);
}
