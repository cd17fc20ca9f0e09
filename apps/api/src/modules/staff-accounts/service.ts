import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  staffUserTypes,
  userStatusLabels,
  type BillingCode,
  type StaffFilter,
  type StaffListRow,
  type StaffSearchConditions,
  type StaffSearchQuery,
  type StaffSearchResult,
  type StaffUserType,
} from '@tayori/contract';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { billings, domains, schools, users } from '../../db/schema';
import type { Principal } from '../../platform/auth';
import { allOf, findPage, pageTotal } from '../../platform/paging';
import { containsText } from '../../platform/paging/contains';
import { mayRegisterStaff } from './policy';

/** The accounts of this area: every type but STUDENT (spec 001 §6). */
export const isStaffAccount = inArray(users.userType, [...staffUserTypes]);

/** The columns of a staff, other or tutor account the search and the detail both answer. */
export const staffColumns = {
  uid: users.id,
  userType: sql<StaffUserType>`${users.userType}`,
  roleType: users.roleType,
  userStatusType: users.status,
  lastName: users.lastName,
  firstName: users.firstName,
  lastNameKana: users.lastNameKana,
  firstNameKana: users.firstNameKana,
  emailAddress: users.email,
  extendedSchoolCode: schools.extendedSchoolCode,
  schoolName: schools.name,
  billingCode: sql<BillingCode | null>`${users.billingCode}`,
  billingName: billings.billingName,
  a1License: users.a1License,
  a3License: users.a3License,
};

/** GET /api/v1/staff-filter: the domains and billings (spec 001 §3). */
export async function findStaffFilter(db: Db): Promise<StaffFilter> {
  const [domainList, billingList] = await Promise.all([
    db
      .select({ domainId: domains.domainId, domainName: domains.domainName })
      .from(domains)
      .orderBy(asc(domains.sortOrder), asc(domains.domainId)),
    db
      .select({
        billingId: billings.billingId,
        billingName: billings.billingName,
        billingCode: sql<BillingCode>`${billings.billingCode}`,
      })
      .from(billings)
      .orderBy(asc(billings.billingCode), asc(billings.billingId)),
  ]);
  return { domainList, billingList };
}

/** The rows the conditions find (spec 001 §2, §5): names, kana, ID and notes by part. */
export function staffConditions(c: StaffSearchConditions) {
  const escapedDomain = c.domainName?.replace(/[\\%_]/g, (ch) => `\\${ch}`);
  return allOf(
    isStaffAccount,
    c.userType && eq(users.userType, c.userType),
    c.roleType && eq(users.roleType, c.roleType),
    c.userStatusType && eq(users.status, c.userStatusType),
    c.extendedSchoolCode !== undefined && eq(schools.extendedSchoolCode, c.extendedSchoolCode),
    containsText(users.lastName, c.lastName),
    containsText(users.firstName, c.firstName),
    containsText(users.lastNameKana, c.lastNameKana),
    containsText(users.firstNameKana, c.firstNameKana),
    containsText(users.email, c.emailAddress),
    escapedDomain !== undefined && sql`${users.email} ilike ${`%@${escapedDomain}`}`,
    c.billingCode && eq(users.billingCode, c.billingCode),
    c.billingId !== undefined && eq(users.billingId, c.billingId),
    containsText(users.notes, c.notes),
  );
}

/** A select of search rows (with their school and billing) and `extra` columns. */
export const selectStaff = <T extends SelectedFields>(db: Db, extra: T) =>
  db
    .select({ ...staffColumns, note: users.notes, ...extra })
    .from(users)
    .leftJoin(schools, eq(schools.id, users.schoolId))
    .leftJoin(billings, eq(billings.billingId, users.billingId));

/** A row of the search and the CSV. */
export type StaffRow = Omit<StaffListRow, 'userStatusTypeLabel' | 'isSelf'>;

/** GET /api/v1/staff: one page by sign-in ID (byte order), then id. */
export async function searchStaff(
  db: Db,
  p: Principal,
  query: StaffSearchQuery,
): Promise<StaffSearchResult> {
  const { page, limit, ...c } = query;
  const found = await findPage(db, { page, limit }, () =>
    selectStaff(db, { total: pageTotal() })
      .where(and(staffConditions(c)))
      .orderBy(sql`${users.email} collate "C"`, asc(users.id))
      .$dynamic(),
  );
  const register = mayRegisterStaff(p);
  return {
    staffList: found.rows.map((r) => ({
      ...r,
      userStatusTypeLabel: userStatusLabels[r.userStatusType],
      isSelf: r.uid === p.userId,
    })),
    staffTotalCount: found.total,
    abilities: { register, exportCsv: register },
  };
}
