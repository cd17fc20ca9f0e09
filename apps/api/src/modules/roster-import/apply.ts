import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { parseCompactDate, type RosterHistoryKind } from '@tayori/contract';
import type { Db } from '../../db/client';
import { rosterImportRows, rosterImports, students, users } from '../../db/schema';
import { recordAudit } from '../../platform/audit';
import { adoptCreated } from './adopt-created';
import { applyFigures } from './apply-figures';
import { placesFor } from './apply-places';
import { endAccountSessions } from '../../platform/bundled-idp';
import type { YearStep } from './year-update';
import { applyYearSteps } from './year-update-apply';

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
  opts: { now: () => Date; actorUserId: string | null; batchSize?: number },
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
    const applied = await db.transaction(async (tx) => {
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
            inArray(rosterImportRows.action, ['new', 'changed', 'leaving']),
          ),
        )
        .orderBy(asc(rosterImportRows.position))
        .limit(opts.batchSize ?? APPLY_BATCH);
      if (rows.length === 0) return 0;
      const by = { actorUserId: opts.actorUserId, now: opts.now(), schoolId: imp.schoolId };
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

interface By {
  actorUserId: string | null;
  now: Date;
  schoolId: number;
}

async function applyRows(tx: Tx, kind: RosterHistoryKind, rows: Row[], by: By): Promise<void> {
  if (kind === 'yearUpdate')
    return applyYearSteps(
      tx,
      rows.map((r) => r.data as YearStep),
      by,
    );
  const leaving = rows.filter((r) => r.action === 'leaving').map((r) => String(r.data.userId));
  if (leaving.length > 0) {
    await tx
      .update(users)
      .set({
        status: 'SUSPENDED',
        updatedAt: by.now,
        updatedBy: by.actorUserId,
        seq: sql`${users.seq} + 1`,
      })
      .where(and(inArray(users.id, leaving), eq(users.status, 'ACTIVE')));
    // Spec 001 §4: an account that leaves ACTIVE loses its sessions at once.
    for (const id of leaving) await endAccountSessions(tx, id);
  }
  const upserts = rows.filter((r) => r.action !== 'leaving').map((r) => r.data);
  if (upserts.length === 0) return;
  if (kind === 'students' || kind === 'accounts')
    await adoptCreated(tx, kind, upserts, by.schoolId);
  if (kind === 'students') return applyStudents(tx, upserts, by);
  if (kind === 'accounts') return applyAccounts(tx, upserts, by);
  return applyFigures(tx, kind, upserts);
}

const names = (d: Record<string, unknown>) => ({
  lastName: String(d.lastName),
  firstName: String(d.firstName),
  lastNameKana: String(d.lastNameKana),
  firstNameKana: String(d.firstNameKana),
});

/**
 * The fields of `d` the file had (docs/roster-import.md: a column left out changes nothing), each
 * as `write` stores it.
 */
function given<T extends Record<string, unknown>>(
  d: Record<string, unknown>,
  write: { [K in keyof T]: (v: unknown) => T[K] },
): Partial<T> {
  const out: Partial<T> = {};
  for (const key of Object.keys(write) as (keyof T & string)[])
    if (key in d) out[key] = write[key](d[key]);
  return out;
}

async function applyStudents(tx: Tx, rows: Record<string, unknown>[], by: By) {
  const placeOf = await placesFor(tx, by.schoolId, rows);
  const studentFields = (d: Record<string, unknown>) => ({
    studentNumber: String(d.studentNumber),
    birthday: parseCompactDate(String(d.birthday))!,
    ...given(d, {
      phoneNumber: (v) => (v ? String(v) : null),
      schoolYear: (v) => Number(v),
      admissionYear: (v) => (v === null ? null : Number(v)),
      studentCourse: (v) => String(v),
      studentStatusTypeCode: (v) => String(v),
      studentTypeCode: (v) => (v ? String(v) : null),
    }),
    ...('departmentName' in d ? placeOf(d) : {}),
  });
  const fresh = rows.filter((d) => !d.userId);
  if (fresh.length > 0) {
    const created = await tx
      .insert(users)
      .values(
        fresh.map((d) => ({
          userType: 'STUDENT' as const,
          email: String(d.email),
          ...names(d),
          schoolId: by.schoolId,
          createdAt: by.now,
          createdBy: by.actorUserId,
          updatedAt: by.now,
          updatedBy: by.actorUserId,
        })),
      )
      .returning({ id: users.id, email: users.email });
    const idOf = new Map(created.map((c) => [c.email, c.id]));
    await tx.insert(students).values(
      fresh.map((d) => ({
        userId: idOf.get(String(d.email))!,
        schoolId: by.schoolId,
        ...studentFields(d),
      })),
    );
  }
  for (const d of rows.filter((r) => r.userId)) {
    const id = String(d.userId);
    await tx
      .update(users)
      .set({
        email: String(d.email),
        ...names(d),
        updatedAt: by.now,
        updatedBy: by.actorUserId,
        seq: sql`${users.seq} + 1`,
      })
      .where(eq(users.id, id));
    await tx.update(students).set(studentFields(d)).where(eq(students.userId, id));
  }
}

async function applyAccounts(tx: Tx, rows: Record<string, unknown>[], by: By) {
  const fields = (d: Record<string, unknown>) => ({
    userType: d.userType as 'STAFF' | 'TUTOR' | 'OTHER',
    roleType: d.userType === 'STAFF' ? (d.roleType as 'SYSTEM_ADMINISTRATOR') : null,
    ...names(d),
    schoolId: by.schoolId,
    ...given(d, { notes: (v) => (v ? String(v) : null) }),
  });
  const fresh = rows.filter((d) => !d.userId);
  if (fresh.length > 0) {
    // No password: an administrator issues a temporary one from the account's detail (spec 001 §2).
    await tx.insert(users).values(
      fresh.map((d) => ({
        ...fields(d),
        email: String(d.email),
        billingCode: '3',
        a1License: true,
        createdAt: by.now,
        createdBy: by.actorUserId,
        updatedAt: by.now,
        updatedBy: by.actorUserId,
      })),
    );
  }
  for (const d of rows.filter((r) => r.userId)) {
    await tx
      .update(users)
      .set({
        ...fields(d),
        updatedAt: by.now,
        updatedBy: by.actorUserId,
        seq: sql`${users.seq} + 1`,
      })
      .where(eq(users.id, String(d.userId)));
  }
}
