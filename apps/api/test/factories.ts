import { randomBytes } from 'node:crypto';
import type { RoleType, UserType } from '@tayori/contract';
import { passkeys, recoveryCodes, totpFactors } from '@tayori/idp/schema';
import type { Db } from '../src/db/client';
import {
  areas,
  courses,
  departments,
  noticeCategories,
  schoolGroups,
  schools,
  staffSchoolGroups,
  students,
  users,
} from '../src/db/schema';

/** Unique per call, so tests never truncate and can share one database. */
const unique = () => randomBytes(5).toString('hex');

export type SchoolRow = typeof schools.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type StudentRow = typeof students.$inferSelect;

export async function buildSchoolGroup(db: Db, name = `グループ${unique()}`) {
  const [row] = await db.insert(schoolGroups).values({ name }).returning();
  return row!;
}

/** A school in its own area and school group, with one department and course. */
export async function buildSchool(
  db: Db,
  overrides: Partial<typeof schools.$inferInsert> = {},
): Promise<SchoolRow & { departmentId: number; courseId: number }> {
  const u = unique();
  const areaCode = overrides.areaCode ?? `A${u}`;
  await db
    .insert(areas)
    .values({ areaCode, areaName: `エリア${u}` })
    .onConflictDoNothing();
  const schoolGroupId = overrides.schoolGroupId ?? (await buildSchoolGroup(db)).id;
  const [school] = await db
    .insert(schools)
    .values({
      extendedSchoolCode: `S${u}`,
      name: `テスト高等学院${u}`,
      ...overrides,
      areaCode,
      schoolGroupId,
    })
    .returning();
  const [department] = await db
    .insert(departments)
    .values({ schoolId: school!.id, name: '普通科' })
    .returning();
  const [course] = await db
    .insert(courses)
    .values({ departmentId: department!.id, name: '総合コース' })
    .returning();
  return { ...school!, departmentId: department!.id, courseId: course!.id };
}

export async function buildUser(
  db: Db,
  overrides: Partial<typeof users.$inferInsert> & { userType: UserType },
): Promise<UserRow> {
  const u = unique();
  const [row] = await db
    .insert(users)
    .values({
      email: `user-${u}@test.tayori.example`,
      lastName: '試験',
      firstName: `太郎${u.slice(0, 3)}`,
      lastNameKana: 'シケン',
      firstNameKana: 'タロウ',
      ...overrides,
    })
    .returning();
  return row!;
}

export async function buildStaff(
  db: Db,
  opts: { roleType: RoleType; school?: SchoolRow; schoolGroupIds?: number[] } & Partial<
    typeof users.$inferInsert
  >,
): Promise<UserRow> {
  const { school, schoolGroupIds, ...rest } = opts;
  const s = school ?? (await buildSchool(db));
  const user = await buildUser(db, { userType: 'STAFF', schoolId: s.id, ...rest });
  const groups = schoolGroupIds ?? (s.schoolGroupId ? [s.schoolGroupId] : []);
  if (groups.length > 0) {
    await db
      .insert(staffSchoolGroups)
      .values(groups.map((schoolGroupId) => ({ userId: user.id, schoolGroupId })));
  }
  return user;
}

export async function buildStudent(
  db: Db,
  opts: {
    school?: SchoolRow & { departmentId?: number; courseId?: number };
    user?: Partial<typeof users.$inferInsert>;
    student?: Partial<typeof students.$inferInsert>;
  } = {},
): Promise<UserRow & { student: StudentRow; school: SchoolRow }> {
  const school = opts.school ?? (await buildSchool(db));
  const user = await buildUser(db, { userType: 'STUDENT', schoolId: school.id, ...opts.user });
  const [student] = await db
    .insert(students)
    .values({
      userId: user.id,
      schoolId: school.id,
      studentNumber: `N${unique()}`.slice(0, 12),
      departmentId: school.departmentId ?? null,
      courseId: school.courseId ?? null,
      schoolYear: 1,
      admissionYear: 2025,
      birthday: '2008-04-02',
      phoneNumber: '09012345678',
      ...opts.student,
    })
    .returning();
  return { ...user, student: student!, school };
}

export async function buildNoticeCategory(db: Db, name = '重要') {
  const [row] = await db.insert(noticeCategories).values({ name }).returning();
  return row!;
}

/** Every principal of the authorization matrix, each in its own school. */
export async function buildPrincipals(db: Db) {
  const school = await buildSchool(db);
  const staffOf = (roleType: RoleType) => buildStaff(db, { roleType, school });
  return {
    school,
    STUDENT: await buildStudent(db, { school }),
    TUTOR: await buildUser(db, { userType: 'TUTOR', schoolId: school.id }),
    OTHER: await buildUser(db, { userType: 'OTHER', schoolId: school.id }),
    SYSTEM_ADMINISTRATOR: await staffOf('SYSTEM_ADMINISTRATOR'),
    VISTA_EDITOR: await staffOf('VISTA_EDITOR'),
    VISTA_VIEWER: await staffOf('VISTA_VIEWER'),
    SCHOOL_EDITOR: await staffOf('SCHOOL_EDITOR'),
    SCHOOL_VIEWER: await staffOf('SCHOOL_VIEWER'),
  };
}

/**
 * Second factors stored for `userId` as the bundled IdP keeps them (the rows only: the app's secret
 * is no real sealed one): an authenticator app added at `added` and last used at `used`, a passkey
 * when `passkey`, and `codes` recovery codes, the first `codesUsed` of them spent at `used`.
 */
export async function storeSecondFactors(
  db: Db,
  userId: string,
  f: { added: Date; used: Date | null; passkey?: boolean; codes: number; codesUsed?: number },
): Promise<void> {
  await db.insert(totpFactors).values({
    userId,
    secret: 'v1.x.y.z',
    lastStep: 1,
    createdAt: f.added,
    lastUsedAt: f.used,
  });
  if (f.passkey)
    await db.insert(passkeys).values({
      credentialId: `key-${userId}`,
      userId,
      publicKey: 'AAAA',
      counter: 3,
      transports: ['internal'],
      createdAt: f.added,
    });
  await db.insert(recoveryCodes).values(
    Array.from({ length: f.codes }, (_, i) => ({
      userId,
      codeHash: `hash-${i}`,
      createdAt: f.added,
      usedAt: i < (f.codesUsed ?? 0) ? f.used : null,
    })),
  );
}
