import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { students, users } from '../../db/schema';
import { stamped, type LeftActive, type Stamp } from '../../domain/accounts/state';
import type { YearStep } from './year-update';

/**
 * One batch of a year update (or of its undo): each student's 学年, 学籍状態 and account status
 * set to the step's, grouped so that a school's thousands of students take a few statements. A
 * graduate's account leaves ACTIVE and loses its access at once (spec 001 §4, changeAccounts).
 */
export async function applyYearSteps(
  tx: Db,
  steps: YearStep[],
  by: Stamp & { leftActive: LeftActive },
): Promise<void> {
  const groups = new Map<string, YearStep[]>();
  for (const step of steps) {
    const target = `${step.schoolYear}/${step.studentStatusTypeCode}/${step.status}`;
    groups.set(target, [...(groups.get(target) ?? []), step]);
  }
  for (const group of groups.values()) {
    const { schoolYear, studentStatusTypeCode, status } = group[0]!;
    const ids = group.map((s) => s.userId);
    await tx
      .update(students)
      .set({ schoolYear, studentStatusTypeCode })
      .where(inArray(students.userId, ids));
    await tx
      .update(users)
      .set({ status, ...stamped(by) })
      .where(inArray(users.id, ids));
    if (status !== 'ACTIVE') by.leftActive(ids);
  }
}
