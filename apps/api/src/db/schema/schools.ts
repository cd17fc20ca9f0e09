import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { serialId, sortOrder } from './columns';

/** The school group's places: areas, school groups, schools, departments and courses. */

export const areas = pgTable('areas', {
  areaCode: text('area_code').primaryKey(),
  areaName: text('area_name').notNull(),
  sortOrder: sortOrder(),
});

export const schoolGroups = pgTable('school_groups', {
  id: serialId(),
  name: text('name').notNull(),
});

export const schools = pgTable(
  'schools',
  {
    id: serialId(),
    extendedSchoolCode: text('extended_school_code').notNull(),
    name: text('name').notNull(),
    areaCode: text('area_code')
      .notNull()
      .references(() => areas.areaCode),
    schoolGroupId: integer('school_group_id').references(() => schoolGroups.id),
    /** Whether students of this school see the attendance panel (isDisplay). */
    attendanceDisplay: boolean('attendance_display').notNull().default(true),
    a3LicenseLimit: integer('a3_license_limit').notNull().default(0),
    sortOrder: sortOrder(),
  },
  (t) => [
    uniqueIndex('schools_code_uq').on(t.extendedSchoolCode),
    index('schools_area_idx').on(t.areaCode),
  ],
);

/** A column naming a school (nullable unless the table says notNull). */
export const schoolRef = <N extends string>(name: N) => integer(name).references(() => schools.id);

export const departments = pgTable(
  'departments',
  {
    id: serialId(),
    schoolId: schoolRef('school_id').notNull(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('departments_school_name_uq').on(t.schoolId, t.name)],
);

export const courses = pgTable(
  'courses',
  {
    id: serialId(),
    departmentId: integer('department_id')
      .notNull()
      .references(() => departments.id),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('courses_department_name_uq').on(t.departmentId, t.name)],
);
