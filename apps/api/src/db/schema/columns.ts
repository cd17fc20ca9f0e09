import { timestamp, uuid } from 'drizzle-orm/pg-core';

/** Columns that several tables share. */

/** Who created and last changed a row, and when (staff writes are audited as well). */
export const stamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  createdBy: uuid('created_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by'),
};
