import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { recordAudit, type AuditEntry } from './audit';
import { conflict } from '../http/errors';

/** A table whose rows carry the spec's optimistic lock (`seq`) and who changed them last. */
export type VersionedTable = PgTable & {
  seq: PgColumn;
  updatedAt: PgColumn;
  updatedBy: PgColumn;
};

export interface VersionedChange<T extends VersionedTable> {
  /** Which row: its id and any state it must still be in (e.g. not deleted). */
  where: SQL | undefined;
  /** The `seq` the caller read; the write happens only while it is still the stored one. */
  seq: number;
  set: PgUpdateSetSource<T>;
  by: string;
  now: Date;
  /** The audit entry of this write; its detail gets the new `seq`. */
  audit: Omit<AuditEntry, 'actorUserId'>;
}

/**
 * The one way a screen's edit is written (spec 000 §3's 排他制御): an update of the row only while
 * `seq` still matches, `seq` + 1, who and when, and the audit entry in the same transaction. Nothing
 * matched (someone saved first, or the row is gone) answers 409 conflict and changes nothing. Call
 * it inside the caller's transaction (`tx`) when more rows change with it. Answers the new `seq`.
 */
export async function versionedWrite<T extends VersionedTable>(
  tx: Db,
  table: T,
  change: VersionedChange<T>,
): Promise<number> {
  const stamps = {
    seq: sql`${table.seq} + 1`,
    updatedAt: change.now,
    updatedBy: change.by,
  };
  // drizzle cannot see that a generic T has these three columns among its update fields.
  const set = { ...change.set, ...stamps } as PgUpdateSetSource<T>;
  const [row] = (await tx
    .update(table)
    .set(set)
    .where(and(change.where, eq(table.seq, change.seq)))
    .returning({ seq: table.seq })) as { seq: number }[];
  if (!row) throw conflict();
  await recordAudit(tx, {
    ...change.audit,
    actorUserId: change.by,
    detail: { ...change.audit.detail, seq: row.seq },
  });
  return row.seq;
}
