import { integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Who an account is billed to (spec 001 §3: billingId, billingCode, billingName; users.billing_id
 * names one). Code 1 a school, 2 an individual; code 3 (none) has no billing row.
 */
export const billings = pgTable('billings', {
  billingId: integer('billing_id').primaryKey(),
  billingCode: text('billing_code').notNull(),
  billingName: text('billing_name').notNull(),
});
