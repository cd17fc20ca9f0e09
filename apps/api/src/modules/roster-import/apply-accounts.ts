import { and, eq, inArray } from 'drizzle-orm';
import { parseCompactDate } from '@tayori/contract';
import type { Db } from '../../db/client';
import { students, users } from '../../db/schema';
import { stamped, type LeftActive, type Stamp } from '../../platform/account-state';
import { placesFor } from './apply-places';

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

export async function applyStudents(tx: Tx, rows: Record<string, unknown>[], by: By) {
  const placeOf = await placesFor(tx, by.schoolId, rows);
  const studentFields = (d: Record<string, unknown>) => ({
    studentNumber: String(d.studentNumber),
    ...given(d, {
      // Always in a CSV; a OneRoster file may have none for a stored student (never a new one's).
      birthday: (v) => parseCompactDate(String(v))!,
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
        birthday: parseCompactDate(String(d.birthday))!,
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
        ...stamped(by),
      })
      .where(eq(users.id, id));
    await tx.update(students).set(studentFields(d)).where(eq(students.userId, id));
  }
}

export async function applyAccounts(tx: Tx, rows: Record<string, unknown>[], by: By) {
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
        ...stamped(by),
      })
      .where(eq(users.id, String(d.userId)));
  }
}
