import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
  type ReferenceConfig,
} from 'drizzle-orm/pg-core';
import { timestamptz, stamps } from './columns';
import { roleTypeEnum, userStatusEnum, userTypeEnum } from './enums';
import { courses, departments, schoolGroups, schoolRef } from './schools';

/** Accounts (spec 001 §3): every user, their external sign-in links, staff school groups, students. */

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userType: userTypeEnum('user_type').notNull(),
    roleType: roleTypeEnum('role_type'),
    status: userStatusEnum('status').notNull().default('ACTIVE'),
    /** The sign-in ID. */
    email: text('email').notNull(),
    lastName: text('last_name').notNull(),
    firstName: text('first_name').notNull(),
    lastNameKana: text('last_name_kana').notNull().default(''),
    firstNameKana: text('first_name_kana').notNull().default(''),
    schoolId: schoolRef('school_id'),
    jid: text('jid'),
    billingCode: text('billing_code'),
    billingId: integer('billing_id'),
    notes: text('notes'),
    testUserFlag: boolean('test_user_flag').notNull().default(false),
    a1License: boolean('a1_license').notNull().default(false),
    a3License: boolean('a3_license').notNull().default(false),
    ...stamps,
  },
  (t) => [
    uniqueIndex('users_email_uq').on(sql`lower(${t.email})`),
    index('users_school_type_idx').on(t.schoolId, t.userType),
    // Spec 001 §5: names and kana are searched by part (ILIKE '%…%'); trigrams serve it
    // (pg_trgm, loaded with PGlite too: db/client.ts).
    index('users_last_name_trgm_idx').using('gin', sql`${t.lastName} gin_trgm_ops`),
    index('users_first_name_trgm_idx').using('gin', sql`${t.firstName} gin_trgm_ops`),
    index('users_last_name_kana_trgm_idx').using('gin', sql`${t.lastNameKana} gin_trgm_ops`),
    index('users_first_name_kana_trgm_idx').using('gin', sql`${t.firstNameKana} gin_trgm_ops`),
  ],
);

/**
 * A column naming an account; `actions` as the row's foreign key needs them (cascade: the row
 * goes with the account).
 */
export const userRef = <N extends string>(name: N, actions?: ReferenceConfig['actions']) =>
  uuid(name).references(() => users.id, actions);

/**
 * People of an external OpenID Connect issuer (OIDC_ISSUER) linked to their portal account: the
 * issuer and its `sub` name one person (OpenID Connect Core 1.0 §5.7), found by e-mail only at their
 * first sign-in. One link per account and issuer: once linked, another subject with the same e-mail
 * is refused. The bundled IdP needs none: its `sub` is the user id.
 */
export const oidcIdentities = pgTable(
  'oidc_identities',
  {
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    userId: userRef('user_id', { onDelete: 'cascade' }).notNull(),
    linkedAt: timestamptz('linked_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.issuer, t.subject] }),
    uniqueIndex('oidc_identities_user_uq').on(t.issuer, t.userId),
  ],
);

/** Staff members of SCHOOL_* roles see the schools of the school groups they are assigned to. */
export const staffSchoolGroups = pgTable(
  'staff_school_groups',
  {
    userId: userRef('user_id').notNull(),
    schoolGroupId: integer('school_group_id')
      .notNull()
      .references(() => schoolGroups.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.schoolGroupId] })],
);

export const students = pgTable(
  'students',
  {
    userId: userRef('user_id').primaryKey(),
    schoolId: schoolRef('school_id').notNull(),
    studentNumber: text('student_number').notNull(),
    departmentId: integer('department_id').references(() => departments.id),
    courseId: integer('course_id').references(() => courses.id),
    admissionYear: integer('admission_year'),
    /** 1–4, or -1 for no school year. */
    schoolYear: smallint('school_year').notNull().default(-1),
    courseYear: smallint('course_year'),
    studentCourse: text('student_course').notNull().default('01'),
    studentStatusTypeCode: text('student_status_type_code').notNull().default('0'),
    /** Spec 001 §3: the school's own code for the kind of student; from the roster import. */
    studentTypeCode: text('student_type_code'),
    birthday: date('birthday', { mode: 'string' }).notNull(),
    phoneNumber: text('phone_number'),
    isCareful: boolean('is_careful').notNull().default(false),
  },
  // A student number is one whatever its letters' case (the identity check matches it so).
  (t) => [
    uniqueIndex('students_school_number_uq').on(t.schoolId, sql`upper(${t.studentNumber})`),
    // Spec 001 §2: the student search's page order (by number, byte order) within a school.
    index('students_school_order_idx').on(
      t.schoolId,
      sql`${t.studentNumber} collate "C"`,
      t.userId,
    ),
  ],
);
