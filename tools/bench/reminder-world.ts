import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  noticeDeliveries,
  noticeReminderDeliveries,
  pushSubscriptions,
} from '@tayori/api/db/schema';
import { loadVapidKeys } from '@tayori/api/platform/push/vapid';
import { buildNotice, buildNoticeGroup, deliverNotice } from '@tayori/api/test/notice-factories';
import { startPushStandIn } from '@tayori/api/test/push-stand-in';
import { benchSchool } from './bench-school';

/**
 * The reminder benches' school (docs/decisions/reminders.md), on a new PostgreSQL database: a
 * notice to `recipients` students, each with a device on the push services' stand-in (which
 * checks each VAPID signature and decrypts each message, as a push service would), `readShare`
 * of them having read it an hour ago.
 */
export async function reminderWorld(url: string, recipients: number, readShare: number) {
  const { database, db, school, editor, ids } = await benchSchool(url, recipients);
  const group = await buildNoticeGroup(db, { school, memberIds: ids });
  const notice = await buildNotice(db, { school, group, title: '面談日程の確認' });
  await deliverNotice(db, notice, ids);
  const readIds = ids.filter((_, i) => i < recipients * readShare);
  for (let i = 0; i < readIds.length; i += 5000)
    await db
      .update(noticeDeliveries)
      .set({ readAt: new Date(Date.now() - 3_600_000) })
      .where(
        and(
          eq(noticeDeliveries.noticeId, notice.id),
          inArray(noticeDeliveries.userId, readIds.slice(i, i + 5000)),
        ),
      );

  const stand = startPushStandIn();
  const keys = await loadVapidKeys(db, new Date());
  /** Whose device each endpoint is. */
  const userOf = new Map<string, string>();
  const devices = ids.map((userId) => {
    const s = stand.subscribe(keys.publicKey);
    userOf.set(s.endpoint, userId);
    return { userId, endpoint: s.endpoint, ...s.keys, deviceName: 'bench', createdAt: new Date() };
  });
  for (let i = 0; i < devices.length; i += 2000)
    await db.insert(pushSubscriptions).values(devices.slice(i, i + 2000));

  /** A reminder's deliveries still queued. */
  const queuedOf = async (reminderId: number) =>
    (
      await db
        .select({ n: sql<number>`count(*)::int` })
        .from(noticeReminderDeliveries)
        .where(
          and(
            eq(noticeReminderDeliveries.reminderId, reminderId),
            eq(noticeReminderDeliveries.state, 'queued'),
          ),
        )
    )[0]!.n;
  return { database, db, editor, ids, notice, readIds, stand, keys, userOf, queuedOf };
}

/** The by-hand reminder's call (「未読者に再通知」), as the read status sends it. */
export const remindRequest = (noticeId: number, token: string) => ({
  method: 'POST' as const,
  url: `/api/v1/schools/notices/read/${noticeId}/reminders`,
  headers: { authorization: `Bearer ${token}`, cookie: 'XSRF-TOKEN=b', 'x-xsrf-token': 'b' },
  payload: { channels: ['push'] },
});
