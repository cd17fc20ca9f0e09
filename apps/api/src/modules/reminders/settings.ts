import { asc, eq } from 'drizzle-orm';
import { reminderChannels, type ReminderSettings } from '@tayori/contract';
import type { Db } from '../../db/client';
import { reminderMutes } from '../../db/schema';
import { recordAudit } from '../../platform/data/audit';
import type { Principal } from '../../platform/identity/auth';

/**
 * A student's reminder settings (docs/decisions/reminders.md): the channels they take no reminder
 * by. An urgent reminder still comes by every channel: the school decides what cannot wait.
 */
export async function findReminderSettings(db: Db, p: Principal): Promise<ReminderSettings> {
  const rows = await db
    .select({ channel: reminderMutes.channel })
    .from(reminderMutes)
    .where(eq(reminderMutes.userId, p.userId))
    .orderBy(asc(reminderMutes.channel));
  return { muted: rows.map((r) => r.channel) };
}

export async function updateReminderSettings(
  db: Db,
  p: Principal,
  body: ReminderSettings,
  now: Date,
): Promise<ReminderSettings> {
  const muted = reminderChannels.filter((c) => body.muted.includes(c));
  await db.transaction(async (tx) => {
    await tx.delete(reminderMutes).where(eq(reminderMutes.userId, p.userId));
    if (muted.length > 0)
      await tx
        .insert(reminderMutes)
        .values(muted.map((channel) => ({ userId: p.userId, channel, createdAt: now })));
    await recordAudit(tx, {
      actorUserId: p.userId,
      action: 'update',
      entity: 'reminder-settings',
      entityId: p.userId,
      detail: { muted },
    });
  });
  return { muted };
}
