import { and, asc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { schoolPlaces, type SchoolPlace } from '../school-places';
import { oneRosterLinks, schoolGroups, schools, students, users } from '../../../db/schema';

/**
 * What the OneRoster export writes, read from the database (docs/roster-import.md "OneRoster"): the
 * schools with their groups, their 学科 and コース, and their active accounts with the sourcedIds
 * an earlier import gave them.
 */

export interface ExportSchool {
  id: number;
  name: string;
  groupId: number | null;
  groupName: string | null;
  sourcedId: string | null;
}

export interface ExportUser {
  id: string;
  schoolId: number;
  userType: string;
  roleType: string | null;
  email: string;
  lastName: string;
  firstName: string;
  lastNameKana: string;
  firstNameKana: string;
  sourcedId: string | null;
  masterId: string | null;
  studentNumber: string | null;
  birthday: string | null;
  phoneNumber: string | null;
  schoolYear: number | null;
  departmentId: number | null;
  courseId: number | null;
}

const linkOf = (entity: 'user' | 'org', localId: ReturnType<typeof sql>) =>
  and(eq(oneRosterLinks.entity, entity), sql`${oneRosterLinks.localId} = ${localId}`);

export async function exportSchools(db: Db, schoolIds: number[]): Promise<ExportSchool[]> {
  return db
    .select({
      id: schools.id,
      name: schools.name,
      groupId: schoolGroups.id,
      groupName: schoolGroups.name,
      sourcedId: oneRosterLinks.sourcedId,
    })
    .from(schools)
    .leftJoin(schoolGroups, eq(schoolGroups.id, schools.schoolGroupId))
    .leftJoin(oneRosterLinks, linkOf('org', sql`${schools.id}::text`))
    .where(inArray(schools.id, schoolIds))
    .orderBy(asc(schools.sortOrder), asc(schools.id));
}

/** Each 学科 once (a class of its own), then each of its コース. */
export async function exportPlaces(db: Db, schoolIds: number[]): Promise<SchoolPlace[]> {
  const rows = await schoolPlaces(db, schoolIds);
  const departmentsOnly = new Map(
    rows.map((r) => [r.departmentId, { ...r, courseId: null, courseName: null }]),
  );
  return [...departmentsOnly.values(), ...rows.filter((r) => r.courseId !== null)];
}

const userColumns = {
  id: users.id,
  userType: users.userType,
  roleType: users.roleType,
  email: users.email,
  lastName: users.lastName,
  firstName: users.firstName,
  lastNameKana: users.lastNameKana,
  firstNameKana: users.firstNameKana,
  sourcedId: oneRosterLinks.sourcedId,
  masterId: oneRosterLinks.masterId,
  studentNumber: students.studentNumber,
  birthday: students.birthday,
  phoneNumber: students.phoneNumber,
  schoolYear: students.schoolYear,
  departmentId: students.departmentId,
  courseId: students.courseId,
};

/** The schools' active students, staff, tutors and others (a bulk file holds active records). */
export async function exportUsers(db: Db, schoolIds: number[]): Promise<ExportUser[]> {
  const read = (schoolId: typeof users.schoolId | typeof students.schoolId, only?: SQL) =>
    db
      .select({ ...userColumns, schoolId: sql<number>`${schoolId}` })
      .from(users)
      .leftJoin(students, eq(students.userId, users.id))
      .leftJoin(oneRosterLinks, linkOf('user', sql`${users.id}::text`))
      .where(and(inArray(schoolId, schoolIds), eq(users.status, 'ACTIVE'), only));
  const [studentRows, staffRows] = await Promise.all([
    read(students.schoolId).orderBy(asc(students.studentNumber)),
    read(users.schoolId, ne(users.userType, 'STUDENT')).orderBy(asc(users.email)),
  ]);
  return [...studentRows, ...staffRows];
}
