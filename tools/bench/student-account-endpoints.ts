/**
 * Student accounts (spec 001 §2) at a 10,000-student school: the search by school, by part of a
 * kana name, a detail, and the CSV of the whole school. The baselines replay the statements
 * recorded from the API (replay.ts), with node-postgres and no ORM; the CSV's baseline writes the
 * replayed rows with the same CSV module (platform/csv.ts).
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
  type MailSuppressionReason,
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
import { studentCsvColumns } from '@tayori/api/modules/student-accounts/export';
import { biggestSchool, rowsOf } from './big-school';
import type { Replay } from './replay';
import type { BenchEntry, Row } from './types';

let bigSchool = { id: 0, code: '' };
let kanaPart = '';
let studentIds: string[] = [];

/** The biggest school, students of it and a part of a kana name: what the requests name. */
async function findRequestData(db: Db) {
  bigSchool = await biggestSchool(db);
  const students = await rowsOf(
    db,
    sql`select st.user_id, u.last_name_kana from students st join users u on u.id = st.user_id where st.school_id = ${bigSchool.id} order by st.user_id limit 1000`,
  );
  studentIds = students.map((r) => String(r.user_id));
  // Three characters of a family name in kana, as people search by (trigrams serve three or more;
  // a two-character part is a scan of the names: docs/decisions/student-accounts.md).
  kanaPart = String(students[0]!.last_name_kana).slice(0, 3);
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
  string | null,
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
    studentTypeCode: r[14],
    userStatusType: r[15],
    userStatusTypeLabel: userStatusLabels[r[15]],
  };
}

/**
 * findReachableSchool, then one page (10 rows, by number) and the count at once, as the API. The
 * access entry is no request's statement: the API's writer inserts entries apart, many at once.
 */
const searchBaseline = async (replay: Replay): Promise<StudentSearchResult> => {
  await replay.rows(0);
  const [rows, counted] = await Promise.all([replay.rows(1), replay.rows(2)]);
  return {
    // Each row leads with students.user_id, the key the statement is shaped by.
    studentList: rows.map((r) => listRow(r.slice(1) as ListColumns)),
    studentsTotalCount: Number(counted![0]![0]),
    abilities: { exportCsv: true },
  };
};

/** The detail and the address's suppression at once, as the API. */
const detailBaseline = async (replay: Replay): Promise<StudentDetail> => {
  const [[row], [suppressed]] = await Promise.all([replay.rows(0), replay.rows(1)]);
  if (!row) throw new Error('no such student');
  // The row leads with students.user_id, as the search's.
  const c = row.slice(1);
  const billingCode = c[18] as BillingCode | null;
  return {
    ...listRow(c.slice(0, 16) as ListColumns),
    extendedSchoolCode: String(c[16]),
    admissionYearLabel: admissionYearLabel(c[11] as number | null),
    courseYear: c[17] as number | null,
    courseYearLabel: courseYearLabel(c[17] as number | null),
    billingCode,
    billingCodeLabel: billingCode ? billingCodeLabels[billingCode] : '',
    billingId: c[19] as number | null,
    billingName: c[20] as string | null,
    birthday: String(c[21]).replaceAll('-', ''),
    phoneNumber: c[22] as string | null,
    notes: null,
    testUserFlag: c[24] as boolean,
    isCareful: c[25] as boolean,
    registerDate: date(c[26]),
    reguserId: c[27] as string | null,
    reguserName: c[28] as string | null,
    updateDate: date(c[29]),
    upduserId: c[30] as string | null,
    upduserName: c[31] as string | null,
    seq: c[32] as number,
    variant: 'school',
    abilities: {
      edit: false,
      issueTemporaryPassword: (c[15] as string) === 'ACTIVE',
      seeNotes: false,
      seeTestUserFlag: false,
      seeCourseYear: false,
    },
    userStatusChoices: ['ACTIVE', 'SUSPENDED'],
    billingList: [],
    mailSuppression: suppressed
      ? {
          reason: suppressed[0] as MailSuppressionReason,
          text: suppressed[1] as string | null,
          since: date(suppressed[2]),
        }
      : null,
  };
};

const principal = { role: 'SCHOOL_EDITOR', bigSchool: true } as const;
const date = (v: unknown) =>
  v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString();

export const studentAccountEntries: BenchEntry[] = [
  {
    name: 'student search by school (10k school)',
    method: 'GET',
    path: '/api/v1/students',
    principal,
    target: 'p99 ≤ 50 ms (1 connection); with its record ≥ 90 % of without',
    connections: 1,
    unrecorded: true,
    request: () => ({ query: { extendedSchoolCode: bigSchool.code } }),
    setup: findRequestData,
    baseline: searchBaseline,
  },
  {
    name: 'student search by part of a kana name (10k school)',
    method: 'GET',
    path: '/api/v1/students',
    principal,
    target: 'p99 ≤ 50 ms (1 connection)',
    connections: 1,
    request: () => ({ query: { extendedSchoolCode: bigSchool.code, lastNameKana: kanaPart } }),
    setup: findRequestData,
    baseline: searchBaseline,
  },
  {
    name: 'student detail',
    method: 'GET',
    path: '/api/v1/students/{id}/detail',
    principal,
    target: 'p99 ≤ 25 ms (1 connection); with its record ≥ 90 % of without',
    connections: 1,
    unrecorded: true,
    request: (_s, _u, i) => ({ params: { id: studentIds[i % studentIds.length]! } }),
    setup: findRequestData,
    baseline: detailBaseline,
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
    setup: findRequestData,
    // The school, then the batches in order (the same school each time: the same keys).
    baseline: async (replay) => {
      const [, ...batches] = await replay.all();
      async function* rows() {
        for (const batch of batches) {
          yield (batch as Row[]).map((c) => ({
            ...listRow(c.slice(0, 16) as ListColumns),
            birthday: String(c[16]),
            phoneNumber: c[17] as string | null,
            extendedSchoolCode: String(c[18]),
          }));
        }
      }
      return csvStream(studentCsvColumns, rows());
    },
  },
];
