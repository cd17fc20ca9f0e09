import type { DirectorySchoolYear, DirectoryStudent } from '@tayori/contract';
import type { t as translate } from '../../shared/i18n';
import type { StudentTreeNode } from '../tree/student-tree';

/** Where a student sits in the answer's tree: its year, department and course. */
export interface DirectoryPlace {
  schoolYear: DirectorySchoolYear['schoolYear'];
  department: string | null;
  course: string | null;
}

/**
 * The student directory's answer (school year → department → course → students; spec 001 §2) as
 * the tree view's labelled nodes; `visit` sees each student with where it sits (the answer does
 * not repeat the year, department and course per student).
 */
export function directoryTreeOf(
  years: readonly DirectorySchoolYear[],
  t: typeof translate,
  visit?: (student: DirectoryStudent, place: DirectoryPlace) => void,
): StudentTreeNode[] {
  return years.map((year) => ({
    id: year.id,
    label:
      year.schoolYear === -1
        ? t('notice_school_year_none')
        : t('notice_school_year', { year: year.schoolYear }),
    children: year.departments.map((department) => ({
      id: department.id,
      label: department.departmentName ?? t('notice_group_department_none'),
      children: department.courses.map((course) => ({
        id: course.id,
        label: course.courseName ?? t('notice_group_course_none'),
        children: course.students.map((s) => {
          visit?.(s, {
            schoolYear: year.schoolYear,
            department: department.departmentName,
            course: course.courseName,
          });
          return { id: s.id, label: `${s.name}（${s.studentNumber}）` };
        }),
      })),
    })),
  }));
}
