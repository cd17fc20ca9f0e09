import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pushSubscriptions } from '../../db/schema';
import {
  PushFailure,
  type PushMessage,
  type PushOptions,
  type PushSender,
} from '../../platform/push/port';

type Device = Pick<typeof pushSubscriptions.$inferSelect, 'id' | 'endpoint' | 'p256dh' | 'auth'>;

export interface PushedToDevices {
  /** Devices whose push service took the message. */
  sent: number;
  /** Devices whose subscription was gone (404/410): removed. */
  gone: number;
  /** The failures, temporary or not, with the push service's status. */
  failures: PushFailure[];
}

/**
 * Sends one message to a person's devices (docs/decisions/reminders.md): every device at once;
 * the ones that took it are stamped, the ones whose subscription is gone are removed, so the next
 * message does not try them again. The test notification and the reminders both send through it.
 */
export async function pushToDevices(
  db: Db,
  push: PushSender,
  devices: readonly Device[],
  message: PushMessage,
  o: PushOptions & { now: Date },
): Promise<PushedToDevices> {
  const outcomes = await Promise.allSettled(devices.map((d) => push.send(d, message, o)));
  const sent: string[] = [];
  const gone: string[] = [];
  const failures: PushFailure[] = [];
  outcomes.forEach((outcome, i) => {
    const id = devices[i]!.id;
    if (outcome.status === 'rejected')
      failures.push(
        outcome.reason instanceof PushFailure
          ? outcome.reason
          : new PushFailure(String(outcome.reason), null, true),
      );
    else if (outcome.value === 'sent') sent.push(id);
    else gone.push(id);
  });
  if (sent.length > 0)
    await db
      .update(pushSubscriptions)
      .set({ lastPushedAt: o.now })
      .where(inArray(pushSubscriptions.id, sent));
  if (gone.length > 0)
    await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone));
  return { sent: sent.length, gone: gone.length, failures };
}
