import { and, eq, inArray } from 'drizzle-orm';
import { parseCompactDate } from '@tayori/contract';
import type { Db } from '../../db/client';
import { students, users } from '../../db/schema';
import { stamped, type LeftActive, type Stamp } from '../../domain/accounts/state';
import { placesFor } from './apply-places';
import { adoptCreated } from './adopt-created';
import { StoredAccountRow, StoredLeavingRow, StoredStudentRow } from './stored-rows';

/** Who applies an import, when, the school its rows are of; who leaves ACTIVE is said to it. */
export interface AppliedBy extends Stamp {
  schoolId: number;
  leftActive: LeftActive;
}

type Tx = Db;
type By = AppliedBy;

/** Accounts missing from a roster (or deleted by a OneRoster delta) leave: 利用停止, data kept. */
export async function applyLeaving(tx: Tx, userIds: string[], by: By): Promise<void> {
  if (userIds.length === 0) return;
  const left = await tx
    .update(users)
    .set({ status: 'SUSPENDED', ...stamped(by) })
    .where(and(inArray(users.id, userIds), eq(users.status, 'ACTIVE')))
    .returning({ id: users.id });
  by.leftActive(left.map((u) => u.id));
}

const names = (d: StoredStudentRow | StoredAccountRow) => ({
  lastName: d.lastName,
  firstName: d.firstName,
  lastNameKana: d.lastNameKana,
  firstNameKana: d.firstNameKana,
});

/** The fields of `d` the file had (docs/roster-import.md: a column left out changes nothing). */
const given = <T extends object, K extends keyof T>(
  d: T,
  keys: readonly K[],
): Partial<Pick<T, K>> =>
  Object.fromEntries(keys.filter((k) => k in d).map((k) => [k, d[k]])) as Partial<Pick<T, K>>;

const nullIfEmpty = (v: string | null | undefined) => (v ? v : null);

export async function applyStudents(tx: Tx, rows: StoredStudentRow[], by: By) {
  const placeOf = await placesFor(tx, by.schoolId, rows);
  const studentFields = (d: StoredStudentRow) => ({
    studentNumber: d.studentNumber,
    ...given(d, ['schoolYear', 'admissionYear', 'studentCourse', 'studentStatusTypeCode']),
    // Always in a CSV; a OneRoster file may have none for a stored student (never a new one's).
    ...(d.birthday !== undefined ? { birthday: parseCompactDate(d.birthday)! } : {}),
    ...('phoneNumber' in d ? { phoneNumber: nullIfEmpty(d.phoneNumber) } : {}),
    ...('studentTypeCode' in d ? { studentTypeCode: nullIfEmpty(d.studentTypeCode) } : {}),
    ...('departmentName' in d ? placeOf(d) : {}),
  });
  const fresh = rows.filter((d) => !d.userId);
  if (fresh.length > 0) {
    const created = await tx
      .insert(users)
      .values(
        fresh.map((d) => ({
          userType: 'STUDENT' as const,
          email: d.email,
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
        userId: idOf.get(d.email)!,
        schoolId: by.schoolId,
        ...studentFields(d),
        birthday: parseCompactDate(d.birthday ?? '')!,
      })),
    );
  }
  for (const d of rows) {
    if (!d.userId) continue;
    await tx
      .update(users)
      .set({ email: d.email, ...names(d), ...stamped(by) })
      .where(eq(users.id, d.userId));
    await tx.update(students).set(studentFields(d)).where(eq(students.userId, d.userId));
  }
}

export async function applyAccounts(tx: Tx, rows: StoredAccountRow[], by: By) {
  const fields = (d: StoredAccountRow) => ({
    userType: d.userType,
    roleType: d.userType === 'STAFF' ? d.roleType : null,
    ...names(d),
    schoolId: by.schoolId,
    ...('notes' in d ? { notes: nullIfEmpty(d.notes) } : {}),
  });
  const fresh = rows.filter((d) => !d.userId);
  if (fresh.length > 0) {
    // No password: an administrator issues a temporary one from the account's detail (spec 001 §2).
    await tx.insert(users).values(
      fresh.map((d) => ({
        ...fields(d),
        email: d.email,
        billingCode: '3',
        a1License: true,
        createdAt: by.now,
        createdBy: by.actorUserId,
        updatedAt: by.now,
        updatedBy: by.actorUserId,
      })),
    );
  }
  for (const d of rows) {
    if (!d.userId) continue;
    await tx
      .update(users)
      .set({ ...fields(d), ...stamped(by) })
      .where(eq(users.id, d.userId));
  }
}

/**
 * A batch's kept student or account rows (new or changed), parsed: those the preview found new
 * whose account was created since are adopted, then each is written. Answers the rows written.
 */
const upsertOf =
  <R extends StoredStudentRow | StoredAccountRow>(
    kind: 'students' | 'accounts',
    Row: { parse(data: unknown): R },
    apply: (tx: Tx, rows: R[], by: By) => Promise<void>,
  ) =>
  async (tx: Tx, data: unknown[], by: By): Promise<R[]> => {
    const rows = data.map((d) => Row.parse(d));
    if (rows.length === 0) return rows;
    await adoptCreated(tx, kind, rows, by.schoolId);
    await apply(tx, rows, by);
    return rows;
  };

export const upsertStudents = upsertOf('students', StoredStudentRow, applyStudents);
export const upsertAccounts = upsertOf('accounts', StoredAccountRow, applyAccounts);

/** A batch's leaving rows: their accounts leave (applyLeaving). */
export const leaveAccounts = (tx: Tx, data: unknown[], by: By) =>
  applyLeaving(
    tx,
    data.map((d) => StoredLeavingRow.parse(d).userId),
    by,
  );
