import { and, asc, eq, gt, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  billingCodeLabels,
  staffUserTypes,
  userStatusLabels,
  type BillingCode,
  type StaffListRow,
  type StaffSearchConditions,
  type StaffUserType,
} from '@tayori/contract';
import { alias, type SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { billings, domains, schools, users } from '../db/schema';
import type { CsvColumn } from './csv';
import { allOf } from './paging';
import { containsText } from './paging/contains';

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

/** The rows the conditions find (spec 001 §2, §5): names, kana, ID and notes by part. */
export function staffConditions(c: Partial<StaffSearchConditions>) {
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
export const staffOrder = [sql`${users.email} collate "C"`, asc(users.id)];

/** Rows read per statement by the CSVs. */
const BATCH = 1_000;

/**
 * Every account `where` finds, batch by batch in the searches' order (keyset: each batch starts
 * after the last row of the one before, so no batch rereads the rows before it).
 */
export async function* staffBatches(db: Db, where: SQL | undefined): AsyncGenerator<StaffRow[]> {
  let after: { email: string; id: string } | null = null;
  for (;;) {
    const from: SQL | undefined = after
      ? or(
          gt(sql`${users.email} collate "C"`, sql`${after.email} collate "C"`),
          and(sql`${users.email} = ${after.email}`, gt(users.id, after.id)),
        )
      : undefined;
    const rows: StaffRow[] = await selectStaff(db, {})
      .where(and(where, from))
      .orderBy(...staffOrder)
      .limit(BATCH);
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < BATCH) return;
    const last = rows[rows.length - 1]!;
    after = { email: last.emailAddress, id: last.uid };
  }
}

const registeredBy = alias(users, 'registered_by');
const updatedBy = alias(users, 'updated_by');

/**
 * A staff, other or tutor account as stored, with the names of who registered and last updated it
 * (null: not one, answered as 404).
 */
export async function findStaffAccount(db: Db, id: string) {
  const [row] = await db
    .select({
      ...staffColumns,
      schoolId: users.schoolId,
      domainId: domains.domainId,
      billingId: users.billingId,
      notes: users.notes,
      testUserFlag: users.testUserFlag,
      createdAt: users.createdAt,
      createdBy: users.createdBy,
      createdByName: sql<
        string | null
      >`${registeredBy.lastName} || ' ' || ${registeredBy.firstName}`,
      updatedAt: users.updatedAt,
      updatedBy: users.updatedBy,
      updatedByName: sql<string | null>`${updatedBy.lastName} || ' ' || ${updatedBy.firstName}`,
      seq: users.seq,
    })
    .from(users)
    .leftJoin(schools, eq(schools.id, users.schoolId))
    .leftJoin(billings, eq(billings.billingId, users.billingId))
    .leftJoin(domains, sql`lower(${users.email}) like '%@' || lower(${domains.domainName})`)
    .leftJoin(registeredBy, eq(registeredBy.id, users.createdBy))
    .leftJoin(updatedBy, eq(updatedBy.id, users.updatedBy))
    .where(and(eq(users.id, id), isStaffAccount))
    .limit(1);
  return row ?? null;
}
export type StoredStaffAccount = NonNullable<Awaited<ReturnType<typeof findStaffAccount>>>;

/** The CSV columns the staff and tutor files begin with (spec 001 §3, §9): sign-in ID, names, kana. */
export const accountCsvLead: readonly CsvColumn<StaffRow>[] = [
  { header: 'サインインID', value: (r) => r.emailAddress },
  { header: '姓', value: (r) => r.lastName },
  { header: '名', value: (r) => r.firstName },
  { header: '姓（カナ）', value: (r) => r.lastNameKana },
  { header: '名（カナ）', value: (r) => r.firstNameKana },
];

/** Its status, school and billing, as the files say them. */
export const accountCsvPlace: readonly CsvColumn<StaffRow>[] = [
  { header: 'ステータス', value: (r) => userStatusLabels[r.userStatusType] },
  { header: '学校コード', value: (r) => r.extendedSchoolCode, digits: true },
  { header: '学校', value: (r) => r.schoolName },
  { header: '請求区分', value: (r) => (r.billingCode ? billingCodeLabels[r.billingCode] : null) },
  { header: '請求先', value: (r) => r.billingName },
];

/** The licence an account holds, as the files say it. */
export const licenseCsvColumn: CsvColumn<StaffRow> = {
  header: 'ライセンス',
  value: (r) => (r.a3License ? 'A3' : r.a1License ? 'A1' : null),
};
