import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  billingCodeLabels,
  staffUserTypes,
  userStatusLabels,
  type BillingCode,
  type StaffListRow,
  type StaffSearchConditions,
  type StaffUserType,
} from '@tayori/contract';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { billings, domains, schools, users } from '../../db/schema';
import { accountStampColumns, joinAccountStamps } from './stamps';
import type { CsvColumn } from '../../platform/csv';
import { likeLiteral } from '../../platform/data/like';
import {
  batchedSearch,
  byKeyOrder,
  containsText,
  equalTo,
  pagedSearch,
  pageTotal,
  type Filters,
  type KeyOrder,
} from '../../platform/data/paging';

/**
 * Staff, other and tutor accounts as the staff and the tutor screens read them (spec 001 §2, §3):
 * their columns, the search's conditions, the order and the CSV's batches, written once for both
 * areas (docs/decisions/staff-accounts.md). Which accounts a caller may see is each area's.
 */

/** The accounts of these areas: every type but STUDENT (spec 001 §6). */
export const isStaffAccount = inArray(users.userType, [...staffUserTypes]);

/** The columns of an account the searches and the details answer. */
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

/**
 * Names and kana by part, as every account search has them (spec 001 §2, §5). Kana is full-width
 * katakana by now (the contract's KanaField): it has no case.
 */
export const nameFilters = {
  lastName: containsText(users.lastName),
  firstName: containsText(users.firstName),
  lastNameKana: containsText(users.lastNameKana, { caseless: true }),
  firstNameKana: containsText(users.firstNameKana, { caseless: true }),
} satisfies Filters<Record<'lastName' | 'firstName' | 'lastNameKana' | 'firstNameKana', string>>;

/**
 * The conditions of the staff and tutor searches (spec 001 §2, §5): names, kana, ID and notes by
 * part; `schoolId` is the tutor search's school, resolved and checked by that area.
 */
export type StaffConditions = Partial<StaffSearchConditions> & { schoolId?: number };

export const staffFilters: Filters<StaffConditions> = {
  userType: equalTo(users.userType),
  roleType: equalTo(users.roleType),
  userStatusType: equalTo(users.status),
  extendedSchoolCode: equalTo(schools.extendedSchoolCode),
  schoolId: equalTo(users.schoolId),
  ...nameFilters,
  emailAddress: containsText(users.email),
  domainName: { where: (v) => sql`${users.email} ilike ${v}`, param: (d) => `%@${likeLiteral(d)}` },
  billingCode: equalTo(users.billingCode),
  billingId: equalTo(users.billingId),
  notes: containsText(users.notes),
};

/** A select of account rows (with their school and billing) and `extra` columns. */
export const selectStaff = <T extends SelectedFields>(db: Db, extra: T) =>
  db
    .select({ ...staffColumns, note: users.notes, ...extra })
    .from(users)
    .leftJoin(schools, eq(schools.id, users.schoolId))
    .leftJoin(billings, eq(billings.billingId, users.billingId));

/** A row of the searches and the CSVs. */
export type StaffRow = Omit<StaffListRow, 'userStatusTypeLabel' | 'isSelf'>;

/** The searches' order: sign-in ID (byte order), then id. */
const staffOrder: KeyOrder = { key: users.email, id: users.id };

/** One page of the accounts the conditions find, in the searches' order, with the total. */
export const staffPage = pagedSearch('staff_search', staffFilters, (db, { where }) =>
  selectStaff(db, { total: pageTotal() })
    .where(and(isStaffAccount, where))
    .orderBy(...byKeyOrder(staffOrder))
    .$dynamic(),
);

/** Every account the conditions find, batch by batch in the searches' order (the CSVs). */
export const staffBatches = batchedSearch(
  'staff_csv',
  staffFilters,
  staffOrder,
  (db, { where }) => selectStaff(db, {}).where(and(isStaffAccount, where)).$dynamic(),
  (row) => ({ key: row.emailAddress, id: row.uid }),
);

/**
 * A staff, other or tutor account as stored, with the names of who registered and last updated it
 * (null: not one, answered as 404).
 */
export async function findStaffAccount(db: Db, id: string) {
  const query = db
    .select({
      ...staffColumns,
      schoolId: users.schoolId,
      domainId: domains.domainId,
      billingId: users.billingId,
      notes: users.notes,
      testUserFlag: users.testUserFlag,
      ...accountStampColumns,
      seq: users.seq,
    })
    .from(users)
    .leftJoin(schools, eq(schools.id, users.schoolId))
    .leftJoin(billings, eq(billings.billingId, users.billingId))
    .leftJoin(domains, sql`lower(${users.email}) like '%@' || lower(${domains.domainName})`)
    .$dynamic();
  const [row] = await joinAccountStamps(query)
    .where(and(eq(users.id, id), isStaffAccount))
    .limit(1);
  return row ?? null;
}
export type StoredStaffAccount = NonNullable<Awaited<ReturnType<typeof findStaffAccount>>>;

/**
 * The columns of the staff and tutor CSVs (spec 001 §3, §9), Japanese headers in the search
 * table's order: sign-in ID, names and kana, then the file's own (`kind`: the staff file's user
 * type and role), status, school and billing, licence, then its `tail` (the staff file's notes).
 */
export const accountCsvColumns = (
  kind: readonly CsvColumn<StaffRow>[] = [],
  tail: readonly CsvColumn<StaffRow>[] = [],
): readonly CsvColumn<StaffRow>[] => [
  { header: 'サインインID', value: (r) => r.emailAddress },
  { header: '姓', value: (r) => r.lastName },
  { header: '名', value: (r) => r.firstName },
  { header: '姓（カナ）', value: (r) => r.lastNameKana },
  { header: '名（カナ）', value: (r) => r.firstNameKana },
  ...kind,
  { header: 'ステータス', value: (r) => userStatusLabels[r.userStatusType] },
  { header: '学校コード', value: (r) => r.extendedSchoolCode },
  { header: '学校', value: (r) => r.schoolName },
  { header: '請求区分', value: (r) => (r.billingCode ? billingCodeLabels[r.billingCode] : null) },
  { header: '請求先', value: (r) => r.billingName },
  { header: 'ライセンス', value: (r) => (r.a3License ? 'A3' : r.a1License ? 'A1' : null) },
  ...tail,
];
