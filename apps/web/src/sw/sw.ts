/// <reference lib="webworker" />
/**
 * The portal's service worker (`/sw.js`, scope `/`), built by vite-plugin-pwa's injectManifest
 * after the app (apps/web/vite.config.ts), which writes the build's file list into
 * `self.__WB_MANIFEST`. It does three things:
 * - keeps the app shell (index.html and every hashed script of the build) so the portal opens
 *   offline; screens then say that their data cannot be reached;
 * - leaves everything the server answers per person (the API, the IdP's sign-in, the dev tools,
 *   the school's contents) to the network, never cached;
 * - shows Web Push notifications and opens the portal where a click on one leads.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import type { PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import type { RouteHandlerCallbackOptions } from 'workbox-core/types';
import { portalPath, readPushPayload } from './push-payload';

declare const self: ServiceWorkerGlobalScope & {
  /** Replaced at build time by workbox-build's injectManifest. */
  __WB_MANIFEST: (string | PrecacheEntry)[];
};

const SHELL = '/index.html';
/**
 * Paths the server answers itself (apps/api/src/server.ts's NOT_A_SCREEN, plus the school's
 * contents): never the app shell, never cached.
 */
const SERVER_PATHS = ['/api/*', '/idp/*', '/dev/*', '/contents/*', '/healthz'];
const SERVER_PATH = /^\/+(api|idp|dev|contents|healthz)(\/|$)/i;

/**
 * A new build takes over at once (install → activate without waiting for old tabs to close, then
 * claims them): a tab still running the previous build asks for chunks that are gone from the new
 * precache and from the server, and app/new-version.ts reloads it onto the new build, as it does
 * without a service worker. Workbox's precache deletes the previous build's files on activate.
 */
self.addEventListener('install', (event) => {
  void self.skipWaiting();
  bypassForServerPaths(event);
});
clientsClaim();
cleanupOutdatedCaches();

// Hashed assets come from the precache (cache first: their names change with their content).
// `/` and `/x` must not be read as `/index.html` and `/x.html`: navigations are handled below.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });

self.addEventListener('activate', (event) => {
  // Navigations go to the network first (below): the browser starts them while the worker boots.
  if (self.registration.navigationPreload)
    event.waitUntil(self.registration.navigationPreload.enable());
});

/**
 * A navigation gets the server's index.html while the network answers, so a new deploy is seen at
 * once; the precached one only when the request fails (offline). A server error page is shown as
 * the server sent it.
 */
async function shellWhenOffline({ event, request }: RouteHandlerCallbackOptions) {
  try {
    const preloaded = (await (event as FetchEvent).preloadResponse) as Response | undefined;
    return preloaded ?? (await fetch(request));
  } catch (error) {
    const shell = await matchPrecache(SHELL);
    if (shell) return shell;
    throw error;
  }
}
registerRoute(new NavigationRoute(shellWhenOffline, { denylist: [SERVER_PATH] }));

/** One rule of the ServiceWorker Static Routing API (Chromium 123+; not in TypeScript's lib). */
interface RouterRule {
  condition: { urlPattern: string };
  source: 'network';
}
type InstallEventWithRoutes = ExtendableEvent & {
  addRoutes?: (rules: RouterRule[]) => Promise<void>;
};

/**
 * Requests to the server's own paths skip this worker entirely where the browser can be told so
 * (ServiceWorker static routing, `InstallEvent.addRoutes`): no fetch event to start the worker for
 * on each API call. Elsewhere they reach the fetch listener, where no route matches them and the
 * browser fetches them itself, as without a worker.
 */
function bypassForServerPaths(event: InstallEventWithRoutes) {
  if (typeof event.addRoutes !== 'function') return;
  const rules = SERVER_PATHS.map((urlPattern): RouterRule => ({
    condition: { urlPattern },
    source: 'network',
  }));
  // A browser that refuses a rule still gets a working worker (the fetch listener's path).
  event.waitUntil(event.addRoutes(rules).catch(() => undefined));
}

/** Web Push (RFC 8030): the API sends a PushNotice as JSON (push-payload.ts). */
self.addEventListener('push', (event) => {
  const notice = readPushPayload(readText(event.data));
  event.waitUntil(
    self.registration.showNotification(notice.title, {
      body: notice.body,
      tag: notice.tag,
      icon: '/icons/icon-192.png',
      badge: '/icons/badge-96.png',
      lang: 'ja',
      data: { url: notice.url },
    }),
  );
});

function readText(data: PushMessageData | null): string | null {
  try {
    return data?.text() ?? null;
  } catch {
    return null;
  }
}

/** Opens the notice's path: in a portal window if one is open (focused, navigated), else a new one. */
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data: unknown = event.notification.data;
  const path = portalPath(
    typeof data === 'object' && data !== null ? Reflect.get(data, 'url') : '',
  );
  event.waitUntil(openPortal(new URL(path, self.location.origin).href));
});

async function openPortal(url: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const portal = windows.find((w) => w.focused) ?? windows[0];
  if (portal) {
    // Focusing needs the click's user activation; without it the window is still navigated.
    await portal.focus().catch(() => undefined);
    // null: the window left for another origin meanwhile; a rejection: this worker does not
    // control it (opened before the worker was installed). Either way a new window opens.
    if (await portal.navigate(url).catch(() => null)) return;
  }
  await self.clients.openWindow(url);
}

/**
 * The browser renewed or dropped the push subscription. Nothing to do here: the app compares its
 * subscription with the server's on its next load and subscribes again (a worker cannot ask the
 * user for permission, and the API needs the user's sign-in to store a subscription).
 */
self.addEventListener('pushsubscriptionchange', () => undefined);
