import { asc, sql } from 'drizzle-orm';
import {
  userStatusLabels,
  type BillingCode,
  type StaffFilter,
  type StaffSearchQuery,
  type StaffSearchResult,
} from '@tayori/contract';
import type { Db } from '../../db/client';
import { billings, domains } from '../../db/schema';
import { staffPage } from '../../domain/accounts/directory';
import type { Principal } from '../../platform/identity/auth';
import { mayRegisterStaff } from './policy';

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

/** GET /api/v1/staff: one page by sign-in ID (byte order), then id. */
export async function searchStaff(
  db: Db,
  p: Principal,
  query: StaffSearchQuery,
): Promise<StaffSearchResult> {
  const { page, limit, ...c } = query;
  const found = await staffPage(db, c, { page, limit });
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
