import { eq, sql } from 'drizzle-orm';
import {
  messages,
  splitEmailAddress,
  type StaffAccountFields,
  type StaffCreateBody,
  type StaffUpdateBody,
} from '@tayori/contract';
import type { Db } from '../../db/client';
import { domains, schools, users } from '../../db/schema';
import { recordAudit } from '../../platform/data/audit';
import type { Principal, PrincipalLookup } from '../../platform/identity/auth';
import type { Clock } from '../../platform/clock';
import { notFound, validationError } from '../../platform/http/errors';
import { billingIdOf } from '../../domain/accounts/billing';
import { guardA3Limit } from '../../domain/accounts/a3-license-guard';
import { findStaffAccount } from '../../domain/accounts/directory';
import { writeAccountChange } from '../../domain/accounts/write';
import { requireStatusChoice } from '../../domain/accounts/status-choices';
import { changedOwnAccess } from '../../domain/accounts/own-access';

interface Ctx {
  db: Db;
  clock: Clock;
  principal: Principal;
  /** Forgets the account's remembered principal when an edit takes it out of ACTIVE. */
  principals: PrincipalLookup;
}

/** The checks against stored rows both writes share (spec 001 §5): school, billing, status. */
async function resolveFields(db: Db, p: Principal, f: StaffAccountFields) {
  requireStatusChoice(p, f.userStatusType);
  const [school] = await db
    .select({ id: schools.id })
    .from(schools)
    .where(eq(schools.extendedSchoolCode, f.extendedSchoolCode))
    .limit(1);
  if (!school) throw validationError({ extendedSchoolCode: messages.choice_invalid });
  const billingId = await billingIdOf(db, f.billingCode, f.billingId);
  return {
    userType: f.userType,
    roleType: f.userType === 'STAFF' ? f.roleType : null,
    status: f.userStatusType,
    lastName: f.lastName,
    firstName: f.firstName,
    lastNameKana: f.lastNameKana,
    firstNameKana: f.firstNameKana,
    schoolId: school.id,
    billingCode: f.billingCode,
    billingId,
    a1License: f.a1License,
    a3License: f.a3License,
    notes: f.notes === '' ? null : f.notes,
  };
}

/**
 * PATCH /api/v1/staff/{id} (spec 001 §4, §5, §7): guarded by `seq` (stale, or a deleted account:
 * 409), the A3 limit checked under the school's lock, audited with the fields changed. Leaving
 * ACTIVE ends the account's sessions; answers whether it did (the caller forgets its principal).
 */
export async function updateStaff(ctx: Ctx, id: string, body: StaffUpdateBody): Promise<void> {
  const current = await findStaffAccount(ctx.db, id);
  if (!current) throw notFound();
  const next = {
    ...(await resolveFields(ctx.db, ctx.principal, body)),
    testUserFlag: body.testUserFlag,
  };
  // Not one's own access (domain/accounts/own-access.ts); another administrator changes it.
  const own =
    id === ctx.principal.userId
      ? changedOwnAccess({ ...current, status: current.userStatusType }, next)
      : null;
  if (own) {
    const field = own === 'status' ? 'userStatusType' : own;
    throw validationError({ [field]: messages.staff_own_account });
  }
  await writeAccountChange(ctx, 'staff', current, next, body.seq);
}

/**
 * POST /api/v1/staff/new (spec 001 §2 "Staff registration", §5, §7): the sign-in ID, emailAddress,
 * is the account part, '@' and a listed domain; one in use answers its field's message. The account signs in once
 * an administrator issues a temporary password from its detail.
 */
export async function createStaff(ctx: Ctx, body: StaffCreateBody): Promise<{ uid: string }> {
  const { db, principal } = ctx;
  const { emailAddress, ...rest } = body;
  const fields = await resolveFields(db, principal, rest);
  const { accountPart, domainName } = splitEmailAddress(emailAddress);
  const [domain] = await db
    .select({ name: domains.domainName })
    .from(domains)
    .where(sql`lower(${domains.domainName}) = lower(${domainName})`)
    .limit(1);
  if (!domain) throw validationError({ emailAddress: messages.choice_invalid });
  const email = `${accountPart}@${domain.name}`;
  const inUse = () => validationError({ emailAddress: messages.sign_in_id_in_use });
  const now = ctx.clock.now();
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email})`)
      .limit(1);
    if (taken) throw inUse();
    await guardA3Limit(tx, null, null, {
      schoolId: fields.schoolId,
      a3License: fields.a3License,
      status: fields.status,
    });
    const [row] = await tx
      .insert(users)
      .values({
        ...fields,
        email,
        createdAt: now,
        createdBy: principal.userId,
        updatedAt: now,
        updatedBy: principal.userId,
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!row) throw inUse();
    await recordAudit(tx, {
      actorUserId: principal.userId,
      action: 'create',
      entity: 'staff',
      entityId: row.id,
      detail: { userType: fields.userType, email },
    });
    return { uid: row.id };
  });
}
