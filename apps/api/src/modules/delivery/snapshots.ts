import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  CONTACTABILITY_HISTORY_DAYS,
  PORTAL_RECENT_DAYS,
  contactableRate,
  nextTokyoHour,
  type ContactabilityDay,
} from '@tayori/contract';
import type { Db } from '../../db/client';
import { contactabilitySnapshots, schools } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { defineJob, startDailyJob, type Jobs } from '../../platform/jobs';
import { figuresOf, people, type Group } from './contactability-figures';

const DAY = 86_400_000;
/** When the day's snapshot is taken, in Tokyo: before the school day, after the night's mail. */
const SNAPSHOT_HOUR = 4;

/**
 * The board's rate over time (docs/decisions/delivery.md): once a day, every school's figures are
 * kept, a daily job of platform/jobs.ts (startDailyJob): a portal that was down at 04:00 takes the
 * snapshot when it is back.
 */
export const contactabilitySnapshotJob = defineJob({
  name: 'contactability-snapshot',
  payload: z.object({}),
  queue: { policy: 'short', retryLimit: 3, retryDelay: 60, expireInSeconds: 3600 },
});

/** The next 04:00 in Tokyo after `now`. */
export const nextSnapshotAt = (now: Date): Date => nextTokyoHour(now, SNAPSHOT_HOUR);

/** Keeps every school's figures of today (Tokyo), replacing a snapshot taken earlier today. */
export async function takeContactabilitySnapshots(db: Db, clock: Clock): Promise<number> {
  const now = clock.now();
  const since = new Date(now.getTime() - PORTAL_RECENT_DAYS * DAY);
  const all = await db.select({ id: schools.id }).from(schools).orderBy(schools.id);
  for (const school of all) {
    const rows = await Promise.all(
      (['STUDENT', 'STAFF'] as const satisfies Group[]).map(async (group) => {
        const f = await figuresOf(db, people(db, group, school.id, since));
        return {
          schoolId: school.id,
          day: clock.today(),
          userType: group,
          total: f.total,
          portalRecent: f.portalRecent,
          mailSuppressed: f.mailSuppressed,
          phoneOnFile: f.phoneOnFile,
          unreachable: f.unreachable,
          takenAt: now,
        };
      }),
    );
    await db
      .insert(contactabilitySnapshots)
      .values(rows)
      .onConflictDoUpdate({
        target: [
          contactabilitySnapshots.schoolId,
          contactabilitySnapshots.userType,
          contactabilitySnapshots.day,
        ],
        set: {
          total: sql`excluded.total`,
          portalRecent: sql`excluded.portal_recent`,
          mailSuppressed: sql`excluded.mail_suppressed`,
          phoneOnFile: sql`excluded.phone_on_file`,
          unreachable: sql`excluded.unreachable`,
          takenAt: sql`excluded.taken_at`,
        },
      });
  }
  return all.length;
}

/** The school's days with a snapshot within CONTACTABILITY_HISTORY_DAYS of today, oldest first. */
export async function contactabilityHistory(
  db: Db,
  schoolId: number,
  today: string,
): Promise<ContactabilityDay[]> {
  const rows = await db
    .select()
    .from(contactabilitySnapshots)
    .where(
      and(
        eq(contactabilitySnapshots.schoolId, schoolId),
        gt(contactabilitySnapshots.day, sql`${today}::date - ${CONTACTABILITY_HISTORY_DAYS}::int`),
      ),
    )
    .orderBy(asc(contactabilitySnapshots.day));
  const days = new Map<string, ContactabilityDay>();
  for (const r of rows) {
    const day = days.get(r.day) ?? {
      day: r.day,
      studentRate: 100,
      studentUnreachable: 0,
      staffRate: 100,
      staffUnreachable: 0,
    };
    const rate = contactableRate(r.total, r.unreachable);
    if (r.userType === 'STUDENT')
      Object.assign(day, { studentRate: rate, studentUnreachable: r.unreachable });
    else Object.assign(day, { staffRate: rate, staffUnreachable: r.unreachable });
    days.set(r.day, day);
  }
  return [...days.values()];
}

/** This instance's worker of the daily snapshot (job-workers.ts), and the first of the chain. */
export async function startContactabilitySnapshots(
  jobs: Jobs,
  { db, clock }: { db: Db; clock: Clock },
): Promise<void> {
  await startDailyJob(jobs, contactabilitySnapshotJob, nextSnapshotAt, () =>
    takeContactabilitySnapshots(db, clock),
  );
}
