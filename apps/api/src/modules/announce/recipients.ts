import { and, asc, count, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { messages, type AnnounceDestinations, type DirectorySchoolYear } from '@tayori/contract';
import type { Db } from '../../db/client';
import { schools, students, users } from '../../db/schema';
import type { Principal } from '../../platform/identity/auth';
import { validationError } from '../../platform/http/errors';
import { receivesDeliveries } from '../../domain/students/recipients';
import { inReachableSchool } from '../../domain/schools/reach';
import { findStudentDirectory, type StudentDirectoryFilter } from '../../domain/students/directory';
import { personName } from '../../platform/data/person-name';

/**
 * Who announcement mail reaches (spec 001 §1 "send announcement mail to enrolled students", §2 the
 * destination search's 'include staff'): the students who receive deliveries (platform/
 * recipients.ts) and the ACTIVE staff of the school (users.school_id). One mail, and one saved
 * list, is of one school: the sent history is filtered by it (docs/decisions/announce.md).
 */

/** A candidate joined as `users` left join `students`: a student receiving mail, or school staff. */
export const receivesAnnounce: SQL = or(
  receivesDeliveries,
  and(
    isNull(students.userId),
    eq(users.userType, 'STAFF'),
    eq(users.status, 'ACTIVE'),
    sql`${users.schoolId} is not null`,
  ),
)!;

/** The recipient's school: the student's, or the staff member's own. */
export const recipientSchool = sql<number>`coalesce(${students.schoolId}, ${users.schoolId})`;

/** A PostgreSQL array literal of UUIDs (the contract let only UUIDs through): one parameter. */
export const uuidArray = (ids: readonly string[]) => `{${ids.join(',')}}`;

/** The ids once each (a UUID in any letter case is one id). */
export const distinctIds = (ids: readonly string[]) => [
  ...new Set(ids.map((id) => id.toLowerCase())),
];

/**
 * The school of the listed users: each must be one the trees offer (receiving mail) of one school
 * the caller reaches. Anything else answers 400 on `userIdList` and changes nothing.
 */
export async function recipientsSchool(db: Db, p: Principal, ids: string[]): Promise<number> {
  const bySchool = await db
    .select({ schoolId: recipientSchool, n: count() })
    .from(users)
    .leftJoin(students, eq(students.userId, users.id))
    .where(and(sql`${users.id} = any(${uuidArray(ids)}::uuid[])`, receivesAnnounce))
    .groupBy(recipientSchool);
  const [only] = bySchool;
  if (bySchool.length !== 1 || Number(only!.n) !== ids.length)
    throw validationError({ userIdList: messages.announce_user_invalid });
  const [reached] = await db
    .select({ id: schools.id })
    .from(schools)
    .where(and(eq(schools.id, only!.schoolId), inReachableSchool(db, p, schools.id)));
  if (!reached) throw validationError({ userIdList: messages.announce_user_invalid });
  return only!.schoolId;
}

/** The school's ACTIVE staff (all, or only `userIds`), by name. */
async function schoolStaff(db: Db, schoolId: number, userIds?: readonly string[]) {
  const rows = await db
    .select({
      id: users.id,
      lastName: users.lastName,
      firstName: users.firstName,
      emailAddress: users.email,
    })
    .from(users)
    .where(
      and(
        eq(users.schoolId, schoolId),
        eq(users.userType, 'STAFF'),
        eq(users.status, 'ACTIVE'),
        userIds ? sql`${users.id} = any(${uuidArray(userIds)}::uuid[])` : undefined,
      ),
    )
    .orderBy(
      sql`${users.lastNameKana} collate "C"`,
      sql`${users.firstNameKana} collate "C"`,
      asc(users.id),
    );
  return rows.map((r) => ({
    id: r.id,
    name: personName(r),
    emailAddress: r.emailAddress,
  }));
}

/** The destination trees (spec 001 §2): students, careful students apart, staff when asked. */
export async function findDestinations(
  db: Db,
  filter: StudentDirectoryFilter,
  withStaff: boolean,
): Promise<AnnounceDestinations> {
  const [found, staff] = await Promise.all([
    findStudentDirectory(db, filter),
    withStaff ? schoolStaff(db, filter.schoolId, filter.userIds) : Promise.resolve([]),
  ]);
  // The directory's school years are the column's 1–4 and -1 (students.school_year).
  return {
    announceUserResult: found.students as DirectorySchoolYear[],
    announceStaffResult: staff,
    announceCarefulStudentResult: found.carefulStudents as DirectorySchoolYear[],
    carefulCount: found.carefulCount,
  };
}
