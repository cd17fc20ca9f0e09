import { boolean, index, integer, jsonb, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { literacyResultEnum, userTypeEnum } from './enums';
import { schoolRef } from './schools';
import { userRef } from './users';
import { serialId, sortOrder, timestamptz } from './columns';

/** What the home screens show (spec 000 §2, §3): attendance, literacy, menus, chat widget. */

/** The rate and counts an attendance row carries, per period and per course alike. */
const attendanceCounts = () => ({
  sortOrder: sortOrder(),
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
    id: serialId(),
    userId: userRef('user_id').notNull(),
    periodName: text('period_name').notNull(),
    ...attendanceCounts(),
  },
  (t) => [index('attendance_periods_user_idx').on(t.userId, t.sortOrder)],
);

export const attendanceCourses = pgTable(
  'attendance_courses',
  {
    id: serialId(),
    userId: userRef('user_id').notNull(),
    semester: text('semester').notNull(),
    courseName: text('course_name').notNull(),
    ...attendanceCounts(),
  },
  (t) => [index('attendance_courses_user_idx').on(t.userId, t.sortOrder)],
);

export const literacyResults = pgTable('literacy_results', {
  userId: userRef('user_id').primaryKey(),
  result: literacyResultEnum('result').notNull(),
  testedAt: timestamptz('tested_at'),
});

export const menuCategories = pgTable('menu_categories', {
  id: serialId(),
  title: text('title').notNull(),
  sortOrder: sortOrder(),
});

export const menuItems = pgTable(
  'menu_items',
  {
    id: serialId(),
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
    /** The staff roles that see it (null: every role), e.g. a screen VISTA_VIEWER may not open. */
    roleTypes: text('role_types').array(),
    sortOrder: sortOrder(),
  },
  (t) => [index('menu_items_category_idx').on(t.categoryId)],
);

export const chatbotSettings = pgTable(
  'chatbot_settings',
  {
    id: serialId(),
    schoolId: schoolRef('school_id'),
    userType: userTypeEnum('user_type'),
    /** The widget name (the chatbot page's `app` query parameter); null for the home widget. */
    widgetName: text('widget_name'),
    sdkKey: text('sdk_key').notNull(),
    widget: jsonb('widget').notNull().default({}),
  },
  (t) => [index('chatbot_settings_school_idx').on(t.schoolId, t.userType)],
);
