import { and, eq } from 'drizzle-orm';
import {
  billingCodeLabels,
  userStatusLabels,
  type TutorDetail,
  type TutorSearchConditions,
  type TutorSearchQuery,
  type TutorSearchResult,
} from '@tayori/contract';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { findStaffAccount, staffPage, type StaffConditions } from '../../domain/accounts/directory';
import type { Principal } from '../../platform/identity/auth';
import { notFound } from '../../platform/http/errors';
import { requireReachableSchool, inReachableSchool } from '../../domain/schools/reach';
import { userStatusChoices } from '../../domain/accounts/status-choices';
import { mayExportTutors, maySeeTestUserFlag, maySeeTutorStamps, tutorAbilities } from './policy';

/**
 * The tutors of the conditions' school (spec 001 §2, §5): the school is required and must be one
 * the caller reaches (SCHOOL_* their groups' schools), else 404 as any row out of reach.
 */
export async function tutorConditions(
  db: Db,
  p: Principal,
  c: TutorSearchConditions,
): Promise<StaffConditions> {
  const school = await requireReachableSchool(db, p, c.extendedSchoolCode);
  return { ...c, userType: 'TUTOR', schoolId: school.id };
}

/** GET /api/v1/tutors: one page by sign-in ID (byte order), then id. */
export async function searchTutors(
  db: Db,
  p: Principal,
  query: TutorSearchQuery,
): Promise<TutorSearchResult> {
  const { page, limit, ...c } = query;
  const found = await staffPage(db, await tutorConditions(db, p, c), { page, limit });
  return {
    tutorList: found.rows.map(({ userType: _t, roleType: _r, note: _n, ...r }) => ({
      ...r,
      userStatusTypeLabel: userStatusLabels[r.userStatusType],
    })),
    tutorTotalCount: found.total,
    abilities: { exportCsv: mayExportTutors(p) },
  };
}

/** A tutor the caller reaches, as stored; anything else answers 404. */
export async function findVisibleTutor(db: Db, p: Principal, id: string) {
  const row = await findStaffAccount(db, id);
  if (!row || row.userType !== 'TUTOR' || row.schoolId === null) throw notFound();
  const [reached] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), inReachableSchool(db, p, users.schoolId)))
    .limit(1);
  if (!reached) throw notFound();
  return row;
}

/** GET /api/v1/tutors/{id}/detail (spec 001 §2, §3) with what the caller may see and do. */
export async function getTutorDetail(
  db: Db,
  p: Principal,
  id: string,
  opts: { passwordsIssued: boolean },
): Promise<TutorDetail> {
  const row = await findVisibleTutor(db, p, id);
  const stamps = maySeeTutorStamps(p);
  return {
    uid: row.uid,
    userType: 'TUTOR',
    roleType: null,
    userStatusType: row.userStatusType,
    lastName: row.lastName,
    firstName: row.firstName,
    lastNameKana: row.lastNameKana,
    firstNameKana: row.firstNameKana,
    extendedSchoolCode: row.extendedSchoolCode,
    schoolName: row.schoolName,
    emailAddress: row.emailAddress,
    billingCode: row.billingCode,
    billingCodeLabel: row.billingCode ? billingCodeLabels[row.billingCode] : null,
    billingId: row.billingId,
    billingName: row.billingName,
    a1License: row.a1License,
    a3License: row.a3License,
    notes: row.notes,
    testUserFlag: maySeeTestUserFlag(p) ? row.testUserFlag : null,
    registerDate: stamps ? row.createdAt.toISOString() : null,
    reguserId: stamps ? row.createdBy : null,
    reguserName: stamps ? row.createdByName : null,
    updateDate: stamps ? row.updatedAt.toISOString() : null,
    upduserId: stamps ? row.updatedBy : null,
    upduserName: stamps ? row.updatedByName : null,
    seq: row.seq,
    abilities: tutorAbilities(p, { status: row.userStatusType }, opts),
    userStatusChoices: userStatusChoices(p),
  };
}
