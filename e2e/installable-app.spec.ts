import type { APIResponse, BrowserContext, Page } from '@playwright/test';
import { brandColors } from '@tayori/contract';
import { expect, test } from './fixtures';

/**
 * The portal as an installable web app (docs/decisions/web-foundation.md): the web app manifest and
 * its icons, the service worker that keeps the app shell for offline use and updates itself with a
 * new build, and its Web Push notifications. Each test has a browser context of its own, so a
 * worker never outlives its test.
 */
test.use({ role: 'student', serviceWorkers: 'allow' });

/** Width and height of a PNG, from its IHDR chunk (PNG spec §11.2.2), after checking its signature. */
function pngSize(body: Buffer): { width: number; height: number } {
  expect(body.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(body.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

async function expectPng(res: APIResponse, size: number) {
  expect(res.status(), res.url()).toBe(200);
  expect(res.headers()['content-type'], res.url()).toBe('image/png');
  expect(pngSize(await res.body()), res.url()).toEqual({ width: size, height: size });
}

/** Opens /home and waits until the service worker has installed (precache done) and controls it. */
async function openControlledHome(page: Page) {
  await page.goto('/home');
  await expect(page.getByRole('link', { name: /^未読のお知らせ/ })).toBeVisible();
  // The worker registers after the load event and claims the page once its precache is in.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
    timeout: 30_000,
  });
}

interface ShownNotification {
  title: string;
  body: string;
  tag: string;
  icon: string;
  badge: string;
  lang: string;
  data: unknown;
}

/** The notifications the portal's worker shows now. */
function shownNotifications(page: Page): Promise<ShownNotification[]> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      icon: n.icon,
      badge: n.badge,
      lang: n.lang,
      data: n.data as unknown,
    }));
  });
}

/**
 * Delivers a push message to the portal's worker as a push service would, through Chromium's
 * DevTools protocol (`ServiceWorker.deliverPushMessage`: no push service is reachable from here).
 */
async function pushTo(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => !r.isDeleted && new URL(r.scopeURL).pathname === '/');
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const id = await registrationId;
  const origin = new URL(page.url()).origin;
  return (data: string) =>
    cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: id, data });
}

test('the manifest names the portal in Japanese and its icons are PNGs of their sizes', async ({
  page,
  request,
}) => {
  const res = await request.get('/manifest.webmanifest');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  expect(res.headers()['cache-control']).toBe('no-cache');
  const manifest = (await res.json()) as {
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  } & Record<string, unknown>;
  expect(manifest).toMatchObject({
    name: expect.stringMatching(/^Tayori/),
    short_name: 'Tayori',
    description: expect.stringMatching(/[\u3040-\u30ff\u4e00-\u9fff]/),
    lang: 'ja',
    start_url: '/home',
    scope: '/',
    display: 'standalone',
    theme_color: brandColors.primary,
    background_color: brandColors.background,
  });
  const sizes = manifest.icons.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`);
  expect(sizes).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const icon of manifest.icons) {
    expect(icon.type).toBe('image/png');
    await expectPng(await request.get(icon.src), Number(icon.sizes.split('x')[0]));
  }

  await page.goto('/lock');
  const head = page.locator('head');
  await expect(head.locator('link[rel="manifest"]')).toHaveAttribute(
    'href',
    '/manifest.webmanifest',
  );
  await expect(head.locator('meta[name="theme-color"]')).toHaveAttribute(
    'content',
    brandColors.primary,
  );
  const appleIcon = await head.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  await expectPng(await request.get(appleIcon!), 180);
});

test('the service worker is revalidated on every fetch, and the CSP lets the page load it', async ({
  page,
}) => {
  const doc = await page.goto('/lock');
  const csp = doc!.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("worker-src 'self'");
  expect(csp).toContain("manifest-src 'self'");
  for (const encoding of ['br', 'identity']) {
    const sw = await page.request.get('/sw.js', { headers: { 'accept-encoding': encoding } });
    expect(sw.status()).toBe(200);
    expect(sw.headers()['content-type']).toMatch(/javascript/);
    // The pre-compressed copy (scripts/precompress.mjs) is sent with the same header.
    expect(sw.headers()['content-encoding'] ?? 'identity').toBe(encoding);
    expect(sw.headers()['cache-control'], encoding).toBe('no-cache');
  }
});

test('the service worker controls the portal, which opens offline and says it is offline', async ({
  page,
  context,
}) => {
  await openControlledHome(page);
  expect(context.serviceWorkers().map((w) => new URL(w.url()).pathname)).toEqual(['/sw.js']);

  await context.setOffline(true);
  await page.reload();
  // The shell comes from the worker; the signed-in check (GET /api/v1/me) cannot reach the server,
  // and the error screen, inside the portal's header, says why.
  await expect(page.getByRole('banner')).toContainText('Tayori');
  await expect(page.getByRole('heading', { name: 'エラー' })).toBeVisible();
  await expect(
    page.getByText('オフラインです。接続を確認してから、もう一度お試しください。'),
  ).toBeVisible();

  // Another screen (its lazy chunk included) opens offline too, straight from a navigation.
  await page.goto('/notice-list');
  await expect(
    page.getByText('オフラインです。接続を確認してから、もう一度お試しください。'),
  ).toBeVisible();

  // Back online, the portal works as before.
  await context.setOffline(false);
  await page.goto('/home');
  await expect(page.getByRole('link', { name: /^未読のお知らせ/ })).toBeVisible();
});

test('the API, the IdP, the dev tools and the health check are never answered from the worker', async ({
  page,
}) => {
  await openControlledHome(page);
  // A reload under the worker: the document and its scripts come through it, the calls do not.
  const calls: { url: string; fromWorker: boolean }[] = [];
  page.on('response', (res) => {
    const { pathname } = new URL(res.url());
    if (/^\/(api|idp|dev)\//.test(pathname))
      calls.push({ url: pathname, fromWorker: res.fromServiceWorker() });
  });
  const doc = await page.reload();
  expect(doc!.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('link', { name: /^未読のお知らせ/ })).toBeVisible();
  expect(calls.length).toBeGreaterThan(0);
  expect(calls.filter((c) => c.fromWorker)).toEqual([]);
  // Chromium's static routing sends them to the network without starting the worker at all.
  const routed = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((e) => new URL(e.name).pathname.startsWith('/api/'))
      .map(
        (e) =>
          (e as PerformanceResourceTiming & { workerMatchedSourceType?: string })
            .workerMatchedSourceType,
      ),
  );
  expect(routed.length).toBeGreaterThan(0);
  expect(new Set(routed)).toEqual(new Set(['network']));
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      urls.push(...(await cache.keys()).map((r) => new URL(r.url).pathname));
    }
    return urls;
  });
  expect(cached).toContain('/index.html');
  expect(cached.filter((url) => /^\/(api|idp|dev|contents)\//.test(url))).toEqual([]);

  // Opened as pages, the server's own paths get the server's answer, never the app shell.
  for (const path of ['/idp/.well-known/openid-configuration', '/dev/outbox', '/healthz']) {
    const res = await page.goto(path);
    expect(res!.fromServiceWorker(), path).toBe(false);
    expect(await res!.text(), path).not.toContain('<div id="root">');
  }
});

test('a new build’s worker takes over the open portal, and navigations get the new build', async ({
  page,
}) => {
  await openControlledHome(page);
  // A new build's worker: registering another script URL for the scope installs it as an update
  // would (the browser compares bytes only for the same URL).
  const replaced = await page.evaluate(async () => {
    const before = navigator.serviceWorker.controller;
    const changed = new Promise<void>((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), {
        once: true,
      }),
    );
    const registration = await navigator.serviceWorker.register('/sw.js?next-build', {
      scope: '/',
    });
    await changed;
    return {
      replaced: before !== navigator.serviceWorker.controller,
      waiting: registration.waiting,
      active: registration.active?.scriptURL,
    };
  });
  expect(replaced).toEqual({
    replaced: true,
    waiting: null,
    active: expect.stringMatching(/\/sw\.js\?next-build$/),
  });

  // Navigations still ask the server first (the new build's index.html names its new assets): the
  // page's document is a newer answer than the precached copy. Date has a one-second resolution.
  const precached = await page.evaluate(async () => {
    const shell = await caches.match('/index.html', { ignoreSearch: true });
    return Date.parse(shell?.headers.get('date') ?? '');
  });
  expect(precached).not.toBeNaN();
  await page.waitForTimeout(Math.max(0, precached + 1_100 - Date.now()));
  const doc = await page.reload();
  expect(doc!.fromServiceWorker()).toBe(true);
  expect(Date.parse(doc!.headers()['date'] ?? '')).toBeGreaterThan(precached);
});

test.describe('push notifications', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.grantPermissions(['notifications'], { origin: baseURL });
  });

  test('a push shows its title and body, and a click opens its path in the portal', async ({
    page,
    context,
  }) => {
    await openControlledHome(page);
    const push = await pushTo(context, page);
    await push(
      JSON.stringify({
        title: '休講のお知らせ',
        body: '明日の3限は休講です。',
        url: '/notice-list',
        tag: 'notice-1',
      }),
    );
    await expect
      .poll(() => shownNotifications(page))
      .toEqual([
        {
          title: '休講のお知らせ',
          body: '明日の3限は休講です。',
          tag: 'notice-1',
          icon: expect.stringMatching(/\/icons\/icon-192\.png$/),
          badge: expect.stringMatching(/\/icons\/badge-96\.png$/),
          lang: 'ja',
          data: { url: '/notice-list' },
        },
      ]);

    // No browser UI to click here: the worker gets the click event a browser would dispatch.
    const [worker] = context.serviceWorkers();
    await worker!.evaluate(async () => {
      // This runs in the worker; the file is typed for pages, which have neither of these.
      const scope = self as unknown as {
        registration: ServiceWorkerRegistration;
        NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
      };
      const [notification] = await scope.registration.getNotifications();
      self.dispatchEvent(
        new scope.NotificationEvent('notificationclick', { notification: notification! }),
      );
    });
    await expect(page).toHaveURL(/\/notice-list$/);
    await expect(page.getByRole('heading', { name: 'お知らせ一覧' })).toBeVisible();
    await expect.poll(() => shownNotifications(page)).toEqual([]);
  });

  test('a push that is not a notice shows the generic one, and a foreign link leads home', async ({
    page,
    context,
  }) => {
    await openControlledHome(page);
    const push = await pushTo(context, page);
    await push('not json');
    await expect
      .poll(async () => (await shownNotifications(page)).map((n) => [n.title, n.data]))
      .toEqual([['Tayoriからのお知らせがあります', { url: '/home' }]]);

    await push(JSON.stringify({ title: '案内', body: '本文', url: 'https://evil.example/' }));
    await expect
      .poll(async () => (await shownNotifications(page)).map((n) => [n.title, n.data]))
      .toContainEqual(['案内', { url: '/home' }]);
  });
});
