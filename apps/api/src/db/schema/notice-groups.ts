import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
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
    ...stamps,
  },
  (t) => [uniqueIndex('notice_groups_school_name_uq').on(t.schoolId, t.name)],
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
