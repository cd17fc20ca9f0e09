import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody, PUSH_DEVICES_MAX, PushDevice, PushSettings, messages } from '@tayori/contract';
import { auditLog, pushSubscriptions } from '../../db/schema';
import { loadVapidKeys } from '../../platform/push/vapid';
import { buildStudent } from '../../../test/factories';
import { suiteWorld, type TestContext } from '../../../test/harness';
import { startPushStandIn } from '../../../test/push-stand-in';

const pushService = startPushStandIn();
let t: TestContext;
suiteWorld(
  async () => undefined,
  (built) => (t = built.t),
  { pushFetch: pushService.fetch },
);

let publicKey: string;
beforeAll(async () => {
  const student = await buildStudent(t.db);
  publicKey = PushSettings.parse(
    (
      await t.call({
        method: 'GET',
        url: '/api/v1/users/push',
        token: await t.tokenFor(student.id),
      })
    ).json(),
  ).publicKey;
});

/** A student, signed in, and what their browser's pushManager.subscribe would give. */
async function studentWithBrowser() {
  const student = await buildStudent(t.db);
  const token = await t.tokenFor(student.id);
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown) =>
    t.call({ method, url, token, body });
  return { student, call, browser: () => pushService.subscribe(publicKey) };
}

const devicesOf = async (userId: string) =>
  t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));

describe('a student’s devices for Web Push', () => {
  it('adds a device, lists it, sends it a test notification the push service decrypts', async () => {
    const { student, call, browser } = await studentWithBrowser();
    expect(PushSettings.parse((await call('GET', '/api/v1/users/push')).json())).toEqual({
      publicKey,
      devices: [],
    });
    // A P-256 public key (65 bytes) as base64url: 87 characters.
    expect(publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    const subscription = browser();
    const added = await call('POST', '/api/v1/users/push/devices', {
      ...subscription,
      deviceName: 'Chrome（Android）',
    });
    expect(added.statusCode, added.body).toBe(200);
    const device = PushDevice.parse(added.json());
    expect(device).toMatchObject({ deviceName: 'Chrome（Android）', lastPushedAt: null });
    const listed = PushSettings.parse((await call('GET', '/api/v1/users/push')).json());
    expect(listed.devices).toEqual([device]);

    const test = await call('POST', '/api/v1/users/push/test');
    expect(test.json()).toEqual({ sent: 1 });
    expect(pushService.messagesOf(subscription.endpoint)).toEqual([
      expect.objectContaining({
        message: {
          title: messages.push_test_title,
          body: messages.push_test_body,
          url: '/profile',
          tag: 'tayori-test',
        },
        urgency: 'normal',
        ttl: 86_400,
        topic: 'tayori-test',
      }),
    ]);
    expect((await devicesOf(student.id))[0]!.lastPushedAt).not.toBeNull();
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'push-device'), eq(auditLog.entityId, device.deviceId)));
    expect(audited.map((a) => a.action)).toEqual(['create']);
  });

  it('removes its own device, never another student’s', async () => {
    const mine = await studentWithBrowser();
    const other = await studentWithBrowser();
    const device = PushDevice.parse(
      (
        await mine.call('POST', '/api/v1/users/push/devices', {
          ...mine.browser(),
          deviceName: 'PC',
        })
      ).json(),
    );
    const url = `/api/v1/users/push/devices/${device.deviceId}`;
    expect((await other.call('DELETE', url)).statusCode).toBe(404);
    expect(await devicesOf(mine.student.id)).toHaveLength(1);
    expect((await mine.call('DELETE', url)).json()).toEqual({ deviceId: device.deviceId });
    expect(await devicesOf(mine.student.id)).toEqual([]);
    expect((await mine.call('DELETE', url)).statusCode).toBe(404);
  });

  it('moves a device to the student who subscribes on it next, with the new keys', async () => {
    const first = await studentWithBrowser();
    const second = await studentWithBrowser();
    const subscription = first.browser();
    await first.call('POST', '/api/v1/users/push/devices', {
      ...subscription,
      deviceName: '共用PC',
    });
    const again = await second.call('POST', '/api/v1/users/push/devices', {
      ...subscription,
      deviceName: '共用PC',
    });
    expect(again.statusCode).toBe(200);
    expect(await devicesOf(first.student.id)).toEqual([]);
    expect(await devicesOf(second.student.id)).toHaveLength(1);
  });

  it('removes a device whose subscription is gone (410), and keeps one that failed for now', async () => {
    const { student, call, browser } = await studentWithBrowser();
    const gone = browser();
    const busy = browser();
    for (const s of [gone, busy])
      await call('POST', '/api/v1/users/push/devices', { ...s, deviceName: 'スマホ' });
    pushService.answer(gone.endpoint, 410);
    pushService.answer(busy.endpoint, 429);
    expect((await call('POST', '/api/v1/users/push/test')).json()).toEqual({ sent: 0 });
    expect((await devicesOf(student.id)).map((d) => d.endpoint)).toEqual([busy.endpoint]);
  });

  it('refuses what a push service would not be, and keys of the wrong size; nothing is kept', async () => {
    const { student, call, browser } = await studentWithBrowser();
    const good = browser();
    const refusal = async (body: unknown) => {
      const res = await call('POST', '/api/v1/users/push/devices', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      return ErrorBody.parse(res.json()).fields;
    };
    const withEndpoint = (endpoint: string) => ({ ...good, endpoint, deviceName: 'x' });
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/x',
      'https://fcm.googleapis.com:8443/fcm/send/x',
      'https://user@fcm.googleapis.com/fcm/send/x',
      'javascript:alert(1)',
      `https://fcm.googleapis.com/${'x'.repeat(1100)}`,
    ])
      expect(await refusal(withEndpoint(endpoint))).toEqual({
        endpoint: messages.push_endpoint_invalid,
      });
    for (const endpoint of [
      'https://127.0.0.1/push',
      'https://[::1]/push',
      'https://10.0.0.5/push',
      'https://metadata.google.internal/computeMetadata',
      'https://fcm.googleapis.com.evil.example/x',
      'https://notify.windows.com/x',
    ])
      expect(await refusal(withEndpoint(endpoint))).toEqual({
        endpoint: messages.push_endpoint_not_allowed,
      });
    // The Edge push service's hosts are subdomains of notify.windows.com.
    const wns = await call('POST', '/api/v1/users/push/devices', {
      ...withEndpoint('https://wns2-par02p.notify.windows.com/w/?token=abc'),
    });
    expect(wns.statusCode).toBe(200);

    const keys = good.keys;
    for (const wrong of [
      { ...keys, p256dh: keys.p256dh.slice(1) },
      { ...keys, p256dh: `${keys.p256dh}AAAA` },
      { ...keys, auth: `${keys.auth}${keys.auth}` },
      { ...keys, auth: 'not base64url!!!!!!!!!' },
    ])
      expect(await refusal({ ...good, keys: wrong, deviceName: 'x' })).toMatchObject({
        [wrong.p256dh === keys.p256dh ? 'keys.auth' : 'keys.p256dh']: messages.push_key_invalid,
      });
    expect(await devicesOf(student.id)).toHaveLength(1);
  });

  it(`keeps at most ${PUSH_DEVICES_MAX} devices a student; renewing one of them is no new one`, async () => {
    const { student, call, browser } = await studentWithBrowser();
    const first = browser();
    await call('POST', '/api/v1/users/push/devices', { ...first, deviceName: '1' });
    for (let i = 1; i < PUSH_DEVICES_MAX; i++)
      await call('POST', '/api/v1/users/push/devices', { ...browser(), deviceName: String(i + 1) });
    const over = await call('POST', '/api/v1/users/push/devices', {
      ...browser(),
      deviceName: 'x',
    });
    expect(ErrorBody.parse(over.json()).fields).toEqual({
      endpoint: messages.push_devices_max,
    });
    const renewed = await call('POST', '/api/v1/users/push/devices', { ...first, deviceName: '1' });
    expect(renewed.statusCode).toBe(200);
    expect(await devicesOf(student.id)).toHaveLength(PUSH_DEVICES_MAX);
  });

  it('keeps one VAPID key pair for every instance and restart', async () => {
    const again = await loadVapidKeys(t.db, new Date());
    expect(again.publicKey).toBe(publicKey);
  });
});
