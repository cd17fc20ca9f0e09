/**
 * Registers the portal's service worker (src/sw/sw.ts, built to /sw.js) in a production build. Its
 * install downloads the whole build for the precache (560 kB compressed), which must not compete
 * with the first screen: main.tsx asks for it a few seconds after the load event. A development
 * server has no /sw.js (and a worker there would serve stale modules), and a browser without
 * service workers (or a page served over plain HTTP on a school network address, not a secure
 * context) gets none.
 */
let registration: Promise<ServiceWorkerRegistration | null> | undefined;

const supported = () => import.meta.env.PROD && 'serviceWorker' in navigator;

/**
 * The first screen's late parts (the home's second render, the chatbot widget, the data they
 * fetch) arrive in the first seconds after the load event; with the precache's downloads beside
 * them, Lighthouse saw the home's chatbot area pushed down (CLS 0.08, none without the worker).
 */
const AFTER_LOAD_MS = 3_000;

/** Registers the worker a few seconds after the load event; later calls change nothing. */
export function registerServiceWorker(): void {
  if (!supported()) return;
  void afterLoad()
    .then(() => new Promise((resolve) => setTimeout(resolve, AFTER_LOAD_MS)))
    .then(serviceWorkerRegistration);
}

/**
 * The portal's service worker registration once a worker is active (what
 * `registration.pushManager.subscribe` needs), or null: in development, where the browser has no
 * service workers, or when the worker failed to install (its script or its precache could not be
 * downloaded; the browser tries again at the next load). Called before registerServiceWorker's
 * delay is over, it registers the worker at once (after the load event).
 */
export function serviceWorkerRegistration(): Promise<ServiceWorkerRegistration | null> {
  registration ??= supported() ? afterLoad().then(register) : Promise.resolve(null);
  return registration;
}

function afterLoad(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

async function register(): Promise<ServiceWorkerRegistration | null> {
  let registered: ServiceWorkerRegistration;
  try {
    // `updateViaCache: 'none'`: the browser checks sw.js with the server on every update check,
    // whatever an HTTP cache on the way keeps (the server also sends it with no-cache).
    registered = await navigator.serviceWorker.register('/sw.js', {
      scope: '/',
      updateViaCache: 'none',
    });
  } catch {
    return null;
  }
  return whenActive(registered);
}

/** `registration` once it has an active worker; null if none is left installing. */
function whenActive(
  registration: ServiceWorkerRegistration,
): Promise<ServiceWorkerRegistration | null> {
  if (registration.active) return Promise.resolve(registration);
  const worker = registration.installing ?? registration.waiting;
  if (!worker) return Promise.resolve(null);
  return new Promise((resolve) => {
    const settle = () => {
      if (worker.state === 'activated') resolve(registration);
      // Dropped: its install failed (null), or a newer worker took its place (wait for that one).
      else if (worker.state === 'redundant') resolve(whenActive(registration));
      else return;
      worker.removeEventListener('statechange', settle);
    };
    worker.addEventListener('statechange', settle);
    settle();
  });
}
