import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { noticeGroups, notices, schools } from '../../db/schema';
import { notFound } from '../../platform/http/errors';
import type { Principal } from '../../platform/identity/auth';
import { inReachableSchool } from '../schools/reach';

/**
 * The one reach of a notice for staff (spec 000 §4): what its detail, edit, read status and
 * reminders start from, so a reminder reaches exactly the notices their screens show.
 */

/** A notice the caller may see (not deleted, in a reachable school), or a 404. */
export async function findVisibleNotice(db: Db, p: Principal, id: number) {
  const [row] = await db
    .select({
      notice: notices,
      groupName: noticeGroups.name,
      extendedSchoolCode: schools.extendedSchoolCode,
      schoolName: schools.name,
    })
    .from(notices)
    .innerJoin(noticeGroups, eq(noticeGroups.id, notices.groupId))
    .innerJoin(schools, eq(schools.id, notices.schoolId))
    .where(
      and(
        eq(notices.id, id),
        isNull(notices.deletedAt),
        inReachableSchool(db, p, notices.schoolId),
      ),
    )
    .limit(1);
  if (!row) throw notFound();
  return row;
}
