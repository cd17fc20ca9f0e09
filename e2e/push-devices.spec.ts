import { expect, shotsDir, test } from './fixtures';

/**
 * A student's devices for Web Push (docs/decisions/reminders.md), from the profile: turned on with
 * a press (the permission asked then), listed with this device marked, tried, removed. Chromium
 * here cannot reach a real push service to subscribe, so the browser's PushManager is replaced by
 * one that answers as Chrome's does (an FCM endpoint, a fresh P-256 key and auth secret); the
 * portal checks and keeps what it is given as it would a real one. Its test push then finds no
 * push service either, and says so.
 */

const SHOTS = shotsDir('push');

test.use({ role: 'student', serviceWorkers: 'allow' });

test.beforeEach(async ({ context }) => {
  await context.grantPermissions(['notifications']);
  await context.addInitScript(() => {
    const b64url = (bytes: ArrayBuffer) =>
      btoa(String.fromCharCode(...new Uint8Array(bytes)))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
    let current: PushSubscription | null = null;
    const make = async (options: PushSubscriptionOptionsInit) => {
      const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, [
        'deriveBits',
      ]);
      const p256dh = b64url(await crypto.subtle.exportKey('raw', pair.publicKey));
      const auth = b64url(crypto.getRandomValues(new Uint8Array(16)).buffer);
      const endpoint = `https://fcm.googleapis.com/fcm/send/e2e-${crypto.randomUUID()}`;
      const subscription = {
        endpoint,
        options: { applicationServerKey: options.applicationServerKey, userVisibleOnly: true },
        toJSON: () => ({ endpoint, keys: { p256dh, auth } }),
        unsubscribe: async () => {
          current = null;
          return true;
        },
      };
      return subscription as unknown as PushSubscription;
    };
    PushManager.prototype.subscribe = async function (options) {
      current = await make(options ?? {});
      return current;
    };
    PushManager.prototype.getSubscription = async () => current;
  });
});

test('turned on, listed as this device, tried, and removed', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/profile');
  const section = page.getByRole('region', { name: '通知を受け取る端末' });
  await expect(section.getByText('通知を受け取る端末はありません。')).toBeVisible({
    timeout: 30_000,
  });
  await section.getByRole('button', { name: 'この端末で通知を受け取る' }).click();
  const list = section.getByRole('list', { name: '通知を受け取る端末の一覧' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('listitem')).toContainText(/Chrome（(Windows|Linux)）この端末/);
  await expect(list.getByRole('listitem')).toContainText(
    /追加：\d{4}\/\d{2}\/\d{2}・最後の通知：なし/,
  );
  await expect(section.getByRole('button', { name: 'この端末で通知を受け取る' })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/profile-push-360.png`, fullPage: true });

  // No push service answers on this machine: the test says it could not send.
  await section.getByRole('button', { name: 'テスト通知を送る' }).click();
  await expect(page.getByText(/テスト通知を送れませんでした。/)).toBeVisible({ timeout: 20_000 });

  await list.getByRole('button', { name: '削除' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '削除' }).click();
  await expect(page.getByText('削除しました。')).toBeVisible();
  await expect(section.getByText('通知を受け取る端末はありません。')).toBeVisible();
  await expect(section.getByRole('button', { name: 'この端末で通知を受け取る' })).toBeVisible();
});

test('reminders by mail turned off, kept after a reload', async ({ page }) => {
  await page.goto('/profile');
  const section = page.getByRole('region', { name: '再通知の受け取り方' });
  const mail = section.getByRole('switch', { name: 'メールで受け取る' });
  await expect(mail).toBeChecked({ timeout: 30_000 });
  await mail.click();
  await expect(page.getByText('保存しました。')).toBeVisible();
  await page.reload();
  await expect(section.getByRole('switch', { name: 'メールで受け取る' })).not.toBeChecked({
    timeout: 30_000,
  });
  await expect(section.getByRole('switch', { name: 'プッシュ通知で受け取る' })).toBeChecked();
  // Back on, as the demo student was.
  await section.getByRole('switch', { name: 'メールで受け取る' }).click();
  await expect(section.getByRole('switch', { name: 'メールで受け取る' })).toBeChecked();
});

test.describe('as staff', () => {
  test.use({ role: 'schoolEditor' });
  test('the profile has no devices: only students receive notices', async ({ page }) => {
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'プロフィール' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole('region', { name: '通知を受け取る端末' })).toHaveCount(0);
  });
});
