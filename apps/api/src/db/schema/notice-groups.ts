import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { serialId, timestamptz, stamps } from './columns';
import { schoolRef } from './schools';
import { userRef } from './users';

/** Notification groups (spec 001 §2, §3). */

/** Notification groups: named sets of students that notices are addressed to. */
export const noticeGroups = pgTable(
  'notice_groups',
  {
    id: serialId(),
    schoolId: schoolRef('school_id').notNull(),
    name: text('name').notNull(),
    /**
     * A deleted group is retired, not erased (docs/decisions/notice-groups.md): notices sent to it
     * keep their deliveries and show its name; lists, pickers and its detail no longer see it, and
     * its name is free again.
     */
    deletedAt: timestamptz('deleted_at'),
    ...stamps,
  },
  (t) => [
    uniqueIndex('notice_groups_school_name_uq')
      .on(t.schoolId, t.name)
      .where(sql`${t.deletedAt} is null`),
    // The list screen: newest first per school, without the retired.
    index('notice_groups_school_page_idx')
      .on(t.schoolId, t.createdAt, t.id)
      .where(sql`${t.deletedAt} is null`),
  ],
);

export const noticeGroupMembers = pgTable(
  'notice_group_members',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => noticeGroups.id, { onDelete: 'cascade' }),
    userId: userRef('user_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.userId] }),
    index('notice_group_members_user_idx').on(t.userId),
  ],
);
