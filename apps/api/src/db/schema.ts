import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const userTypeEnum = pgEnum('user_type', ['STUDENT', 'STAFF', 'TUTOR', 'OTHER']);
export const roleTypeEnum = pgEnum('role_type', [
  'SYSTEM_ADMINISTRATOR',
  'VISTA_EDITOR',
  'VISTA_VIEWER',
  'SCHOOL_EDITOR',
  'SCHOOL_VIEWER',
]);
export const userStatusEnum = pgEnum('user_status', ['ACTIVE', 'SUSPENDED', 'DELETE']);
export const literacyResultEnum = pgEnum('literacy_result', [
  'PASSED',
  'FAILURE',
  'UNTESTED',
  'ERROR',
]);

const stamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  createdBy: uuid('created_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by'),
};

export const areas = pgTable('areas', {
  areaCode: text('area_code').primaryKey(),
  areaName: text('area_name').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const schoolGroups = pgTable('school_groups', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
});

export const schools = pgTable(
  'schools',
  {
    id: serial('id').primaryKey(),
    extendedSchoolCode: text('extended_school_code').notNull(),
    name: text('name').notNull(),
    areaCode: text('area_code')
      .notNull()
      .references(() => areas.areaCode),
    schoolGroupId: integer('school_group_id').references(() => schoolGroups.id),
    /** Whether students of this school see the attendance panel (isDisplay). */
    attendanceDisplay: boolean('attendance_display').notNull().default(true),
    a3LicenseLimit: integer('a3_license_limit').notNull().default(0),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    uniqueIndex('schools_code_uq').on(t.extendedSchoolCode),
    index('schools_area_idx').on(t.areaCode),
  ],
);

export const departments = pgTable(
  'departments',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('departments_school_name_uq').on(t.schoolId, t.name)],
);

export const courses = pgTable(
  'courses',
  {
    id: serial('id').primaryKey(),
    departmentId: integer('department_id')
      .notNull()
      .references(() => departments.id),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('courses_department_name_uq').on(t.departmentId, t.name)],
);

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
    schoolId: integer('school_id').references(() => schools.id),
    jid: text('jid'),
    billingCode: text('billing_code'),
    billingId: integer('billing_id'),
    notes: text('notes'),
    testUserFlag: boolean('test_user_flag').notNull().default(false),
    a1License: boolean('a1_license').notNull().default(false),
    a3License: boolean('a3_license').notNull().default(false),
    seq: integer('seq').notNull().default(1),
    ...stamps,
  },
  (t) => [
    uniqueIndex('users_email_uq').on(sql`lower(${t.email})`),
    index('users_school_type_idx').on(t.schoolId, t.userType),
  ],
);

/** Staff members of SCHOOL_* roles see the schools of the school groups they are assigned to. */
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
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    linkedAt: timestamp('linked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.issuer, t.subject] }),
    uniqueIndex('oidc_identities_user_uq').on(t.issuer, t.userId),
  ],
);

export const staffSchoolGroups = pgTable(
  'staff_school_groups',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    schoolGroupId: integer('school_group_id')
      .notNull()
      .references(() => schoolGroups.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.schoolGroupId] })],
);

export const students = pgTable(
  'students',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    studentNumber: text('student_number').notNull(),
    departmentId: integer('department_id').references(() => departments.id),
    courseId: integer('course_id').references(() => courses.id),
    admissionYear: integer('admission_year'),
    /** 1–4, or -1 for no school year. */
    schoolYear: smallint('school_year').notNull().default(-1),
    courseYear: smallint('course_year'),
    studentCourse: text('student_course').notNull().default('01'),
    studentStatusTypeCode: text('student_status_type_code').notNull().default('0'),
    birthday: date('birthday', { mode: 'string' }).notNull(),
    phoneNumber: text('phone_number'),
    isCareful: boolean('is_careful').notNull().default(false),
  },
  // A student number is one whatever its letters' case (the identity check matches it so).
  (t) => [uniqueIndex('students_school_number_uq').on(t.schoolId, sql`upper(${t.studentNumber})`)],
);

export const noticeCategories = pgTable('notice_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** Notification groups: named sets of students that notices are addressed to. */
export const noticeGroups = pgTable(
  'notice_groups',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    name: text('name').notNull(),
    seq: integer('seq').notNull().default(1),
    ...stamps,
  },
  (t) => [uniqueIndex('notice_groups_school_name_uq').on(t.schoolId, t.name)],
);

export const noticeGroupMembers = pgTable(
  'notice_group_members',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => noticeGroups.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.userId] }),
    index('notice_group_members_user_idx').on(t.userId),
  ],
);

export const notices = pgTable(
  'notices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    groupId: integer('group_id')
      .notNull()
      .references(() => noticeGroups.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => noticeCategories.id),
    title: text('title').notNull(),
    /** Sanitised HTML. */
    body: text('body').notNull(),
    important: boolean('important').notNull().default(false),
    /** false = draft; true = saved or reserved. */
    openStatus: boolean('open_status').notNull().default(false),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    /** 9999-12-31 means no end date. */
    endDate: date('end_date', { mode: 'string' }).notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /**
     * How many notice_deliveries rows it has, and how many of them are read: kept with the rows
     * (set when it is delivered, +1 when a student's read_at goes from null to a time) so the staff
     * search never counts deliveries. Anything writing deliveries directly (demo seed, generator)
     * recounts with `recountNoticeDeliveries`.
     */
    deliveryCount: integer('delivery_count').notNull().default(0),
    readCount: integer('read_count').notNull().default(0),
    seq: integer('seq').notNull().default(1),
    ...stamps,
  },
  (t) => [
    // The staff search (staff-notices/service.ts): per school, newest registration first (a backward
    // scan gives created_at desc, id desc), without the deleted; a page reads offset + limit entries
    // per school and the total counts index-only.
    index('notices_school_page_idx')
      .on(t.schoolId, t.createdAt, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('notices_group_idx').on(t.groupId),
  ],
);

export const noticeDeliveries = pgTable(
  'notice_deliveries',
  {
    noticeId: bigint('notice_id', { mode: 'number' })
      .notNull()
      .references(() => notices.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    readAt: timestamp('read_at', { withTimezone: true }),
    /**
     * The notice's start date, copied (deliver() writes it, updateNotice() moves it): a student's
     * notices come newest first straight from the index below, which stops at ten instead of
     * looking up and sorting every notice the student ever received.
     */
    startDate: date('start_date', { mode: 'string' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.noticeId, t.userId] }),
    // A student's reads scan only these indexes, backward (start_date, then notice id, newest
    // first; read_at in the key: index-only), never the table, whose rows for one student lie on
    // as many pages as they have notices.
    index('notice_deliveries_user_start_idx').on(t.userId, t.startDate, t.noticeId, t.readAt),
    // The unread panel and count read only a student's unread rows (most deliveries end up read).
    index('notice_deliveries_user_start_unread_idx')
      .on(t.userId, t.startDate, t.noticeId, t.readAt)
      .where(sql`${t.readAt} is null`),
  ],
);

/** The rate and counts an attendance row carries, per period and per course alike. */
const attendanceCounts = () => ({
  sortOrder: integer('sort_order').notNull().default(0),
  /** Percentage, null when there is no rate yet. */
  rate: numeric('rate', { precision: 5, scale: 2, mode: 'number' }),
  attendance: integer('attendance').notNull().default(0),
  publicAbsence: integer('public_absence').notNull().default(0),
  absence: integer('absence').notNull().default(0),
  late: integer('late').notNull().default(0),
  leaveEarly: integer('leave_early').notNull().default(0),
});

export const attendancePeriods = pgTable(
  'attendance_periods',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    periodName: text('period_name').notNull(),
    ...attendanceCounts(),
  },
  (t) => [index('attendance_periods_user_idx').on(t.userId, t.sortOrder)],
);

export const attendanceCourses = pgTable(
  'attendance_courses',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    semester: text('semester').notNull(),
    courseName: text('course_name').notNull(),
    ...attendanceCounts(),
  },
  (t) => [index('attendance_courses_user_idx').on(t.userId, t.sortOrder)],
);

export const literacyResults = pgTable('literacy_results', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  result: literacyResultEnum('result').notNull(),
  testedAt: timestamp('tested_at', { withTimezone: true }),
});

export const menuCategories = pgTable('menu_categories', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const menuItems = pgTable(
  'menu_items',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => menuCategories.id),
    title: text('title').notNull(),
    /** A built-in icon name, used when iconUrl is null. */
    icon: text('icon'),
    iconUrl: text('icon_url'),
    url: text('url').notNull(),
    campusOnly: boolean('campus_only').notNull().default(false),
    portalOnly: boolean('portal_only').notNull().default(false),
    available: boolean('available').notNull().default(true),
    /** The user types that see this item. */
    userTypes: text('user_types').array().notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('menu_items_category_idx').on(t.categoryId)],
);

export const chatbotSettings = pgTable(
  'chatbot_settings',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id').references(() => schools.id),
    userType: userTypeEnum('user_type'),
    /** The widget name (the chatbot page's `app` query parameter); null for the home widget. */
    widgetName: text('widget_name'),
    sdkKey: text('sdk_key').notNull(),
    widget: jsonb('widget').notNull().default({}),
  },
  (t) => [index('chatbot_settings_school_idx').on(t.schoolId, t.userType)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorUserId: uuid('actor_user_id'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    detail: jsonb('detail'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_entity_idx').on(t.entity, t.entityId)],
);

/** Outgoing SMS and mail when no real transport is configured, and the durable mail queue. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_messages_created_idx').on(t.createdAt)],
);

/** Fixed-window counters for rate limits that must hold across instances. */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').notNull(),
    /** The start of one bucket (a fifteenth) of the limit's sliding window: platform/rate-limit.ts. */
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/**
 * Sets every notice's delivery_count and read_count from its notice_deliveries rows. For code that
 * writes deliveries directly (demo seed, data generator); the API keeps the counts itself.
 */
export const recountNoticeDeliveriesSql = `update "notices" set "delivery_count" = c."delivered", "read_count" = c."read"
  from (select "notice_id", count(*)::int as "delivered", count("read_at")::int as "read" from "notice_deliveries" group by "notice_id") c
  where "notices"."id" = c."notice_id"`;
