import { and, eq, inArray } from 'drizzle-orm';
import {
  messages,
  schoolYearLabel,
  studentStatusLabels,
  userStatusLabels,
  type RosterChange,
  type StudentStatusTypeCode,
  type YearUpdateRequest,
} from '@tayori/contract';
import type { Db } from '../../db/client';
import { students, users } from '../../db/schema';
import type { Principal } from '../../platform/identity/auth';
import type { Clock } from '../../platform/clock';
import { keepPlan } from './keep-plan';
import type { YearStep } from './stored-rows';
import type { PlannedRow } from './plan';

/**
 * 年度更新, the April year update (docs/roster-import.md): the school's active students on the
 * roll move up a 学年; those in the final 学年 graduate (学籍状態 卒業, account 利用停止, every
 * record kept); the 留年 named by the administrator, those on 休学 or 卒業延期 and those without a
 * 学年 stay, listed. The plan is kept as an import of the history, so it is applied by the same
 * job, with the same progress, resume and audit, and can be undone for a day (year-update-undo.ts).
 */

/** A student's fields the year update sets, and what they were: the row's data (stored-rows.ts). */
export type { YearStep };

/** 学籍状態 whose students take part: on the roll (在籍), or kept in their 学年 (休学, 卒業延期). */
const TAKING_PART = ['0', '1', 'H'] as const;
const STAYING_STATUS: Partial<Record<string, string>> = { '1': '休学', H: '卒業延期' };

const yearText = (year: number) => schoolYearLabel(year);

/** The preview's old → new of a step: only the fields it changes. */
export function stepChanges(step: YearStep): RosterChange['fields'] {
  const fields: RosterChange['fields'] = [];
  const { before } = step;
  if (before.schoolYear !== step.schoolYear)
    fields.push({
      column: '学年',
      before: yearText(before.schoolYear),
      after: yearText(step.schoolYear),
    });
  if (before.studentStatusTypeCode !== step.studentStatusTypeCode)
    fields.push({
      column: '学籍状態',
      before: studentStatusLabels[before.studentStatusTypeCode as StudentStatusTypeCode],
      after: studentStatusLabels[step.studentStatusTypeCode as StudentStatusTypeCode],
    });
  if (before.status !== step.status)
    fields.push({
      column: 'ユーザーステータス',
      before: userStatusLabels[before.status],
      after: userStatusLabels[step.status],
    });
  return fields;
}

export async function previewYearUpdate(
  ctx: { db: Db; clock: Clock; principal: Principal },
  school: { id: number },
  request: YearUpdateRequest,
): Promise<string> {
  const found = await ctx.db
    .select({
      userId: students.userId,
      studentNumber: students.studentNumber,
      schoolYear: students.schoolYear,
      studentStatusTypeCode: students.studentStatusTypeCode,
    })
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .where(
      and(
        eq(students.schoolId, school.id),
        eq(users.status, 'ACTIVE'),
        inArray(students.studentStatusTypeCode, [...TAKING_PART]),
      ),
    )
    .orderBy(students.studentNumber);
  const repeaters = new Set(request.repeaters.map((n) => n.trim().toUpperCase()));
  const known = new Set(found.map((s) => s.studentNumber.toUpperCase()));
  const planned: PlannedRow[] = [...repeaters]
    .filter((n) => !known.has(n))
    .map((n) => ({
      action: 'rejected',
      line: 0,
      key: n,
      problems: [{ line: 0, column: '学籍番号', message: messages.year_update_student_unknown }],
    }));
  for (const s of found) {
    const key = s.studentNumber;
    const stays =
      STAYING_STATUS[s.studentStatusTypeCode] ??
      (s.schoolYear === -1 ? '学年なし' : repeaters.has(key.toUpperCase()) ? '留年' : null);
    if (stays) {
      const year = yearText(s.schoolYear);
      planned.push({
        action: 'staying',
        line: 0,
        key,
        changes: [{ column: '学年', before: year, after: `${year}（${stays}）` }],
      });
      continue;
    }
    const before = {
      schoolYear: s.schoolYear,
      studentStatusTypeCode: s.studentStatusTypeCode,
      status: 'ACTIVE' as const,
    };
    const graduates = s.schoolYear >= request.finalSchoolYear;
    const step: YearStep = graduates
      ? { userId: s.userId, ...before, studentStatusTypeCode: '5', status: 'SUSPENDED', before }
      : { userId: s.userId, ...before, schoolYear: s.schoolYear + 1, before };
    planned.push({
      action: graduates ? 'leaving' : 'changed',
      line: 0,
      key,
      data: step,
      changes: stepChanges(step),
    });
  }
  return keepPlan(
    ctx,
    {
      kind: 'yearUpdate',
      schoolId: school.id,
      fileName: `年度更新（最終学年 ${request.finalSchoolYear}年）`,
      encoding: '',
      markMissingAsLeaving: false,
    },
    planned,
  );
}
