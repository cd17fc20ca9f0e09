/** Notification groups and their members, notices and their deliveries. */
import { limits, tokyoDateOf } from '@tayori/contract';
import type { noticeDeliveries, noticeGroupMembers, notices } from '../schema';
import { demoStudentIdentities } from './accounts';
import type { DemoNotice } from './notices';
import { addDays, type Rng, tokyoStartOf } from './random';
import type { SeededSchool, SeededStudent } from './students';

const DAY = 86_400_000;

export interface GroupPlan {
  school: SeededSchool;
  name: string;
  members: string[];
}

/** Per school: 全校生徒, N年生 and '<department> 2年', each holding the school's students who receive deliveries. */
export function planGroups(schools: SeededSchool[], seeded: SeededStudent[]): GroupPlan[] {
  const plans: GroupPlan[] = [];
  for (const school of schools) {
    const mine = seeded.filter((s) => s.school === school && s.receives);
    const add = (name: string, members: SeededStudent[]) => {
      if (members.length > 0) plans.push({ school, name, members: members.map((m) => m.userId) });
    };
    add('全校生徒', mine);
    for (const year of [1, 2, 3, 4])
      add(
        `${year}年生`,
        mine.filter((s) => s.schoolYear === year),
      );
    for (const dept of school.departments) {
      add(
        `${dept.name} 2年`,
        mine.filter((s) => s.schoolYear === 2 && s.departmentName === dept.name),
      );
    }
  }
  return plans;
}

export function memberRows(
  plans: GroupPlan[],
  groupIds: number[],
): (typeof noticeGroupMembers.$inferInsert)[] {
  return plans.flatMap((plan, i) =>
    plan.members.map((userId) => ({ groupId: groupIds[i]!, userId })),
  );
}

/** The notices row of a demo notice, dated relative to `now` (today in Asia/Tokyo). */
export function noticeRow(
  rng: Rng,
  n: DemoNotice,
  ids: { schoolId: number; groupId: number; categoryId: number; author: string },
  now: Date,
): typeof notices.$inferInsert {
  const today = tokyoDateOf(now);
  const startDate = addDays(today, n.start);
  const endDate = n.end === null ? limits.noEndDate : addDays(today, n.end);
  // Registered a few days before it starts (or before today when it starts later).
  const registered =
    n.open && n.start <= 0
      ? new Date(
          tokyoStartOf(addDays(startDate, -rng.int(1, 5))).getTime() + rng.int(9, 17) * 3_600_000,
        )
      : new Date(now.getTime() - rng.int(1, 72) * 3_600_000);
  return {
    schoolId: ids.schoolId,
    groupId: ids.groupId,
    categoryId: ids.categoryId,
    title: n.title,
    body: n.body,
    important: n.important ?? false,
    openStatus: n.open,
    startDate,
    endDate,
    openedAt: n.open ? registered : null,
    createdAt: registered,
    createdBy: ids.author,
    updatedAt: registered,
    updatedBy: ids.author,
  };
}

/**
 * Deliveries of an opened notice to every member of its group. Started notices are read by about
 * half of the members; the demo student reads exactly those marked demoRead; the newcomer none.
 */
export function deliveryRows(
  rng: Rng,
  n: DemoNotice,
  noticeId: number,
  row: { startDate: string; endDate: string },
  members: string[],
  demoIds: { student: string; newcomer: string },
  now: Date,
): (typeof noticeDeliveries.$inferInsert)[] {
  const from = tokyoStartOf(row.startDate).getTime();
  const to = Math.min(now.getTime(), tokyoStartOf(row.endDate).getTime() + DAY);
  return members.map((userId) => {
    let read = n.start <= 0 && rng.chance(0.5);
    if (userId === demoIds.student) read = n.demoRead ?? false;
    if (userId === demoIds.newcomer) read = false;
    const readAt =
      read && to > from ? new Date(from + Math.floor(rng.float() * (to - from))) : null;
    return { noticeId, userId, readAt, startDate: row.startDate };
  });
}

export const demoStudentEmail = demoStudentIdentities[0].email;
export const newcomerEmail = demoStudentIdentities[2].email;
