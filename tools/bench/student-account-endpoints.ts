/**
 * Student accounts (spec 001 §2) at a 10,000-student school: the search by school, by part of a
 * kana name, a detail, and the CSV of the whole school. The baselines run the statements the API
 * sends, captured from its own functions at setup (not copied by hand), with node-postgres and no
 * ORM; the CSV's baseline writes its rows with the same CSV module (platform/csv.ts).
 */
import { sql } from 'drizzle-orm';
import {
  admissionYearLabel,
  billingCodeLabels,
  courseYearLabel,
  schoolYearLabel,
  studentCourseLabels,
  studentStatusLabels,
  userStatusLabels,
  type BillingCode,
  type SchoolYear,
  type StudentCourse,
  type StudentDetail,
  type StudentListRow,
  type StudentSearchResult,
  type StudentStatusTypeCode,
  type UserStatusType,
} from '@tayori/contract';
import type { Db } from '@tayori/api/db/client';
import { csvStream } from '@tayori/api/platform/csv';
import { getStudentDetail } from '@tayori/api/modules/student-accounts/detail';
import { studentBatches, studentCsvColumns } from '@tayori/api/modules/student-accounts/export';
import { searchStudents } from '@tayori/api/modules/student-accounts/service';
import { bigSchoolEditor, rowsOf } from './big-school';
import { captureSql } from './sql-capture';
import { statement } from './statement';
import type { BenchEntry, Query, Statement } from './types';

const captured: Record<string, Statement> = {};
let bigSchool = { id: 0, code: '' };
let kanaPart = '';
let studentIds: string[] = [];

/** The API's statements for a SCHOOL_EDITOR of the biggest school, run once and recorded. */
async function capture(db: Db) {
  const found = await bigSchoolEditor(db);
  bigSchool = found.bigSchool;
  const p = found.principal;
  const students = await rowsOf(
    db,
    sql`select st.user_id, u.last_name_kana from students st join users u on u.id = st.user_id where st.school_id = ${bigSchool.id} order by st.user_id limit 1000`,
  );
  studentIds = students.map((r) => String(r.user_id));
  // Three characters of a family name in kana, as people search by (trigrams serve three or more;
  // a two-character part is a scan of the names: docs/decisions/student-accounts.md).
  kanaPart = String(students[0]!.last_name_kana).slice(0, 3);
  const base = { page: 1, limit: 10, extendedSchoolCode: bigSchool.code };
  const bySchool = await captureSql(() => searchStudents(db, p, base));
  const byKana = await captureSql(() => searchStudents(db, p, { ...base, lastNameKana: kanaPart }));
  const detail = await captureSql(() =>
    getStudentDetail(db, p, studentIds[0]!, { passwordsIssued: true }),
  );
  const csv = await captureSql(async () => {
    for await (const _batch of studentBatches(db, bigSchool.id, {}));
  });
  // reach, then the count and the page (sent together).
  for (const [k, text] of Object.entries({
    reach: bySchool[0],
    countBySchool: bySchool[1],
    bySchool: bySchool[2],
    countByKana: byKana[1],
    byKana: byKana[2],
    detail: detail[0],
    firstBatch: csv[0],
    nextBatch: csv[1],
  }))
    captured[k] = statement(text!);
}

/** The columns of studentColumns (apps/api/src/modules/student-accounts/service.ts), in order. */
type ListColumns = [
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string | null,
  string | null,
  number,
  number | null,
  string,
  string,
  UserStatusType,
];

function listRow(r: ListColumns): StudentListRow {
  const schoolYear = r[10] as SchoolYear;
  const course = r[12] as StudentCourse;
  const status = r[13] as StudentStatusTypeCode;
  return {
    uid: r[0],
    studentNumber: r[1],
    lastName: r[2],
    firstName: r[3],
    lastNameKana: r[4],
    firstNameKana: r[5],
    emailAddress: r[6],
    schoolName: r[7],
    department: r[8],
    course: r[9],
    schoolYear,
    schoolYearLabel: schoolYearLabel(schoolYear),
    admissionYear: r[11],
    studentCourse: course,
    studentCourseLabel: studentCourseLabels[course],
    studentStatusTypeCode: status,
    studentStatusTypeLabel: studentStatusLabels[status],
    userStatusType: r[14],
    userStatusTypeLabel: userStatusLabels[r[14]],
  };
}

/** findReachableSchool, then the count and one page (10 rows, by number), together. */
async function searchBaseline(
  q: Query,
  userId: string | null,
  [countOf, pageOf]: [Statement, Statement],
  filter: unknown[],
): Promise<StudentSearchResult> {
  await q(captured.reach!, [bigSchool.code, userId, 1]);
  const [[counted], rows] = await Promise.all([
    q<[number]>(countOf, [bigSchool.id, ...filter]),
    q<ListColumns>(pageOf, [bigSchool.id, ...filter, 10]),
  ]);
  return {
    studentList: rows.map(listRow),
    studentsTotalCount: Number(counted?.[0] ?? 0),
    abilities: { exportCsv: true },
  };
}

const principal = { role: 'SCHOOL_EDITOR', bigSchool: true } as const;
const date = (v: unknown) =>
  v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString();

export const studentAccountEntries: BenchEntry[] = [
  {
    name: 'student search by school (10k school)',
    method: 'GET',
    path: '/api/v1/students',
    principal,
    target: 'p99 ≤ 50 ms (1 connection)',
    connections: 1,
    request: () => ({ query: { extendedSchoolCode: bigSchool.code } }),
    setup: capture,
    baseline: (q, { userId }) =>
      searchBaseline(q, userId, [captured.countBySchool!, captured.bySchool!], []),
  },
  {
    name: 'student search by part of a kana name (10k school)',
    method: 'GET',
    path: '/api/v1/students',
    principal,
    target: 'p99 ≤ 50 ms (1 connection)',
    connections: 1,
    request: () => ({ query: { extendedSchoolCode: bigSchool.code, lastNameKana: kanaPart } }),
    baseline: (q, { userId }) =>
      searchBaseline(q, userId, [captured.countByKana!, captured.byKana!], [`%${kanaPart}%`]),
  },
  {
    name: 'student detail',
    method: 'GET',
    path: '/api/v1/students/{id}/detail',
    principal,
    target: 'p99 ≤ 25 ms (1 connection)',
    connections: 1,
    request: (_s, _u, i) => ({ params: { id: studentIds[i % studentIds.length]! } }),
    baseline: async (q, { params, userId }): Promise<StudentDetail> => {
      const [r] = await q(captured.detail!, [params.id, userId, 1]);
      const c = r as unknown[];
      const billingCode = c[17] as BillingCode | null;
      return {
        ...listRow(c.slice(0, 15) as ListColumns),
        extendedSchoolCode: String(c[15]),
        admissionYearLabel: admissionYearLabel(c[11] as number | null),
        courseYear: c[16] as number | null,
        courseYearLabel: courseYearLabel(c[16] as number | null),
        billingCode,
        billingCodeLabel: billingCode ? billingCodeLabels[billingCode] : '',
        billingId: c[18] as number | null,
        billingName: c[19] as string | null,
        birthday: String(c[20]).replaceAll('-', ''),
        phoneNumber: c[21] as string | null,
        notes: null,
        testUserFlag: c[23] as boolean,
        isCareful: c[24] as boolean,
        registerDate: date(c[25]),
        reguserId: c[26] as string | null,
        reguserName: c[27] as string | null,
        updateDate: date(c[28]),
        upduserId: c[29] as string | null,
        upduserName: c[30] as string | null,
        seq: c[31] as number,
        variant: 'school',
        abilities: {
          edit: false,
          issueTemporaryPassword: (c[14] as string) === 'ACTIVE',
          seeNotes: false,
          seeTestUserFlag: false,
          seeCourseYear: false,
        },
        userStatusChoices: ['ACTIVE', 'SUSPENDED'],
        billingList: [],
      };
    },
  },
  {
    name: 'student CSV (10k school)',
    method: 'GET',
    path: '/api/v1/students/csv',
    principal,
    target: '≤ 2 s, flat memory (1 connection)',
    connections: 1,
    amount: 10,
    request: () => ({ query: { extendedSchoolCode: bigSchool.code } }),
    baseline: async (q, { userId }) => {
      await q(captured.reach!, [bigSchool.code, userId, 1]);
      async function* batches() {
        let rows = await q(captured.firstBatch!, [bigSchool.id, 1000]);
        while (rows.length > 0) {
          yield rows.map((r) => {
            const c = r as unknown[];
            return {
              ...listRow(c.slice(0, 15) as ListColumns),
              birthday: String(c[15]),
              phoneNumber: c[16] as string | null,
            };
          });
          if (rows.length < 1000) return;
          const last = rows[rows.length - 1] as unknown[];
          rows = await q(captured.nextBatch!, [bigSchool.id, last[1], last[1], last[0], 1000]);
        }
      }
      return csvStream(studentCsvColumns, batches());
    },
  },
];
