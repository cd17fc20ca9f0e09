import { and, gt, or, sql, type SQL } from 'drizzle-orm';
import type { StudentListRow, StudentSearchConditions } from '@tayori/contract';
import type { Db } from '../../db/client';
import { students } from '../../db/schema';
import type { CsvColumn } from '../../platform/csv';
import { studentConditions, studentOrder } from './conditions';
import { labelled, selectStudents, type StoredStudent } from './service';

/** Rows read per statement: a 10,000-student school is ten statements, one batch in memory. */
const BATCH = 1_000;

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

/**
 * Every student the conditions find, batch by batch in the search's order (keyset: each batch
 * starts after the last row of the one before, so no batch rereads the rows before it).
 */
export async function* studentBatches(
  db: Db,
  schoolId: number,
  conditions: Omit<StudentSearchConditions, 'extendedSchoolCode'>,
): AsyncGenerator<StudentCsvRow[]> {
  const where = studentConditions(db, schoolId, conditions);
  let after: { number: string; id: string } | null = null;
  for (;;) {
    const from: SQL | undefined = after
      ? or(
          gt(sql`${students.studentNumber} collate "C"`, sql`${after.number} collate "C"`),
          and(sql`${students.studentNumber} = ${after.number}`, gt(students.userId, after.id)),
        )
      : undefined;
    const rows: (StoredStudent & Omit<StudentCsvRow, keyof StudentListRow>)[] =
      await selectStudents(db, {
        birthday: students.birthday,
        phoneNumber: students.phoneNumber,
      })
        .where(and(where, from))
        .orderBy(...studentOrder)
        .limit(BATCH);
    if (rows.length === 0) return;
    yield rows.map((r) => ({ ...labelled(r), birthday: r.birthday, phoneNumber: r.phoneNumber }));
    if (rows.length < BATCH) return;
    const last = rows[rows.length - 1]!;
    after = { number: last.studentNumber, id: last.uid };
  }
}
