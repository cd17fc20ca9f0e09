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

/** The row's fields a cell writes as they are. */
type CellField = {
  [K in keyof StudentCsvRow]: StudentCsvRow[K] extends ReturnType<CsvColumn<never>['value']>
    ? K
    : never;
}[keyof StudentCsvRow];

/** A roster column written as the row has it: the field of the column's own key, or `field`. */
function rosterField(key: CellField): CsvColumn<StudentCsvRow>;
function rosterField(key: string, field: CellField): CsvColumn<StudentCsvRow>;
function rosterField(key: string, field = key as CellField): CsvColumn<StudentCsvRow> {
  return { header: rosterHeader(key), value: (r) => r[field] };
}

/**
 * Spec 001 §4, §9: the CSV's columns, in the search table's order and more. The file is also the
 * students roster (docs/roster-import.md): the import's headers, and values it reads back as they
 * are (labels such as 1年 and 在籍, dates as 2008/04/02); 学校 and ユーザーステータス are reference
 * columns the import leaves alone. Digits are written as they are (docs/decisions/roster-import.md).
 */
export const studentCsvColumns: readonly CsvColumn<StudentCsvRow>[] = [
  rosterField('studentNumber'),
  rosterField('lastName'),
  rosterField('firstName'),
  rosterField('lastNameKana'),
  rosterField('firstNameKana'),
  rosterField('email', 'emailAddress'),
  rosterField('extendedSchoolCode'),
  { header: '学校', value: (r) => r.schoolName },
  rosterField('departmentName', 'department'),
  rosterField('courseName', 'course'),
  rosterField('schoolYear', 'schoolYearLabel'),
  rosterField('admissionYear'),
  rosterField('studentCourse', 'studentCourseLabel'),
  rosterField('studentTypeCode'),
  rosterField('studentStatusTypeCode', 'studentStatusTypeLabel'),
  { header: 'ユーザーステータス', value: (r) => r.userStatusTypeLabel },
  { header: rosterHeader('birthday'), value: (r) => r.birthday.replaceAll('-', '/') },
  rosterField('phoneNumber'),
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
