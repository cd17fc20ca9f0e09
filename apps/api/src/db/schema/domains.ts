import { integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sortOrder } from './columns';

/**
 * The mail domains a new staff, other or tutor account's sign-in ID may end with (spec 001 §2
 * "Staff registration", §3 domainList: domainId, domainName). The address is the account part,
 * '@' and one of these.
 */
export const domains = pgTable(
  'domains',
  {
    domainId: integer('domain_id').primaryKey(),
    domainName: text('domain_name').notNull(),
    sortOrder: sortOrder(),
  },
  (t) => [uniqueIndex('domains_name_uq').on(t.domainName)],
);
