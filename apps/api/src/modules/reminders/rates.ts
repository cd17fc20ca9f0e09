import { and, asc, eq, ne } from 'drizzle-orm';
import { tokyoStartOf, type NoticeReadRates } from '@tayori/contract';
import type { Db } from '../../db/client';
import { courses, noticeDeliveries, noticeReminders, students } from '../../db/schema';
import { findVisibleNotice } from '../../domain/notices/visible';
import { publishedAtOf } from '../../domain/notices/published';
import type { Principal } from '../../platform/identity/auth';

const HOUR = 3_600_000;
/** The points of the first three days, in hours: the reads and reminders happen there. */
const EARLY_HOURS = [1, 2, 3, 6, 9, 12, 18, 24, 36, 48, 60, 72];
/** After them, one point a day, for at most this many days. */
const DAYS_MAX = 30;

/** The hours after publication where the chart has a point, up to `untilHours` (now, or the end). */
export function pointsUntil(untilHours: number): number[] {
  const points = EARLY_HOURS.filter((h) => h < untilHours);
  for (let h = 96; h < Math.min(untilHours, DAYS_MAX * 24); h += 24) points.push(h);
  points.push(Math.min(untilHours, DAYS_MAX * 24));
  return points;
}

/**
 * GET …/notices/read/{id}/rates (docs/decisions/reminders.md): how the read share grew after the
 * notice reached the portal — its start date's 00:00 in Tokyo, or its opening if later — whole or
 * per school year or course, with its reminders. Counted from each delivery's read time; a
 * school's notice has at most its students.
 */
export async function findReadRates(
  db: Db,
  p: Principal,
  id: number,
  o: { by: 'schoolYear' | 'course' | undefined; now: Date },
): Promise<NoticeReadRates> {
  const { notice } = await findVisibleNotice(db, p, id);
  const published = (publishedAtOf(notice) ?? tokyoStartOf(notice.startDate)).getTime();
  const [rows, reminders] = await Promise.all([
    db
      .select({
        readAt: noticeDeliveries.readAt,
        schoolYear: students.schoolYear,
        course: courses.name,
      })
      .from(noticeDeliveries)
      .leftJoin(students, eq(students.userId, noticeDeliveries.userId))
      .leftJoin(courses, eq(courses.id, students.courseId))
      .where(eq(noticeDeliveries.noticeId, notice.id)),
    db
      .select({ at: noticeReminders.dueAt, channels: noticeReminders.channels })
      .from(noticeReminders)
      .where(and(eq(noticeReminders.noticeId, notice.id), ne(noticeReminders.state, 'cancelled')))
      .orderBy(asc(noticeReminders.dueAt)),
  ]);
  const hours = pointsUntil(Math.max(1, Math.ceil((o.now.getTime() - published) / HOUR)));
  const groups = new Map<string, (Date | null)[]>();
  for (const r of rows) {
    const label = seriesOf(o.by, r);
    const reads = groups.get(label);
    if (reads) reads.push(r.readAt);
    else groups.set(label, [r.readAt]);
  }
  const series = [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b, 'ja'))
    .map(([label, reads]) => ({
      label,
      total: reads.length,
      read: hours.map(
        (h) => reads.filter((at) => at !== null && at.getTime() <= published + h * HOUR).length,
      ),
    }));
  return {
    publishedAt: new Date(published).toISOString(),
    hours,
    series,
    reminders: reminders.map((r) => ({ at: r.at.toISOString(), channels: r.channels })),
  };
}

/** Which series a recipient counts in: the whole, their school year, or their course. */
function seriesOf(
  by: 'schoolYear' | 'course' | undefined,
  r: { schoolYear: number | null; course: string | null },
): string {
  if (by === 'schoolYear')
    return r.schoolYear && r.schoolYear > 0 ? `${r.schoolYear}年` : '学年なし';
  if (by === 'course') return r.course ?? 'コースなし';
  return '全体';
}
