import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import { bigserialId, serialId, sortOrder, timestamptz, stamps } from './columns';
import { noticeGroups } from './notice-groups';
import { schoolRef } from './schools';
import { userRef } from './users';

/** Staff notices and their deliveries to students (spec 000 §3). */

export const noticeCategories = pgTable('notice_categories', {
  id: serialId(),
  name: text('name').notNull(),
  sortOrder: sortOrder(),
});

export const notices = pgTable(
  'notices',
  {
    id: bigserialId(),
    schoolId: schoolRef('school_id').notNull(),
    groupId: integer('group_id')
      .notNull()
      .references(() => noticeGroups.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => noticeCategories.id),
    title: text('title').notNull(),
    /** Sanitised HTML. */
    body: text('body').notNull(),
    important: boolean('important').notNull().default(false),
    /** false = draft; true = saved or reserved. */
    openStatus: boolean('open_status').notNull().default(false),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    /** 9999-12-31 means no end date. */
    endDate: date('end_date', { mode: 'string' }).notNull(),
    openedAt: timestamptz('opened_at'),
    deletedAt: timestamptz('deleted_at'),
    /**
     * How many notice_deliveries rows it has, and how many of them are read: kept with the rows
     * (set when it is delivered, +1 when a student's read_at goes from null to a time) so the staff
     * search never counts deliveries. Anything writing deliveries directly (demo seed, generator)
     * recounts with `recountNoticeDeliveries`.
     */
    deliveryCount: integer('delivery_count').notNull().default(0),
    readCount: integer('read_count').notNull().default(0),
    ...stamps,
  },
  (t) => [
    // The staff search (staff-notices/search.ts): per school, newest registration first (a backward
    // scan gives created_at desc, id desc), without the deleted; a page reads offset + limit entries
    // per school and the total counts index-only.
    index('notices_school_page_idx')
      .on(t.schoolId, t.createdAt, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('notices_group_idx').on(t.groupId),
  ],
);

export const noticeDeliveries = pgTable(
  'notice_deliveries',
  {
    noticeId: bigint('notice_id', { mode: 'number' })
      .notNull()
      .references(() => notices.id, { onDelete: 'cascade' }),
    userId: userRef('user_id').notNull(),
    readAt: timestamptz('read_at'),
    /**
     * The notice's start date, copied (deliver() writes it, updateNotice() moves it): a student's
     * notices come newest first straight from the index below, which stops at ten instead of
     * looking up and sorting every notice the student ever received.
     */
    startDate: date('start_date', { mode: 'string' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.noticeId, t.userId] }),
    // A student's reads scan only these indexes, backward (start_date, then notice id, newest
    // first; read_at in the key: index-only), never the table, whose rows for one student lie on
    // as many pages as they have notices.
    index('notice_deliveries_user_start_idx').on(t.userId, t.startDate, t.noticeId, t.readAt),
    // The unread panel and count read only a student's unread rows (most deliveries end up read).
    index('notice_deliveries_user_start_unread_idx')
      .on(t.userId, t.startDate, t.noticeId, t.readAt)
      .where(sql`${t.readAt} is null`),
  ],
);

/**
 * Sets every notice's delivery_count and read_count from its notice_deliveries rows. For code that
 * writes deliveries directly (demo seed, data generator); the API keeps the counts itself.
 */
export const recountNoticeDeliveriesSql = `update "notices" set "delivery_count" = c."delivered", "read_count" = c."read"
  from (select "notice_id", count(*)::int as "delivered", count("read_at")::int as "read" from "notice_deliveries" group by "notice_id") c
  where "notices"."id" = c."notice_id"`;
