import { and, asc, count, eq } from 'drizzle-orm';
import {
  PUSH_DEVICES_MAX,
  messages,
  type PushDevice,
  type PushSettings,
  type PushSubscriptionBody,
} from '@tayori/contract';
import type { Db } from '../../db/client';
import { pushSubscriptions } from '../../db/schema';
import { recordAudit } from '../../platform/data/audit';
import { notFound, validationError } from '../../platform/http/errors';
import type { Principal } from '../../platform/identity/auth';
import { pushEndpointProblem } from '../../platform/push/endpoint-policy';
import type { PushSender } from '../../platform/push/port';
import { pushToDevices } from '../../domain/push/deliver';

/**
 * A student's devices that receive push notifications (docs/decisions/reminders.md): listed with
 * the portal's VAPID public key, added from the app's opt-in, removed from the list, tried with a
 * test notification. Every change is audited.
 */

type Row = typeof pushSubscriptions.$inferSelect;

const deviceOf = (r: Row): PushDevice => ({
  deviceId: r.id,
  deviceName: r.deviceName,
  endpoint: r.endpoint,
  createdAt: r.createdAt.toISOString(),
  lastPushedAt: r.lastPushedAt?.toISOString() ?? null,
});

const devicesOf = (db: Db, userId: string) =>
  db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.createdAt), asc(pushSubscriptions.id));

export async function findPushSettings(
  db: Db,
  p: Principal,
  publicKey: string,
): Promise<PushSettings> {
  return { publicKey, devices: (await devicesOf(db, p.userId)).map(deviceOf) };
}

/**
 * Adds the device, or renews it: a browser subscribing again keeps its endpoint with new keys, and
 * a browser another account used on the same device moves to this one (the endpoint is the
 * device's, and a push must not reach the account that left it).
 */
export async function addPushDevice(
  db: Db,
  p: Principal,
  body: PushSubscriptionBody,
  o: { allowedHosts: readonly string[]; now: Date },
): Promise<PushDevice> {
  const problem = pushEndpointProblem(body.endpoint, o.allowedHosts);
  if (problem) throw validationError({ endpoint: problem });
  return db.transaction(async (tx) => {
    const [held] = await tx
      .select({ n: count() })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, p.userId));
    const [mine] = await tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(
        and(eq(pushSubscriptions.userId, p.userId), eq(pushSubscriptions.endpoint, body.endpoint)),
      );
    if (!mine && held!.n >= PUSH_DEVICES_MAX)
      throw validationError({ endpoint: messages.push_devices_max });
    const values = {
      userId: p.userId,
      endpoint: body.endpoint,
      p256dh: body.keys.p256dh,
      auth: body.keys.auth,
      deviceName: body.deviceName,
      createdAt: o.now,
    };
    const [row] = await tx
      .insert(pushSubscriptions)
      .values(values)
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: {
          userId: p.userId,
          p256dh: values.p256dh,
          auth: values.auth,
          deviceName: values.deviceName,
        },
      })
      .returning();
    await recordAudit(tx, {
      actorUserId: p.userId,
      action: mine ? 'update' : 'create',
      entity: 'push-device',
      entityId: row!.id,
      detail: { deviceName: row!.deviceName },
    });
    return deviceOf(row!);
  });
}

export async function removePushDevice(db: Db, p: Principal, deviceId: string) {
  return db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.id, deviceId), eq(pushSubscriptions.userId, p.userId)))
      .returning({ id: pushSubscriptions.id, deviceName: pushSubscriptions.deviceName });
    if (!gone) throw notFound();
    await recordAudit(tx, {
      actorUserId: p.userId,
      action: 'delete',
      entity: 'push-device',
      entityId: gone.id,
      detail: { deviceName: gone.deviceName },
    });
    return { deviceId: gone.id };
  });
}

/**
 * A test notification to each of the student's devices, opening their profile (where they add
 * and remove devices). Answers how many took it.
 */
export async function sendTestPush(db: Db, p: Principal, push: PushSender, now: Date) {
  const devices = await devicesOf(db, p.userId);
  const message = {
    title: messages.push_test_title,
    body: messages.push_test_body,
    url: '/profile',
    tag: 'tayori-test',
  };
  const { sent } = await pushToDevices(db, push, devices, message, { now });
  return { sent };
}
