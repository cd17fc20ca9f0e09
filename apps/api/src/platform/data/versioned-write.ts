import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
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

/** A versioned table whose rows are retired, not erased: `deleted_at` set, the row kept. */
export type RetirableTable = VersionedTable & { id: PgColumn; deletedAt: PgColumn };

export interface Retirement {
  id: number;
  /** The `seq` the caller read. */
  seq: number;
  by: string;
  now: Date;
  audit: Omit<AuditEntry, 'actorUserId'>;
}

/**
 * Retires one row in a transaction of its own (versionedWrite: deleted_at = now), only while it is
 * not retired yet and `seq` still matches: the delete of a notice or a group, whose rows stay for
 * what refers to them (deliveries, the audit trail).
 */
export function retireRow<T extends RetirableTable>(db: Db, table: T, r: Retirement) {
  return db.transaction((tx) =>
    versionedWrite(tx, table, {
      where: and(eq(table.id, r.id), isNull(table.deletedAt)),
      seq: r.seq,
      // drizzle cannot see that a generic T has deleted_at among its update fields.
      set: { deletedAt: r.now } as PgUpdateSetSource<T>,
      by: r.by,
      now: r.now,
      audit: r.audit,
    }),
  );
}
