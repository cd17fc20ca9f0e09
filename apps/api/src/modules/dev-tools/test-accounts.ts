import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { DEMO_PASSWORD } from '../../db/builder/accounts';
import { schools, students, users } from '../../db/schema';
import { newTemporaryPassword, setAccountPassword } from '../../platform/bundled-idp';
import type { Clock } from '../../platform/clock';
import { notFound, validationError } from '../../platform/errors';

/** The demo school new accounts join (the demo students' own, in 北海道). */
const SCHOOL_CODE = 'S0001';

const Body = z.object({ temporaryPassword: z.boolean().default(false) }).strict();

/** What a test needs to sign in as the new student or to pass the identity check as them. */
export interface TestStudent {
  email: string;
  password: string;
  extendedSchoolCode: string;
  studentNumber: string;
  birthday: string;
  phoneNumber: string;
}

/**
 * `POST /dev/students`: a new student of the demo school, with details of its own (student number,
 * birthday, phone, e-mail) and either the demo password or a temporary one. For end-to-end tests
 * that change an account (reset its password, replace a temporary one): each makes its own, so
 * no other test sees the change and a retry starts afresh. Registered with the other dev tools:
 * DEV_TOOLS=1 only (refused in production), and to this machine only.
 */
export function testAccountRoutes(app: FastifyInstance, { db, clock }: { db: Db; clock: Clock }) {
  app.post('/dev/students', { schema: { hide: true } }, async (req): Promise<TestStudent> => {
    const parsed = Body.safeParse(req.body ?? {});
    if (!parsed.success) throw validationError({ temporaryPassword: parsed.error.message });
    const [school] = await db
      .select({ id: schools.id })
      .from(schools)
      .where(eq(schools.extendedSchoolCode, SCHOOL_CODE));
    if (!school) throw notFound(); // a database without the demo data
    const tag = randomBytes(4).toString('hex');
    const account = {
      email: `e2e-${tag}@demo.tayori.example`,
      extendedSchoolCode: SCHOOL_CODE,
      studentNumber: `E2E${tag.toUpperCase()}`,
      birthday: `2008${String(randomInt(1, 13)).padStart(2, '0')}${String(randomInt(1, 29)).padStart(2, '0')}`,
      phoneNumber: `080${String(randomInt(0, 1e8)).padStart(8, '0')}`,
      password: parsed.data.temporaryPassword ? newTemporaryPassword() : DEMO_PASSWORD,
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
      await setAccountPassword(tx, user!.id, account.password, {
        temporary: parsed.data.temporaryPassword,
        now: clock.now(),
      });
    });
    return account;
  });
}
