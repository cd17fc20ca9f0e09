/**
 * Registers the portal's service worker (src/sw/sw.ts, built to /sw.js) in a production build,
 * once the page has loaded: its install downloads the whole build for the precache, which must not
 * compete with the first screen. A development server has no /sw.js (and a worker there would
 * serve stale modules), and a browser without service workers (or a page served over plain HTTP
 * on a school network address, not a secure context) gets none.
 */
let registration: Promise<ServiceWorkerRegistration | null> | undefined;

/** Starts the registration after the load event; later calls change nothing. */
export function registerServiceWorker(): void {
  void serviceWorkerRegistration();
}

/**
 * The portal's service worker registration once a worker is active (what
 * `registration.pushManager.subscribe` needs), or null: in development, where the browser has no
 * service workers, or when the worker failed to install (its script or its precache could not be
 * downloaded; the browser tries again at the next load).
 */
export function serviceWorkerRegistration(): Promise<ServiceWorkerRegistration | null> {
  registration ??=
    import.meta.env.PROD && 'serviceWorker' in navigator
      ? afterLoad().then(register)
      : Promise.resolve(null);
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
