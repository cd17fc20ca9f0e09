import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { RosterHistoryKind } from '@tayori/contract';
import type { Db } from '../../db/client';
import { rosterImportRows, rosterImports } from '../../db/schema';
import { recordAudit } from '../../platform/data/audit';
import type { GiveWay } from '../../platform/data/give-way';
import { leaveAccounts, upsertAccounts, upsertStudents, type AppliedBy } from './apply-accounts';
import { applyFigures } from './apply-figures';
import { applyOneRosterRows } from './one-roster/apply-zip';
import { changeAccounts, type Forgetting } from '../../domain/accounts/state';
import { applyYearSteps } from './year-update-apply';
import { YearStep } from './stored-rows';

/** Rows one transaction applies: short enough never to hold locks long, large enough to be quick. */
export const APPLY_BATCH = 1000;

type Row = { action: string; data: Record<string, unknown> };
type Tx = Db;

/**
 * Applies a previewed import batch by batch (docs/decisions/roster-import.md): each batch applies
 * its rows and marks them applied in one transaction, so a failure leaves every batch applied or
 * not, and running it again (a retried or resumed job) carries on with the rows not yet applied.
 * Each row sets the values the preview found, so applying twice changes nothing more.
 */
export async function applyRosterImport(
  db: Db,
  importId: string,
  opts: {
    now: () => Date;
    actorUserId: string | null;
    batchSize?: number;
    /** The instance's remembered principals: those who leave ACTIVE are forgotten. */
    principals?: Forgetting;
    /** Before each batch: waits while the instance is behind with its requests (give-way.ts). */
    giveWay?: GiveWay;
  },
): Promise<void> {
  const [imp] = await db
    .select()
    .from(rosterImports)
    .where(eq(rosterImports.id, importId))
    .limit(1);
  if (!imp || imp.status === 'applied') return;
  await db.update(rosterImports).set({ status: 'running' }).where(eq(rosterImports.id, importId));
  const kind = imp.kind as RosterHistoryKind;
  for (;;) {
    await opts.giveWay?.();
    const applied = await changeAccounts(db, opts.principals ?? null, async (tx, leftActive) => {
      // One batch of an import at a time: a resumed import whose earlier job pg-boss is still
      // retrying, or two instances' workers, wait here and then see the rows the other applied.
      await tx
        .select({ id: rosterImports.id })
        .from(rosterImports)
        .where(eq(rosterImports.id, importId))
        .for('update');
      const rows = await tx
        .select({
          position: rosterImportRows.position,
          action: rosterImportRows.action,
          data: rosterImportRows.data,
        })
        .from(rosterImportRows)
        .where(
          and(
            eq(rosterImportRows.importId, importId),
            eq(rosterImportRows.applied, false),
            inArray(rosterImportRows.action, ['new', 'changed', 'leaving', 'link']),
          ),
        )
        .orderBy(asc(rosterImportRows.position))
        .limit(opts.batchSize ?? APPLY_BATCH);
      if (rows.length === 0) return 0;
      const by = {
        actorUserId: opts.actorUserId,
        now: opts.now(),
        schoolId: imp.schoolId,
        leftActive,
      };
      await applyRows(tx, kind, rows as Row[], by);
      await tx
        .update(rosterImportRows)
        .set({ applied: true })
        .where(
          and(
            eq(rosterImportRows.importId, importId),
            inArray(
              rosterImportRows.position,
              rows.map((r) => r.position),
            ),
          ),
        );
      await tx
        .update(rosterImports)
        .set({ done: sql`${rosterImports.done} + ${rows.length}` })
        .where(eq(rosterImports.id, importId));
      return rows.length;
    });
    if (applied === 0) break;
  }
  await db.transaction(async (tx) => {
    await tx
      .update(rosterImports)
      .set({ status: 'applied', appliedAt: opts.now() })
      .where(eq(rosterImports.id, importId));
    await recordAudit(tx, {
      actorUserId: opts.actorUserId,
      action: 'import',
      entity: 'roster-import',
      entityId: importId,
      detail: { phase: 'applied', kind, fileName: imp.fileName, counts: imp.counts },
    });
  });
}

async function applyRows(
  tx: Tx,
  kind: RosterHistoryKind,
  rows: Row[],
  by: AppliedBy,
): Promise<void> {
  if (kind === 'oneRoster') return applyOneRosterRows(tx, rows, by);
  if (kind === 'yearUpdate')
    return applyYearSteps(
      tx,
      rows.map((r) => YearStep.parse(r.data)),
      by,
    );
  const dataOf = (leaving: boolean) =>
    rows.filter((r) => (r.action === 'leaving') === leaving).map((r) => r.data);
  await leaveAccounts(tx, dataOf(true), by);
  const upserts = dataOf(false);
  if (upserts.length === 0) return;
  if (kind === 'students') await upsertStudents(tx, upserts, by);
  else if (kind === 'accounts') await upsertAccounts(tx, upserts, by);
  else await applyFigures(tx, kind, upserts);
}
