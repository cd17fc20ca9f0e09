import { and, asc, eq, ilike, like } from 'drizzle-orm';
import {
  staffEmailResultMax,
  type StaffEmailAddressGroup,
  type StaffEmailAddressQuery,
  type StaffEmailAddressResponse,
} from '@tayori/contract';
import type { Db } from '../../db/client';
import { schools, users } from '../../db/schema';
import type { Principal } from '../../platform/auth';
import { notFound } from '../../platform/errors';
import { containing } from '../../platform/like';
import { allOf, findPage, pageTotal } from '../../platform/paging';
import { findReachableSchool, inReachableSchool } from '../../platform/school-reach';

/**
 * Spec 001 §2, §7: ACTIVE staff of the schools the caller reaches (SCHOOL_* roles their school
 * groups', the others every school: docs/decisions/staff-email.md), names and kana matching any
 * part, schools in list order and staff by kana, at most `staffEmailResultMax` rows with the total.
 * The statement starts from the schools, so each reaches its staff through users_school_type_idx
 * (school_id, user_type) whatever the conditions.
 */
export async function searchStaffEmailAddresses(
  db: Db,
  principal: Principal,
  q: StaffEmailAddressQuery,
): Promise<StaffEmailAddressResponse> {
  let schoolId: number | null = null;
  if (q.extendedSchoolCode !== null) {
    const school = await findReachableSchool(db, principal, q.extendedSchoolCode);
    if (!school) throw notFound();
    schoolId = school.id;
  }
  const page = await findPage(db, { page: 1, limit: staffEmailResultMax }, () =>
    db
      .select({
        extendedSchoolCode: schools.extendedSchoolCode,
        schoolName: schools.name,
        lastName: users.lastName,
        firstName: users.firstName,
        lastNameKana: users.lastNameKana,
        firstNameKana: users.firstNameKana,
        emailAddress: users.email,
        total: pageTotal(),
      })
      .from(schools)
      .innerJoin(
        users,
        and(
          eq(users.schoolId, schools.id),
          eq(users.userType, 'STAFF'),
          eq(users.status, 'ACTIVE'),
        ),
      )
      .where(
        allOf(
          schoolId === null
            ? inReachableSchool(db, principal, schools.id)
            : eq(schools.id, schoolId),
          q.lastName ? ilike(users.lastName, containing(q.lastName)) : undefined,
          q.firstName ? ilike(users.firstName, containing(q.firstName)) : undefined,
          q.lastNameKana ? like(users.lastNameKana, containing(q.lastNameKana)) : undefined,
          q.firstNameKana ? like(users.firstNameKana, containing(q.firstNameKana)) : undefined,
        ),
      )
      .orderBy(
        asc(schools.sortOrder),
        asc(schools.id),
        asc(users.lastNameKana),
        asc(users.firstNameKana),
        asc(users.id),
      )
      .$dynamic(),
  );
  const groups = new Map<string, StaffEmailAddressGroup>();
  for (const { extendedSchoolCode, schoolName, ...row } of page.rows) {
    let group = groups.get(extendedSchoolCode);
    if (!group) {
      group = { extendedSchoolCode, schoolName, emailAddressList: [] };
      groups.set(extendedSchoolCode, group);
    }
    group.emailAddressList.push(row);
  }
  return { emailAddressInfoList: [...groups.values()], emailAddressInfoTotalCount: page.total };
}
