import type { RosterHistoryKind, RosterImportCounts } from '@tayori/contract';
import type { Db } from '../../db/client';
import { sql } from 'drizzle-orm';
import { rosterImports } from '../../db/schema';
import { recordAudit } from '../../platform/data/audit';
import type { Principal } from '../../platform/identity/auth';
import type { Clock } from '../../platform/clock';
import type { PlannedRow } from './plan';

const INSERT_BATCH = 1000;

/** What the history says of a plan besides its rows. */
export interface PlanMeta {
  kind: RosterHistoryKind;
  schoolId: number;
  fileName: string;
  /** How a file was read; '' for a year update, which has none. */
  encoding: string;
  markMissingAsLeaving: boolean;
  absentColumns?: string[];
  ignoredColumns?: string[];
  /** The year update an undo puts back. */
  undoOf?: string;
}

/**
 * Keeps a plan (a file's preview, a year update or its undo) as an import of the history and its
 * rows, with the audit entry, in one transaction; nothing else changes until it is applied.
 * Unchanged rows are counted, not kept; staying ones are kept to be listed.
 */
export async function keepPlan(
  ctx: { db: Db; clock: Clock; principal: Principal },
  meta: PlanMeta,
  planned: PlannedRow[],
): Promise<string> {
  const counts: RosterImportCounts = { new: 0, changed: 0, unchanged: 0, leaving: 0, rejected: 0 };
  for (const p of planned)
    counts[p.action === 'staying' || p.action === 'link' ? 'unchanged' : p.action] += 1;
  const kept = planned.filter(
    (p): p is Exclude<PlannedRow, { action: 'unchanged' }> => p.action !== 'unchanged',
  );
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(rosterImports)
      .values({
        ...meta,
        counts,
        // What applying does: the changes, and the OneRoster ids it records (link rows).
        total: kept.filter((p) => p.action !== 'rejected' && p.action !== 'staying').length,
        createdBy: ctx.principal.userId,
        createdAt: ctx.clock.now(),
      })
      .returning({ id: rosterImports.id });
    const importId = row!.id;
    for (let i = 0; i < kept.length; i += INSERT_BATCH)
      await tx.execute(insertedRows(importId, i, kept.slice(i, i + INSERT_BATCH)));
    await recordAudit(tx, {
      actorUserId: ctx.principal.userId,
      action: 'import',
      entity: 'roster-import',
      entityId: importId,
      detail: {
        phase: 'preview',
        kind: meta.kind,
        fileName: meta.fileName,
        counts,
        absentColumns: meta.absentColumns ?? [],
        ignoredColumns: meta.ignoredColumns ?? [],
        ...(meta.undoOf ? { undoOf: meta.undoOf } : {}),
      },
    });
    return importId;
  });
}

/**
 * One batch of a plan's rows as one statement with one parameter, the rows as a JSON array: a
 * 50,000-row plan built as drizzle values (a parameter object per cell) was the larger part of
 * what a preview allocates, and its garbage what grew the heap (docs/performance.md, "OneRoster").
 */
function insertedRows(
  importId: string,
  offset: number,
  batch: Exclude<PlannedRow, { action: 'unchanged' }>[],
) {
  const rows = batch.map((p, j) => ({
    position: offset + j + 1,
    line: p.line,
    action: p.action,
    key: p.key,
    data: p.action === 'rejected' ? p.problems : p.action === 'staying' ? {} : p.data,
    changes: p.action === 'rejected' || p.action === 'link' ? null : p.changes,
  }));
  return sql`insert into roster_import_rows (import_id, position, line, action, key, data, changes)
    select ${importId}, r.position, r.line, r.action, r.key, r.data, r.changes
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as r(position integer, line integer, action text, key text, data jsonb, changes jsonb)`;
}
