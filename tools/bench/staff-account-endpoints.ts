/**
 * Staff, other and tutor accounts and the paid licence summary (spec 001 §2, issue's Scale) on the
 * generated group (≥ 2,000 staff, tutors and others across 20 schools): the staff search by type
 * and by part of a kana name, the tutor search of a school, and the licence summary. The baselines
 * replay the statements recorded from the API (replay.ts) with node-postgres and no ORM.
 */
import { sql } from 'drizzle-orm';
import {
  userStatusLabels,
  type BillingCode,
  type LicenseSummaryRow,
  type RoleType,
  type StaffSearchResult,
  type StaffUserType,
  type TutorSearchResult,
  type UserStatusType,
} from '@tayori/contract';
import type { Db } from '@tayori/api/db/client';
import { rowsOf } from './big-school';
import type { Replay } from './replay';
import type { BenchEntry } from './types';

let kanaPart = '';
let tutorSchool = '';

/** A part of a staff member's kana name and the school with the most tutors. */
async function findRequestData(db: Db) {
  const [staff] = await rowsOf(
    db,
    sql`select last_name_kana from users where user_type = 'STAFF' order by id limit 1`,
  );
  kanaPart = String(staff!.last_name_kana).slice(0, 3);
  const [school] = await rowsOf(
    db,
    sql`select s.extended_school_code from users u join schools s on s.id = u.school_id where u.user_type = 'TUTOR' group by s.extended_school_code order by count(*) desc limit 1`,
  );
  tutorSchool = String(school!.extended_school_code);
}

/** domain/accounts/directory.ts selectStaff's columns with the page's total, in order. */
type StaffColumns = [
  string,
  StaffUserType,
  RoleType | null,
  UserStatusType,
  string,
  string,
  string,
  string,
  string,
  string | null,
  string | null,
  BillingCode | null,
  string | null,
  boolean,
  boolean,
  string | null,
  number | string,
];

const rowOf = (r: StaffColumns) => ({
  uid: r[0],
  userStatusType: r[3],
  userStatusTypeLabel: userStatusLabels[r[3]],
  lastName: r[4],
  firstName: r[5],
  lastNameKana: r[6],
  firstNameKana: r[7],
  emailAddress: r[8],
  extendedSchoolCode: r[9],
  schoolName: r[10],
  billingCode: r[11],
  billingName: r[12],
  a1License: r[13],
  a3License: r[14],
});

/** One statement: the page and its total (a window); an empty first page is no hit. */
async function staffBaseline(replay: Replay, userId: string | null): Promise<StaffSearchResult> {
  const [rows] = (await replay.all()) as StaffColumns[][];
  return {
    staffList: rows!.map((r) => ({
      ...rowOf(r),
      userType: r[1],
      roleType: r[2],
      note: r[15],
      isSelf: r[0] === userId,
    })),
    staffTotalCount: Number(rows![0]?.[16] ?? 0),
    abilities: { register: true, exportCsv: true },
  };
}

const staffSearch = (query: () => Record<string, string>): Omit<BenchEntry, 'name'> => ({
  method: 'GET',
  path: '/api/v1/staff',
  principal: 'SYSTEM_ADMINISTRATOR',
  target: 'p99 ≤ 50 ms (1 connection)',
  connections: 1,
  request: () => ({ query: query() }),
  setup: findRequestData,
  baseline: (replay, input) => staffBaseline(replay, input.userId),
});

export const staffAccountEntries: BenchEntry[] = [
  { name: 'staff search by type (2k staff)', ...staffSearch(() => ({ userType: 'STAFF' })) },
  {
    name: 'staff search by part of a kana name (2k staff)',
    ...staffSearch(() => ({ lastNameKana: kanaPart })),
  },
  {
    name: 'tutor search of a school',
    method: 'GET',
    path: '/api/v1/tutors',
    principal: 'SYSTEM_ADMINISTRATOR',
    target: 'p99 ≤ 50 ms (1 connection)',
    connections: 1,
    request: () => ({ query: { extendedSchoolCode: tutorSchool } }),
    setup: findRequestData,
    // findReachableSchool, then the page with its total.
    baseline: async (replay): Promise<TutorSearchResult> => {
      const [, rows] = (await replay.all()) as StaffColumns[][];
      return {
        tutorList: rows!.map(rowOf),
        tutorTotalCount: Number(rows![0]?.[16] ?? 0),
        abilities: { exportCsv: true },
      };
    },
  },
  {
    name: 'licence summary (20 schools)',
    method: 'GET',
    path: '/api/v1/schools/licenses',
    principal: 'SYSTEM_ADMINISTRATOR',
    target: 'p99 ≤ 50 ms (1 connection)',
    connections: 1,
    request: () => ({}),
    baseline: async (replay) => {
      const [rows] = (await replay.all()) as [string, string, number | string | null, number][][];
      return {
        licenseSummaryList: rows!.map((r): LicenseSummaryRow => ({
          extendedSchoolCd: r[0],
          schoolName: r[1],
          a3LicenseUsedNum: Number(r[2] ?? 0),
          a3LicenseLimit: r[3],
        })),
      };
    },
  },
];
