import { eq } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema';
import { personNameSql } from '../../platform/data/person-name';

/*
 * When an account was registered and last changed, and by whom (id and name), as the account
 * details show them (spec 001 §2, §3), for the staff, tutor and student details alike.
 */

const registeredBy = alias(users, 'registered_by');
const updatedBy = alias(users, 'updated_by');

/** The stamp columns of a select that `joinAccountStamps` joins for. */
export const accountStampColumns = {
  createdAt: users.createdAt,
  createdBy: users.createdBy,
  createdByName: personNameSql<string | null>(registeredBy),
  updatedAt: users.updatedAt,
  updatedBy: users.updatedBy,
  updatedByName: personNameSql<string | null>(updatedBy),
};

/** The users `accountStampColumns` name: who registered the account and who changed it last. */
export const joinAccountStamps = <Q extends PgSelect>(query: Q) =>
  query
    .leftJoin(registeredBy, eq(registeredBy.id, users.createdBy))
    .leftJoin(updatedBy, eq(updatedBy.id, users.updatedBy));
