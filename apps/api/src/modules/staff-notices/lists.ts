import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { NoticeCategoryList, NoticeDestination } from '@tayori/contract';
import type { Db } from '../../db/client';
import { selectVisibleGroups } from '../../domain/notices/groups';
import {
  noticeCategories,
  noticeGroupMembers,
  noticeGroups,
  schools,
  students,
  users,
} from '../../db/schema';
import type { Principal } from '../../platform/identity/auth';
import { receivesDeliveries } from '../../domain/students/recipients';

export async function findNoticeCategories(
  db: Db,
): Promise<NoticeCategoryList['noticeCategoryList']> {
  return db
    .select({ noticeCategoryId: noticeCategories.id, noticeCategoryName: noticeCategories.name })
    .from(noticeCategories)
    .orderBy(asc(noticeCategories.sortOrder), asc(noticeCategories.id));
}

/**
 * The notification groups the caller may address, with member and careful counts: the members
 * who would receive a notice opened now (domain/students/recipients.ts).
 */
export async function findDestinations(
  db: Db,
  p: Principal,
  extendedSchoolCode?: string,
): Promise<NoticeDestination[]> {
  const groups = await selectVisibleGroups(
    db,
    p,
    {
      noticeGroupId: noticeGroups.id,
      noticeGroupName: noticeGroups.name,
      extendedSchoolCode: schools.extendedSchoolCode,
      schoolName: schools.name,
    },
    extendedSchoolCode ? eq(schools.extendedSchoolCode, extendedSchoolCode) : undefined,
  ).orderBy(asc(schools.sortOrder), asc(schools.extendedSchoolCode), asc(noticeGroups.name));
  if (groups.length === 0) return [];
  const counts = await db
    .select({
      groupId: noticeGroupMembers.groupId,
      memberCount: count(),
      carefulCount: sql<number>`count(*) filter (where ${students.isCareful})`.mapWith(Number),
    })
    .from(noticeGroupMembers)
    .innerJoin(users, eq(users.id, noticeGroupMembers.userId))
    .innerJoin(students, eq(students.userId, noticeGroupMembers.userId))
    .where(
      and(
        inArray(
          noticeGroupMembers.groupId,
          groups.map((g) => g.noticeGroupId),
        ),
        receivesDeliveries,
      ),
    )
    .groupBy(noticeGroupMembers.groupId);
  const byGroup = new Map(counts.map(({ groupId, ...c }) => [groupId, c]));
  return groups.map((g) => ({
    ...g,
    ...(byGroup.get(g.noticeGroupId) ?? { memberCount: 0, carefulCount: 0 }),
  }));
}
