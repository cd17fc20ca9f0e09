import { and, asc, eq, inArray } from 'drizzle-orm';
import { messages } from '@tayori/contract';
import type { Db } from '../../db/client';
import { rosterImportRows, students, users } from '../../db/schema';
import type { Principal } from '../../platform/identity/auth';
import type { Clock } from '../../platform/clock';
import { uniqueViolationOf } from '../../platform/data/db-errors';
import { conflict } from '../../platform/http/errors';
import { undoableYearUpdate } from './detail';
import { keepPlan } from './keep-plan';
import type { PlannedRow } from './plan';
import { stepChanges, type YearStep } from './year-update';
import { readInChunks } from './look-ups';

/**
 * Undoing a year update within a day of applying it (docs/roster-import.md): a new plan whose steps
 * put each student back, kept as an import of the history that names the one it undoes. A student
 * changed since (another import, an edit) is left as they are now, and the plan says so; the rest
 * are applied by the same job. One undo per year update (a unique index, so two presses make one).
 */
export async function planYearUpdateUndo(
  ctx: { db: Db; clock: Clock; principal: Principal },
  id: string,
): Promise<string> {
  const update = await undoableYearUpdate(ctx.db, id, ctx.clock.now());
  if (!update) throw conflict(messages.year_update_undo_refused);
  const applied = await ctx.db
    .select({ key: rosterImportRows.key, data: rosterImportRows.data })
    .from(rosterImportRows)
    .where(
      and(
        eq(rosterImportRows.importId, id),
        eq(rosterImportRows.applied, true),
        inArray(rosterImportRows.action, ['changed', 'leaving']),
      ),
    )
    .orderBy(asc(rosterImportRows.position));
  const steps = applied.map((r) => ({ key: r.key, step: r.data as YearStep }));
  const found = await readInChunks(
    steps.map((s) => s.step.userId),
    (chunk) =>
      ctx.db
        .select({
          userId: students.userId,
          schoolYear: students.schoolYear,
          studentStatusTypeCode: students.studentStatusTypeCode,
          status: users.status,
        })
        .from(students)
        .innerJoin(users, eq(users.id, students.userId))
        .where(inArray(students.userId, chunk)),
  );
  const now = new Map(found.map((f) => [f.userId, f as YearStep['before']]));
  const planned: PlannedRow[] = steps.map(({ key, step }) => {
    const current = now.get(step.userId);
    const untouched =
      current?.schoolYear === step.schoolYear &&
      current.studentStatusTypeCode === step.studentStatusTypeCode &&
      current.status === step.status;
    if (!untouched)
      return {
        action: 'rejected',
        line: 0,
        key,
        problems: [{ line: 0, column: null, message: messages.year_update_changed_since }],
      };
    const back: YearStep = {
      userId: step.userId,
      ...step.before,
      before: {
        schoolYear: step.schoolYear,
        studentStatusTypeCode: step.studentStatusTypeCode,
        status: step.status,
      },
    };
    return { action: 'changed', line: 0, key, data: back, changes: stepChanges(back) };
  });
  try {
    return await keepPlan(
      ctx,
      {
        kind: 'yearUpdate',
        schoolId: update.schoolId,
        fileName: `${update.fileName}の取り消し`,
        encoding: '',
        markMissingAsLeaving: false,
        undoOf: id,
      },
      planned,
    );
  } catch (err) {
    if (uniqueViolationOf(err) === 'roster_imports_undo_of_uq')
      throw conflict(messages.year_update_undo_refused);
    throw err;
  }
}
