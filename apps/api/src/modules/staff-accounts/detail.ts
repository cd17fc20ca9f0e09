import type { StaffDetail } from '@tayori/contract';
import type { Db } from '../../db/client';
import { findStaffAccount } from '../../domain/accounts/directory';
import type { Principal } from '../../platform/identity/auth';
import { notFound } from '../../platform/http/errors';
import { userStatusChoices } from '../../domain/accounts/status-choices';
import { staffAbilities } from './policy';

/** GET /api/v1/staff/{id}/detail (spec 001 §2, §3) with the caller's abilities. */
export async function getStaffDetail(
  db: Db,
  p: Principal,
  id: string,
  opts: { passwordsIssued: boolean },
): Promise<StaffDetail> {
  const row = await findStaffAccount(db, id);
  if (!row) throw notFound();
  const {
    schoolId: _schoolId,
    createdAt,
    createdBy,
    createdByName,
    updatedAt,
    updatedBy,
    updatedByName,
    ...rest
  } = row;
  return {
    ...rest,
    registerDate: createdAt.toISOString(),
    reguserId: createdBy,
    reguserName: createdByName,
    updateDate: updatedAt.toISOString(),
    upduserId: updatedBy,
    upduserName: updatedByName,
    abilities: staffAbilities(p, { userType: row.userType, status: row.userStatusType }, opts),
    userStatusChoices: userStatusChoices(p),
  };
}
