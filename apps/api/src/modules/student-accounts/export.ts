import type { StudentListRow } from '@tayori/contract';
import type { Db } from '../../db/client';
import { students } from '../../db/schema';
import type { CsvColumn } from '../../platform/csv';
import { batchedSearch } from '../../platform/paging';
import { studentFilters, studentOrder, type StudentConditions } from './conditions';
import { labelled, selectStudents } from './service';

/** Spec 001 §4, §9: the CSV's columns, Japanese headers, in the search table's order and more. */
export const studentCsvColumns: readonly CsvColumn<StudentCsvRow>[] = [
  { header: '学籍番号', value: (r) => r.studentNumber, digits: true },
  { header: '姓', value: (r) => r.lastName },
  { header: '名', value: (r) => r.firstName },
  { header: '姓（カナ）', value: (r) => r.lastNameKana },
  { header: '名（カナ）', value: (r) => r.firstNameKana },
  { header: 'メールアドレス', value: (r) => r.emailAddress },
  { header: '学校', value: (r) => r.schoolName },
  { header: '学科', value: (r) => r.department },
  { header: 'コース', value: (r) => r.course },
  { header: '学年', value: (r) => r.schoolYearLabel },
  { header: '入学年度', value: (r) => r.admissionYear },
  { header: '学生区分', value: (r) => r.studentCourseLabel },
  { header: '学生種別', value: (r) => r.studentTypeCode },
  { header: '学籍状態', value: (r) => r.studentStatusTypeLabel },
  { header: 'ユーザーステータス', value: (r) => r.userStatusTypeLabel },
  { header: '生年月日', value: (r) => r.birthday.replaceAll('-', '/') },
  { header: '電話番号', value: (r) => r.phoneNumber, digits: true },
];

/** A search row and the two personal fields the file adds. */
export type StudentCsvRow = StudentListRow & { birthday: string; phoneNumber: string | null };

const studentCsvBatches = batchedSearch(
  'student_csv',
  studentFilters,
  studentOrder,
  (db, { where }) =>
    selectStudents(db, { birthday: students.birthday, phoneNumber: students.phoneNumber })
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
    yield rows.map((r) => ({ ...labelled(r), birthday: r.birthday, phoneNumber: r.phoneNumber }));
}
