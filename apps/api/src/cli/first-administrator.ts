import { eq, sql } from 'drizzle-orm';
import { NameField, RequiredKanaField, SignInIdField, ExtendedSchoolCode } from '@tayori/contract';
import { z } from 'zod';
import type { Db } from '../db/client';
import { areas, schoolGroups, schools, users } from '../db/schema';
import { recordAudit } from '../platform/data/audit';
import { issueTemporaryPassword } from '../platform/credentials';
import type { CredentialsPort } from '../platform/credentials/port';

/**
 * `npm run admin:create` (docs/operations.md "The first administrator"): a SYSTEM_ADMINISTRATOR
 * on a database nobody can sign in to yet. The fields pass the contract's rules (the staff
 * registration's), so the account is one the screens can edit.
 */
export const FirstAdministratorInput = z.object({
  email: SignInIdField,
  school: ExtendedSchoolCode,
  lastName: NameField,
  firstName: NameField,
  lastNameKana: RequiredKanaField,
  firstNameKana: RequiredKanaField,
  /** Only when the school does not exist yet: its name and area name create it (and its group). */
  schoolName: NameField.optional(),
  areaName: NameField.optional(),
  groupName: NameField.optional(),
});
export type FirstAdministratorInput = z.input<typeof FirstAdministratorInput>;

/** Why the command stops, in a sentence for the operator (exit code 1, nothing written). */
export class FirstAdministratorRefusal extends Error {}

export interface FirstAdministrator {
  userId: string;
  email: string;
  /** null when the credentials are not ours to set (CREDENTIALS_PROVIDER=none). */
  temporaryPassword: string | null;
  createdSchool: boolean;
}

/**
 * Creates the administrator (and the school, when asked to), then sets a temporary password the
 * same way the account screens do (platform/credentials: replaced at the first sign-in, 7 days).
 * Refuses an ID already in use, so a second run never resets an account behind its owner's back.
 */
export async function createFirstAdministrator(
  db: Db,
  credentials: CredentialsPort | null,
  raw: FirstAdministratorInput,
  now: Date,
): Promise<FirstAdministrator> {
  const parsed = FirstAdministratorInput.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `--${kebab(String(i.path[0]))}: ${i.message}`);
    throw new FirstAdministratorRefusal(lines.join('\n'));
  }
  const input = parsed.data;
  const result = await db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${input.email})`)
      .limit(1);
    if (taken) {
      throw new FirstAdministratorRefusal(
        `The sign-in ID ${input.email} is already in use; nothing was changed. ` +
          'To let its owner in again, issue a temporary password from the account screen.',
      );
    }
    const { schoolId, created } = await schoolFor(tx, input);
    const [row] = await tx
      .insert(users)
      .values({
        userType: 'STAFF',
        roleType: 'SYSTEM_ADMINISTRATOR',
        email: input.email,
        lastName: input.lastName,
        firstName: input.firstName,
        lastNameKana: input.lastNameKana,
        firstNameKana: input.firstNameKana,
        schoolId,
        billingCode: '3',
        a1License: true,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: users.id });
    await recordAudit(tx, {
      actorUserId: null,
      action: 'create',
      entity: 'staff',
      entityId: row!.id,
      detail: { userType: 'STAFF', email: input.email, by: 'admin:create' },
    });
    return { userId: row!.id, createdSchool: created };
  });
  const temporaryPassword = credentials
    ? await issueTemporaryPassword(credentials, { userId: result.userId, email: input.email }, now)
    : null;
  return { ...result, email: input.email, temporaryPassword };
}

async function schoolFor(
  tx: Db,
  input: z.output<typeof FirstAdministratorInput>,
): Promise<{ schoolId: number; created: boolean }> {
  const [school] = await tx
    .select({ id: schools.id })
    .from(schools)
    .where(eq(schools.extendedSchoolCode, input.school))
    .limit(1);
  if (school) return { schoolId: school.id, created: false };
  if (!input.schoolName || !input.areaName) {
    throw new FirstAdministratorRefusal(
      `No school has the code ${input.school}. Give --school-name and --area-name to create it ` +
        '(with --group-name for its school group; the school name by default), or name an existing school.',
    );
  }
  const [area] = await tx
    .select({ code: areas.areaCode })
    .from(areas)
    .where(eq(areas.areaName, input.areaName))
    .limit(1);
  let areaCode = area?.code;
  if (!areaCode) {
    // Area codes are two digits in the school group's lists (01 北海道…): the first free one.
    const taken = new Set(
      (await tx.select({ code: areas.areaCode }).from(areas)).map((a) => a.code),
    );
    let n = 1;
    while (taken.has(String(n).padStart(2, '0'))) n++;
    areaCode = String(n).padStart(2, '0');
    await tx.insert(areas).values({ areaCode, areaName: input.areaName, sortOrder: n });
  }
  const [group] = await tx
    .insert(schoolGroups)
    .values({ name: input.groupName ?? input.schoolName })
    .returning({ id: schoolGroups.id });
  const [created] = await tx
    .insert(schools)
    .values({
      extendedSchoolCode: input.school,
      name: input.schoolName,
      areaCode,
      schoolGroupId: group!.id,
    })
    .returning({ id: schools.id });
  return { schoolId: created!.id, created: true };
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
