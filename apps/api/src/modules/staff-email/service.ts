import { and, asc, eq } from 'drizzle-orm';
import {
  staffEmailResultMax,
  type StaffEmailAddressGroup,
  type StaffEmailAddressQuery,
  type StaffEmailAddressResponse,
} from '@tayori/contract';
import type { Db } from '../../db/client';
import { schools, users } from '../../db/schema';
import type { Principal } from '../../platform/identity/auth';
import { nameFilters } from '../../domain/accounts/directory';
import { equalTo, pagedSearch, pageTotal, type Filters } from '../../platform/data/paging';
import { requireReachableSchool, groupsOfCaller, inGroupSchools } from '../../domain/schools/reach';

/** The search's conditions: a school's id or the caller's school groups, names and kana. */
type StaffEmailConditions = Omit<StaffEmailAddressQuery, 'extendedSchoolCode'> & {
  schoolId: number;
  groupsOf: string;
};

/**
 * Spec 001 §2, §7: ACTIVE staff of the schools the caller reaches (SCHOOL_* roles their school
 * groups', the others every school: docs/decisions/staff-email.md), names and kana matching any
 * part, schools in list order and staff by kana, at most `staffEmailResultMax` rows with the total.
 * The statement starts from the schools, so each reaches its staff through users_school_type_idx
 * (school_id, user_type) whatever the conditions.
 */
const staffEmailPage = pagedSearch(
  'staff_email_search',
  {
    schoolId: equalTo(schools.id),
    groupsOf: inGroupSchools(schools.id),
    ...nameFilters,
  } satisfies Filters<StaffEmailConditions>,
  (db, { where }) =>
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
      .where(where)
      .orderBy(
        asc(schools.sortOrder),
        asc(schools.id),
        asc(users.lastNameKana),
        asc(users.firstNameKana),
        asc(users.id),
      )
      .$dynamic(),
);

export async function searchStaffEmailAddresses(
  db: Db,
  principal: Principal,
  q: StaffEmailAddressQuery,
): Promise<StaffEmailAddressResponse> {
  const { extendedSchoolCode, ...names } = q;
  let schoolId: number | undefined;
  if (extendedSchoolCode !== null) {
    const school = await requireReachableSchool(db, principal, extendedSchoolCode);
    schoolId = school.id;
  }
  const page = await staffEmailPage(
    db,
    {
      ...names,
      schoolId,
      // A school of the caller's was checked above; else the schools the caller reaches.
      groupsOf: schoolId === undefined ? groupsOfCaller(principal) : undefined,
    },
    { page: 1, limit: staffEmailResultMax },
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
