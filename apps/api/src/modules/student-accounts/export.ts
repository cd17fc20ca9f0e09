import { rosterColumns, type StudentListRow } from '@tayori/contract';
import type { Db } from '../../db/client';
import { schools, students } from '../../db/schema';
import type { CsvColumn } from '../../platform/csv';
import { batchedSearch } from '../../platform/data/paging';
import { studentFilters, studentOrder, type StudentConditions } from './conditions';
import { labelled, selectStudents } from './service';

/** The roster import's header of a students column: the export uses the import's words. */
const rosterHeader = (() => {
  const headers = new Map(rosterColumns('students', () => '').map((c) => [c.key, c.header]));
  return (key: string) => headers.get(key)!;
})();

/**
 * Spec 001 §4, §9: the CSV's columns, in the search table's order and more. The file is also the
 * students roster (docs/roster-import.md): the import's headers, and values it reads back as they
 * are (labels such as 1年 and 在籍, dates as 2008/04/02); 学校 and ユーザーステータス are reference
 * columns the import leaves alone. Digits are written as they are (docs/decisions/roster-import.md).
 */
export const studentCsvColumns: readonly CsvColumn<StudentCsvRow>[] = [
  { header: rosterHeader('studentNumber'), value: (r) => r.studentNumber },
  { header: rosterHeader('lastName'), value: (r) => r.lastName },
  { header: rosterHeader('firstName'), value: (r) => r.firstName },
  { header: rosterHeader('lastNameKana'), value: (r) => r.lastNameKana },
  { header: rosterHeader('firstNameKana'), value: (r) => r.firstNameKana },
  { header: rosterHeader('email'), value: (r) => r.emailAddress },
  { header: rosterHeader('extendedSchoolCode'), value: (r) => r.extendedSchoolCode },
  { header: '学校', value: (r) => r.schoolName },
  { header: rosterHeader('departmentName'), value: (r) => r.department },
  { header: rosterHeader('courseName'), value: (r) => r.course },
  { header: rosterHeader('schoolYear'), value: (r) => r.schoolYearLabel },
  { header: rosterHeader('admissionYear'), value: (r) => r.admissionYear },
  { header: rosterHeader('studentCourse'), value: (r) => r.studentCourseLabel },
  { header: rosterHeader('studentTypeCode'), value: (r) => r.studentTypeCode },
  { header: rosterHeader('studentStatusTypeCode'), value: (r) => r.studentStatusTypeLabel },
  { header: 'ユーザーステータス', value: (r) => r.userStatusTypeLabel },
  { header: rosterHeader('birthday'), value: (r) => r.birthday.replaceAll('-', '/') },
  { header: rosterHeader('phoneNumber'), value: (r) => r.phoneNumber },
];

/** A search row and the two personal fields the file adds. */
export type StudentCsvRow = StudentListRow & {
  birthday: string;
  phoneNumber: string | null;
  extendedSchoolCode: string;
};

const studentCsvBatches = batchedSearch(
  'student_csv',
  studentFilters,
  studentOrder,
  (db, { where }) =>
    selectStudents(db, {
      birthday: students.birthday,
      phoneNumber: students.phoneNumber,
      extendedSchoolCode: schools.extendedSchoolCode,
    })
      .where(where)
      .$dynamic(),
  (row) => ({ key: row.studentNumber, id: row.uid }),
);

/** Every student the conditions find, batch by batch in the search's order. */
export async function* studentBatches(
  db: Db,
  conditions: StudentConditions,
): AsyncGenerator<StudentCsvRow[]> {
  for await (const rows of studentCsvBatches(db, conditions))
    yield rows.map((r) => ({
      ...labelled(r),
      birthday: r.birthday,
      phoneNumber: r.phoneNumber,
      extendedSchoolCode: r.extendedSchoolCode,
    }));
}
