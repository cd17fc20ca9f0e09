import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { roleTypes, type RoleType } from '@tayori/contract';
import type { Db } from '../../db/client';
import { DEMO_PASSWORD } from '../../db/builder/accounts';
import { noticeDeliveries, schools, staffSchoolGroups, students, users } from '../../db/schema';
import { newTemporaryPassword, setAccountPassword } from '../../platform/identity/bundled-idp';
import type { Clock } from '../../platform/clock';
import { notFound, validationError } from '../../platform/http/errors';

/** The demo school new accounts join (the demo students' own, in 北海道). */
const SCHOOL_CODE = 'S0001';

const StudentBody = z
  .object({
    temporaryPassword: z.boolean().default(false),
    /** The e-mail of a student whose notices the new one is delivered too, unread. */
    noticesOf: z.string().optional(),
  })
  .strict();
const StaffBody = z.object({ roleType: z.enum(roleTypes) }).strict();

/** What a test needs to sign in as the new student or to pass the identity check as them. */
export interface TestStudent {
  email: string;
  password: string;
  extendedSchoolCode: string;
  studentNumber: string;
  /** YYYYMMDD, as the identification form takes it. */
  birthday: string;
  phoneNumber: string;
}

/** What a test needs to sign in as the new staff member. */
export interface TestStaff {
  email: string;
  password: string;
  roleType: RoleType;
}

/** The demo school (a database without the demo data has none: 404). */
async function demoSchool(db: Db) {
  const [school] = await db
    .select({ id: schools.id, schoolGroupId: schools.schoolGroupId })
    .from(schools)
    .where(eq(schools.extendedSchoolCode, SCHOOL_CODE));
  if (!school) throw notFound();
  return school;
}

/**
 * `POST /dev/students` and `POST /dev/staff`: a new account of the demo school, with details of
 * its own. For end-to-end tests that change an account or what it has read (reset its password,
 * replace a temporary one, mark notices read, edit its JID): each makes its own, so no other test
 * sees the change and a retry starts afresh. Registered with the other dev tools: DEV_TOOLS=1 only
 * (refused in production), and to this machine only.
 */
export function testAccountRoutes(app: FastifyInstance, { db, clock }: { db: Db; clock: Clock }) {
  const tagged = () => randomBytes(4).toString('hex');

  app.post('/dev/students', { schema: { hide: true } }, async (req): Promise<TestStudent> => {
    const parsed = StudentBody.safeParse(req.body ?? {});
    if (!parsed.success) throw validationError({ body: parsed.error.message });
    const { temporaryPassword, noticesOf } = parsed.data;
    const school = await demoSchool(db);
    const tag = tagged();
    const account = {
      email: `e2e-${tag}@demo.tayori.example`,
      extendedSchoolCode: SCHOOL_CODE,
      studentNumber: `E2E${tag.toUpperCase()}`,
      birthday: `2008${String(randomInt(1, 13)).padStart(2, '0')}${String(randomInt(1, 29)).padStart(2, '0')}`,
      phoneNumber: `080${String(randomInt(0, 1e8)).padStart(8, '0')}`,
      password: temporaryPassword ? newTemporaryPassword() : DEMO_PASSWORD,
    };
    await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          userType: 'STUDENT',
          email: account.email,
          lastName: '試験',
          firstName: tag,
          schoolId: school.id,
        })
        .returning({ id: users.id });
      await tx.insert(students).values({
        userId: user!.id,
        schoolId: school.id,
        studentNumber: account.studentNumber,
        birthday: `${account.birthday.slice(0, 4)}-${account.birthday.slice(4, 6)}-${account.birthday.slice(6)}`,
        phoneNumber: account.phoneNumber,
      });
      if (noticesOf !== undefined) await copyDeliveries(tx, noticesOf, user!.id);
      await setAccountPassword(tx, user!.id, account.password, {
        temporary: temporaryPassword,
        now: clock.now(),
      });
    });
    return account;
  });

  app.post('/dev/staff', { schema: { hide: true } }, async (req): Promise<TestStaff> => {
    const parsed = StaffBody.safeParse(req.body ?? {});
    if (!parsed.success) throw validationError({ roleType: parsed.error.message });
    const { roleType } = parsed.data;
    const school = await demoSchool(db);
    const tag = tagged();
    const account = { email: `e2e-staff-${tag}@demo.tayori.example`, password: DEMO_PASSWORD };
    await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          userType: 'STAFF',
          roleType,
          email: account.email,
          lastName: '試験',
          firstName: tag,
        })
        .returning({ id: users.id });
      // SCHOOL_* staff see the schools of their school groups: the demo school's.
      if (roleType.startsWith('SCHOOL_') && school.schoolGroupId !== null)
        await tx
          .insert(staffSchoolGroups)
          .values({ userId: user!.id, schoolGroupId: school.schoolGroupId });
      await setAccountPassword(tx, user!.id, account.password, {
        temporary: false,
        now: clock.now(),
      });
    });
    return { ...account, roleType };
  });

  // A tutor of the demo school without a password, as a registration leaves one: the test issues
  // it a temporary password from its detail (spec 001 §2) and signs in with that.
  app.post('/dev/tutors', { schema: { hide: true } }, async (): Promise<{ email: string }> => {
    const school = await demoSchool(db);
    const tag = tagged();
    const email = `e2e-tutor-${tag}@demo.tayori.example`;
    await db.insert(users).values({
      userType: 'TUTOR',
      email,
      schoolId: school.id,
      lastName: '講師',
      firstName: tag,
      lastNameKana: 'コウシ',
      firstNameKana: 'テスト',
      a1License: true,
    });
    return { email };
  });
}

/** Delivers the notices of the student with e-mail `email` to `userId` too, unread, and counts them. */
async function copyDeliveries(tx: Db, email: string, userId: string) {
  const [source] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), eq(users.userType, 'STUDENT')));
  if (!source) throw validationError({ noticesOf: `no student ${email}` });
  await tx.execute(sql`insert into ${noticeDeliveries} (notice_id, user_id, read_at, start_date)
    select notice_id, ${userId}, null, start_date from ${noticeDeliveries} where user_id = ${source.id}`);
  await tx.execute(sql`update notices set delivery_count = delivery_count + 1
    where id in (select notice_id from ${noticeDeliveries} where user_id = ${userId})`);
}
