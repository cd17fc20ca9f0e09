import { z } from './zod';
import { apiRoutes } from './api-routes';
import { defineEndpoint } from './endpoint';
import { SchoolYear } from './enums';
import {
  AdmissionYearField,
  emptyAsAbsent,
  ExtendedSchoolCode,
  optionalText,
  SchoolYearField,
} from './fields';
import { limits } from './limits';
import { staffOnly } from './roles';

/**
 * A school's students for the pickers of spec 001 §2 (notification groups; announce destinations
 * later): the filter choices of one school, and the conditions a search of its students takes.
 * The trees themselves are the area's answer (notice-groups/wire.ts).
 */

/** `{id}` of GET /api/v1/schools/{id}/student-filter: the school's extendedSchoolCode. */
export const StudentFilterParams = z.object({ id: ExtendedSchoolCode });

/** Spec 001 §2: the choices of the filters after the school (admissionYear, department, school year, course). */
export const StudentFilter = z.object({
  /** Admission years of the school's students, newest first. */
  admissionYearList: z.array(z.number().int()),
  /** The school's departments, by name. */
  departmentNameList: z.array(z.string()),
  /** 1–4, then -1 (no school year). */
  schoolYearList: z.array(SchoolYear),
  /** The course names of the school's departments, once each, by name. */
  courseNameList: z.array(z.string()),
});
export type StudentFilter = z.infer<typeof StudentFilter>;

/**
 * Spec 001 §2, §5: the student filter. The school is required; the others narrow it (empty: any).
 * `schoolYear` -1 finds the students without a school year.
 */
export const StudentDirectoryQuery = z.object({
  extendedSchoolCode: ExtendedSchoolCode,
  admissionYear: emptyAsAbsent(AdmissionYearField),
  departmentName: emptyAsAbsent(optionalText(limits.nameMax)),
  schoolYear: emptyAsAbsent(SchoolYearField),
  courseName: emptyAsAbsent(optionalText(limits.nameMax)),
});
export type StudentDirectoryQuery = z.infer<typeof StudentDirectoryQuery>;

/** A student of a tree: the user id, "last first", and the student number. */
export const DirectoryStudent = z.object({
  id: z.string(),
  name: z.string(),
  studentNumber: z.string(),
});
export type DirectoryStudent = z.infer<typeof DirectoryStudent>;

/**
 * The tree of spec 001 §2 ("four levels ending in students"): school year → department → course
 * → students. Branch ids are unique in one answer (`y1-d3-c7`; `y0` is the 'none' year, `d0`/`c0`
 * no department/course; the careful tree's start with `careful-`). A student's year, department,
 * course and careful mark are where it sits; they are not repeated in each leaf.
 */
export const DirectoryCourse = z.object({
  id: z.string(),
  courseName: z.string().nullable(),
  students: z.array(DirectoryStudent),
});
export const DirectoryDepartment = z.object({
  id: z.string(),
  departmentName: z.string().nullable(),
  courses: z.array(DirectoryCourse),
});
export const DirectorySchoolYear = z.object({
  id: z.string(),
  /** -1: the 'none' node of students without a school year (always last). */
  schoolYear: SchoolYear,
  departments: z.array(DirectoryDepartment),
});
export type DirectorySchoolYear = z.infer<typeof DirectorySchoolYear>;

export const studentDirectoryEndpoints = {
  studentFilter: defineEndpoint({
    ...apiRoutes.studentFilter,
    params: StudentFilterParams,
    response: StudentFilter,
    access: staffOnly,
    summary:
      "The filter choices of one school's students (admission years, departments, school years, courses); a school out of reach answers 404.",
  }),
};
