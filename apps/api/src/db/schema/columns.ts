import { bigserial, integer, serial, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Columns that several tables share. */

/** A moment: the portal keeps every time as timestamptz (an instant, shown in Asia/Tokyo). */
export const timestamptz = <N extends string>(name: N) => timestamp(name, { withTimezone: true });

/** A table's own number, from its sequence. */
export const serialId = () => serial('id').primaryKey();

/** A table's own number for tables that grow past int4 (deliveries, logs, events). */
export const bigserialId = () => bigserial('id', { mode: 'number' }).primaryKey();

/** When the row was written, by the database's clock. */
export const createdAt = () => timestamptz('created_at').notNull().defaultNow();

/** Where a row stands in its list (ascending). */
export const sortOrder = () => integer('sort_order').notNull().default(0);

/**
 * A row staff edit: `seq` is its edit lock (a save names the seq it read and fails when another
 * save came first, which adds one), then who created and last changed it, and when (staff writes
 * are audited as well).
 */
export const stamps = {
  seq: integer('seq').notNull().default(1),
  createdAt: createdAt(),
  createdBy: uuid('created_by'),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  updatedBy: uuid('updated_by'),
};
