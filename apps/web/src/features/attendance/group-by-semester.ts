import type { AttendanceCourse } from '@tayori/contract';

export interface SemesterGroup {
  semester: string;
  courses: AttendanceCourse[];
}

/** Courses grouped by semester, in the order the API sent them (each semester once). */
export function groupBySemester(courses: readonly AttendanceCourse[]): SemesterGroup[] {
  const groups = new Map<string, AttendanceCourse[]>();
  for (const course of courses) {
    const group = groups.get(course.semester);
    if (group) group.push(course);
    else groups.set(course.semester, [course]);
  }
  return [...groups].map(([semester, list]) => ({ semester, courses: list }));
}
