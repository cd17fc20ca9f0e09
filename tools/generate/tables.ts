/** Column lists of the tables the generator fills: `[column, type]` (see Loader). */
import type { Columns } from './loader';

export const columns = {
  areas: [['area_code', 'text'], ['area_name', 'text'], ['sort_order', 'int4']],
  school_groups: [['id', 'int4'], ['name', 'text']],
  schools: [
    ['id', 'int4'], ['extended_school_code', 'text'], ['name', 'text'], ['area_code', 'text'], ['school_group_id', 'int4'],
    ['attendance_display', 'bool'], ['a3_license_limit', 'int4'], ['sort_order', 'int4'],
  ],
  departments: [['id', 'int4'], ['school_id', 'int4'], ['name', 'text']],
  courses: [['id', 'int4'], ['department_id', 'int4'], ['name', 'text']],
  notice_categories: [['id', 'int4'], ['name', 'text'], ['sort_order', 'int4']],
  menu_categories: [['id', 'int4'], ['title', 'text'], ['sort_order', 'int4']],
  menu_items: [
    ['category_id', 'int4'], ['title', 'text'], ['icon', 'text'], ['url', 'text'], ['campus_only', 'bool'],
    ['portal_only', 'bool'], ['available', 'bool'], ['user_types', 'text[]'], ['sort_order', 'int4'],
  ],
  chatbot_settings: [['widget_name', 'text'], ['sdk_key', 'text'], ['widget', 'jsonb']],
  users: [
    ['id', 'uuid'], ['user_type', 'user_type'], ['role_type', 'role_type'], ['status', 'user_status'], ['email', 'text'],
    ['last_name', 'text'], ['first_name', 'text'], ['last_name_kana', 'text'], ['first_name_kana', 'text'],
    ['school_id', 'int4'], ['jid', 'text'], ['billing_code', 'text'], ['billing_id', 'int4'], ['notes', 'text'],
    ['test_user_flag', 'bool'], ['a1_license', 'bool'], ['a3_license', 'bool'], ['created_at', 'timestamptz'],
    ['updated_at', 'timestamptz'],
  ],
  staff_school_groups: [['user_id', 'uuid'], ['school_group_id', 'int4']],
  students: [
    ['user_id', 'uuid'], ['school_id', 'int4'], ['student_number', 'text'], ['department_id', 'int4'], ['course_id', 'int4'],
    ['admission_year', 'int4'], ['school_year', 'int2'], ['course_year', 'int2'], ['student_course', 'text'],
    ['student_status_type_code', 'text'], ['birthday', 'date'], ['phone_number', 'text'], ['is_careful', 'bool'],
  ],
  attendance_periods: [
    ['user_id', 'uuid'], ['period_name', 'text'], ['sort_order', 'int4'], ['rate', 'numeric'], ['attendance', 'int4'],
    ['public_absence', 'int4'], ['absence', 'int4'], ['late', 'int4'], ['leave_early', 'int4'],
  ],
  attendance_courses: [
    ['user_id', 'uuid'], ['semester', 'text'], ['course_name', 'text'], ['sort_order', 'int4'], ['rate', 'numeric'],
    ['attendance', 'int4'], ['public_absence', 'int4'], ['absence', 'int4'], ['late', 'int4'], ['leave_early', 'int4'],
  ],
  literacy_results: [['user_id', 'uuid'], ['result', 'literacy_result'], ['tested_at', 'timestamptz']],
  notice_groups: [
    ['id', 'int4'], ['school_id', 'int4'], ['name', 'text'], ['created_at', 'timestamptz'], ['created_by', 'uuid'],
    ['updated_at', 'timestamptz'], ['updated_by', 'uuid'],
  ],
  notice_group_members: [['group_id', 'int4'], ['user_id', 'uuid']],
  notices: [
    ['id', 'int8'], ['school_id', 'int4'], ['group_id', 'int4'], ['category_id', 'int4'], ['title', 'text'], ['body', 'text'],
    ['important', 'bool'], ['open_status', 'bool'], ['start_date', 'date'], ['end_date', 'date'], ['opened_at', 'timestamptz'],
    ['deleted_at', 'timestamptz'], ['created_at', 'timestamptz'], ['created_by', 'uuid'], ['updated_at', 'timestamptz'],
    ['updated_by', 'uuid'],
  ],
  notice_deliveries: [['notice_id', 'int8'], ['user_id', 'uuid'], ['read_at', 'timestamptz']],
} satisfies Record<string, Columns>;

/** Tables with a serial id the generator sets itself: their sequences are moved past the ids. */
export const serialTables = [
  'school_groups', 'schools', 'departments', 'courses', 'notice_categories', 'menu_categories', 'menu_items',
  'chatbot_settings', 'attendance_periods', 'attendance_courses', 'notice_groups', 'notices',
];
