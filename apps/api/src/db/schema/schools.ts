import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** The school group's places: areas, school groups, schools, departments and courses. */

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
