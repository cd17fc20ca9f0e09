import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { RosterGraduatesNamedIn } from '@tayori/contract';
import type { Db } from '../../db/client';
import {
  announceListMembers,
  announceLists,
  noticeGroupMembers,
  noticeGroups,
  rosterImportRows,
  users,
} from '../../db/schema';
import { personNameSql } from '../../platform/data/person-name';

/**
 * The notification groups and saved destination lists that name students a year update graduates
 * (docs/roster-import.md, 年度更新): a graduate's account is 利用停止, so a notice or mail to the
 * group no longer reaches them; the preview says which to tidy and who owns each list.
 */
export async function graduatesNamedIn(db: Db, importId: string): Promise<RosterGraduatesNamedIn> {
  const graduate = and(
    eq(rosterImportRows.importId, importId),
    eq(rosterImportRows.action, 'leaving'),
  );
  const userOfRow = sql`(${rosterImportRows.data} ->> 'userId')::uuid`;
  const count = sql<number>`count(*)::int`;
  const [groups, lists] = await Promise.all([
    db
      .select({ name: noticeGroups.name, count })
      .from(rosterImportRows)
      .innerJoin(noticeGroupMembers, eq(noticeGroupMembers.userId, userOfRow))
      .innerJoin(
        noticeGroups,
        and(eq(noticeGroups.id, noticeGroupMembers.groupId), isNull(noticeGroups.deletedAt)),
      )
      .where(graduate)
      .groupBy(noticeGroups.id, noticeGroups.name)
      .orderBy(asc(noticeGroups.name)),
    db
      .select({
        name: announceLists.name,
        ownerName: personNameSql(users),
        count,
      })
      .from(rosterImportRows)
      .innerJoin(announceListMembers, eq(announceListMembers.userId, userOfRow))
      .innerJoin(announceLists, eq(announceLists.id, announceListMembers.listId))
      .innerJoin(users, eq(users.id, announceLists.ownerUserId))
      .where(graduate)
      .groupBy(announceLists.id, announceLists.name, users.lastName, users.firstName)
      .orderBy(asc(announceLists.name)),
  ]);
  return { noticeGroups: groups, announceLists: lists };
}
