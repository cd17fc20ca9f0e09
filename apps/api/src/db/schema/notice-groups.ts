import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { stamps } from './columns';
import { schools } from './schools';
import { users } from './users';

/** Notification groups (spec 001 §2, §3). */

/** Notification groups: named sets of students that notices are addressed to. */
export const noticeGroups = pgTable(
  'notice_groups',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    name: text('name').notNull(),
    seq: integer('seq').notNull().default(1),
    /**
     * A deleted group is retired, not erased (docs/decisions/notice-groups.md): notices sent to it
     * keep their deliveries and show its name; lists, pickers and its detail no longer see it, and
     * its name is free again.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
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
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.userId] }),
    index('notice_group_members_user_idx').on(t.userId),
  ],
);
