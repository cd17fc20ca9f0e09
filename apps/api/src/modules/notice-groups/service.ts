import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type {
  NoticeGroupDetail,
  NoticeGroupList,
  NoticeGroupListQuery,
  NoticeGroupMember,
  SchoolYear,
} from '@tayori/contract';
import type { Db } from '../../db/client';
import { selectVisibleGroups } from '../../domain/notices/groups';
import {
  courses,
  departments,
  noticeGroupMembers,
  noticeGroups,
  schools,
  students,
  users,
} from '../../db/schema';
import type { Principal } from '../../platform/identity/auth';
import { notFound } from '../../platform/http/errors';
import { pagedSearch, pageTotal, type Filters } from '../../platform/data/paging';
import { preparedSelect } from '../../platform/data/prepared';
import { selectStudentRows } from '../../domain/students/rows';
import { receivesDeliveries } from '../../domain/students/recipients';
import { directoryOrder } from '../../domain/students/directory';
import { groupsOfCaller, inGroupSchools } from '../../domain/schools/reach';
import { groupAbilities, mayCreateGroup } from './policy';
import { personName } from '../../platform/data/person-name';

/** The groups of the schools a caller reaches (`groupsOf`: domain/schools/reach groupsOfCaller). */
const groupPage = pagedSearch(
  'notice_group_list',
  { groupsOf: inGroupSchools(noticeGroups.schoolId) } satisfies Filters<{ groupsOf: string }>,
  (db, { where }) =>
    db
      .select({
        groupId: noticeGroups.id,
        noticeGroupName: noticeGroups.name,
        extendedSchoolCode: schools.extendedSchoolCode,
        schoolName: schools.name,
        total: pageTotal(),
      })
      .from(noticeGroups)
      .innerJoin(schools, eq(schools.id, noticeGroups.schoolId))
      .where(and(isNull(noticeGroups.deletedAt), where))
      .orderBy(desc(noticeGroups.createdAt), desc(noticeGroups.id))
      .$dynamic(),
);

/** Spec 001 §2 list: the groups of the schools the caller reaches, newest first, one page. */
export async function listGroups(
  db: Db,
  p: Principal,
  query: NoticeGroupListQuery,
): Promise<NoticeGroupList> {
  const page = await groupPage(db, { groupsOf: groupsOfCaller(p) }, query);
  return {
    noticeGroupList: page.rows,
    noticeGroupTotalCount: page.total,
    abilities: { create: mayCreateGroup(p) },
  };
}

/** A group the caller reaches and that is not retired; anything else answers 404. */
export async function findVisibleGroup(db: Db, p: Principal, id: number) {
  const [group] = await selectVisibleGroups(
    db,
    p,
    {
      name: noticeGroups.name,
      schoolId: noticeGroups.schoolId,
      seq: noticeGroups.seq,
      extendedSchoolCode: schools.extendedSchoolCode,
      schoolName: schools.name,
    },
    eq(noticeGroups.id, id),
  ).limit(1);
  if (!group) throw notFound();
  return group;
}

/**
 * The members who receive deliveries, in the tree's order (domain/students/directory.ts): a flat selection mapped once (prepared.ts), 10,000 rows in a few
 * milliseconds.
 */
const membersQuery = preparedSelect('notice_group_members', (db) =>
  selectStudentRows(db, {
    id: users.id,
    lastName: users.lastName,
    firstName: users.firstName,
    studentNumber: students.studentNumber,
    schoolYear: students.schoolYear,
    department: departments.name,
    course: courses.name,
    isCareful: students.isCareful,
  })
    .innerJoin(noticeGroupMembers, eq(noticeGroupMembers.userId, students.userId))
    .where(and(eq(noticeGroupMembers.groupId, sql.placeholder('groupId')), receivesDeliveries))
    .orderBy(...directoryOrder),
);

/** Spec 001 §3: a group with its members, its seq and the caller's abilities. */
export async function getGroupDetail(db: Db, p: Principal, id: number): Promise<NoticeGroupDetail> {
  const group = await findVisibleGroup(db, p, id);
  const rows = await membersQuery(db).execute({ groupId: group.id });
  const studentList: NoticeGroupMember[] = rows.map((r, i) => ({
    id: r.id,
    rowId: i + 1,
    name: personName(r),
    studentNumber: r.studentNumber,
    // The column holds 1–4 or -1 (students.school_year).
    schoolYear: r.schoolYear as SchoolYear,
    department: r.department,
    course: r.course,
    isCareful: r.isCareful,
  }));
  return {
    groupId: group.id,
    noticeGroupName: group.name,
    extendedSchoolCode: group.extendedSchoolCode,
    schoolName: group.schoolName,
    studentList,
    seq: group.seq,
    abilities: groupAbilities(p),
  };
}
