/**
 * THE benchmark table: one entry per key endpoint. A feature adds its endpoints here (or in
 * staff-endpoints.ts); an entry runs as soon as the contract (packages/contract) has its method and
 * path. `baseline` replays the statements recorded from the API for the request (replay.ts) and
 * builds the API's answer from their rows (the bench prints both answers when they differ: keep
 * the mapping in step with the service's).
 */
import type { SchoolGroup, StudentNotice } from '@tayori/contract';
import { directoryEntries } from './directory-endpoints';
import { noticeGroupEntries } from './notice-group-endpoints';
import { studentAccountEntries } from './student-account-endpoints';
import { staffAccountEntries } from './staff-account-endpoints';
import { staffEntries } from './staff-endpoints';
import type { BenchEntry } from './types';

const pick = <T>(items: readonly T[], i: number): T => items[i % items.length]!;

// Rows of the student notice service's list columns (modules/notices): id, title, important,
// category name, start date, read; then the total or the body.
type StudentNoticeRow = [number, string, boolean, string | null, string, boolean, ...unknown[]];
/** A row of those columns as the contract's StudentNotice. */
const studentNotice = (r: StudentNoticeRow): StudentNotice => ({
  noticeId: r[0],
  noticeTitle: r[1],
  noticeImportantFlag: r[2],
  noticeCategory: r[3],
  noticeDate: r[4],
  noticeReadFlag: r[5],
});

const readEntries: BenchEntry[] = [
  {
    name: 'me',
    method: 'GET',
    path: '/api/v1/me',
    principal: 'student',
    request: () => ({}),
    baseline: async (replay) => {
      type Row = [
        string,
        string,
        string | null,
        string,
        string,
        string,
        string | null,
        string | null,
      ];
      const [r] = await replay.rows<Row>(0);
      return (
        r && {
          userId: r[0],
          userType: r[1],
          roleType: r[2],
          lastName: r[3],
          firstName: r[4],
          emailAddress: r[5],
          schoolName: r[6],
          extendedSchoolCode: r[7],
          // A student chooses no user status (the API answers it without a query).
          userStatusChoices: [],
        }
      );
    },
  },
  {
    name: 'schools?areaCode',
    method: 'GET',
    path: '/api/v1/schools',
    principal: 'anonymous',
    request: (sample, _user, i) => ({ query: { areaCode: pick(sample.schools, i).areaCode } }),
    baseline: async (replay) => ({
      schoolList: (await replay.rows<[string, string, string]>(0)).map((r) => ({
        extendedSchoolCode: r[0],
        schoolName: r[1],
        areaCode: r[2],
      })),
    }),
  },
  {
    name: 'areas',
    method: 'GET',
    path: '/api/v1/areas',
    principal: 'anonymous',
    request: () => ({}),
    baseline: async (replay) => ({
      areaList: (await replay.rows<[string, string]>(0)).map((r) => ({
        areaCode: r[0],
        areaName: r[1],
      })),
    }),
  },
  {
    name: 'school-groups',
    method: 'GET',
    path: '/api/v1/school-groups',
    principal: 'SCHOOL_EDITOR',
    request: () => ({}),
    baseline: async (replay) => {
      type Row = [number, string, string | null, string | null, string | null];
      const groups = new Map<number, SchoolGroup>();
      for (const r of await replay.rows<Row>(0)) {
        let group = groups.get(r[0]);
        if (!group) {
          group = { schoolGroupId: r[0], schoolGroupName: r[1], schools: [] };
          groups.set(r[0], group);
        }
        if (r[2] !== null && r[3] !== null && r[4] !== null)
          group.schools.push({ extendedSchoolCode: r[2], schoolName: r[3], areaCode: r[4] });
      }
      return { schoolGroupList: [...groups.values()] };
    },
  },

  // Student reads: modules/notices/service.ts.
  {
    name: 'notices/unread?limit=5',
    method: 'GET',
    path: '/api/v1/users/notices/unread',
    principal: 'student',
    target: '≥ 70% of baseline, p99 ≤ 25 ms, 50k within 1.5× of 5k',
    request: () => ({ query: { limit: 5 } }),
    baseline: async (replay) => {
      const rows = await replay.rows<StudentNoticeRow>(0);
      return {
        unreadNoticeList: rows.map(studentNotice),
        unreadNoticeTotalCount: Number(rows[0]?.[6] ?? 0),
      };
    },
  },
  {
    name: 'notices?limit=10&page=1',
    method: 'GET',
    path: '/api/v1/users/notices',
    principal: 'student',
    target: '≥ 70% of baseline, p99 ≤ 25 ms, 50k within 1.5× of 5k',
    request: () => ({ query: { limit: 10, page: 1 } }),
    baseline: async (replay) => ({
      noticeList: (await replay.rows<StudentNoticeRow>(0)).map(studentNotice),
    }),
  },
  {
    name: 'PUT notices/{id} (read)',
    method: 'PUT',
    path: '/api/v1/users/notices/{id}',
    principal: 'student',
    target: '≥ 70% of baseline, p99 ≤ 25 ms, 50k within 1.5× of 5k',
    users: (sample) =>
      sample.studentIds.filter((id) => (sample.deliveredNoticeIds[id]?.length ?? 0) > 0),
    request: (sample, userId, i) => ({
      params: { id: pick(sample.deliveredNoticeIds[userId!]!, i) },
    }),
    // Recorded as the timed runs see it, read by the first pass: the read mark is not made again.
    recordSecondCall: true,
    baseline: async (replay) => {
      const [r] = await replay.rows<StudentNoticeRow>(0);
      if (!r) return undefined;
      return { ...studentNotice(r), noticeReadFlag: true, noticeBody: r[6] as string };
    },
    // Reads made by this run (generated read times are all before generation): unread again.
    cleanup: async (sql, startedAt) => {
      await sql(`update notice_deliveries set read_at = null where read_at >= $1`, [startedAt]);
      // …and the read counts kept on notices (apps/api/src/db/schema/notices.ts recountNoticeDeliveriesSql).
      await sql(`update notices set read_count = c.read from (select notice_id, count(read_at)::int as read
        from notice_deliveries group by notice_id) c where notices.id = c.notice_id and notices.read_count <> c.read`);
      await sql(`vacuum (analyze) notice_deliveries, notices`);
    },
  },
];

export const entries: BenchEntry[] = [
  ...readEntries,
  ...staffEntries,
  ...directoryEntries,
  ...noticeGroupEntries,
  ...studentAccountEntries,
  ...staffAccountEntries,
];
