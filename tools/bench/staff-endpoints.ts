/**
 * The staff notice entries of the benchmark table (endpoints.ts): modules/staff-notices, called by
 * SCHOOL_* staff (their school groups).
 */
import {
  noticeStatusOf,
  tokyoDateOf,
  type NoticeReadRow,
  type StaffNoticeSearchRow,
} from '@tayori/contract';
import { createOpenNotice } from './notice-create';
import type { BenchEntry } from './types';

/** A search row (search.ts buildSearch): id, title, open status, start, end, created, read, delivered, group, total. */
type SearchRow = [number, string, boolean, string, string, string, number, number, string, string];
/** A read-status row: read, school year, department, course, names, e-mail, careful. */
type ReadRow = [
  boolean,
  number,
  string | null,
  string | null,
  string,
  string,
  string,
  boolean,
  string | null,
  boolean,
];

export const staffEntries: BenchEntry[] = [
  {
    name: 'staff notices?limit=10&page=1',
    method: 'GET',
    path: '/api/v1/schools/notices',
    principal: 'SCHOOL_EDITOR',
    target: 'p99 ≤ 50 ms',
    request: () => ({ query: { limit: 10, page: 1 } }),
    baseline: async (replay, { today }) => {
      const rows = await replay.rows<SearchRow>(0);
      const total = Number(rows[0]?.[9] ?? 0);
      return {
        noticeSearchResultList: rows.map((r): StaffNoticeSearchRow => {
          const n = { noticeOpenStatus: r[2], noticeStartDate: r[3], noticeEndDate: r[4] };
          return {
            noticeId: r[0],
            noticeTitle: r[1],
            noticeStatus: noticeStatusOf(n, today),
            readCount: r[6],
            deliveryCount: r[7],
            noticeGroupName: r[8],
            noticeStartDate: r[3],
            noticeEndDate: r[4],
            noticeRegisterDate: tokyoDateOf(new Date(r[5])),
          };
        }),
        noticeSearchResultsTotalCount: total,
        noticeTotalCount: total,
      };
    },
  },
  {
    name: 'staff notices/read/{id} (10k)',
    method: 'GET',
    path: '/api/v1/schools/notices/read/{id}',
    principal: { role: 'SCHOOL_EDITOR', bigSchool: true },
    // The target is a page load for one staff member: measured one request at a time.
    target: '≤ 250 ms (1 connection)',
    connections: 1,
    request: (sample) => ({ params: { id: sample.groupOf10kNoticeId } }),
    // The notice as its caller sees it (its id and title first), then its deliveries.
    baseline: async (replay) => {
      const [[notice], rows] = (await replay.all()) as [
        [number, number, number, number, string][],
        ReadRow[],
      ];
      let readCount = 0;
      const list = new Array<NoticeReadRow>(rows.length);
      for (let i = 0; i < rows.length; i++) {
        const r = rows[i]!;
        if (r[0]) readCount++;
        list[i] = {
          rowId: i + 1,
          noticeReadFlag: r[0],
          schoolYear: r[1],
          departmentName: r[2],
          courseName: r[3],
          userSurname: r[4],
          userGivenname: r[5],
          emailAddress: r[6],
          isCareful: r[7],
          readAt: r[8],
          mailSuppressed: r[9],
          reminders: [],
        };
      }
      return {
        noticeId: notice![0],
        noticeTitle: notice![4],
        readCount,
        deliveryCount: rows.length,
        noticeReadResultList: list,
      };
    },
  },
  {
    name: 'POST staff notices/new (10k group)',
    method: 'POST',
    path: '/api/v1/schools/notices/new',
    principal: { role: 'SCHOOL_EDITOR', bigSchool: true },
    target: '≤ 1 s',
    connections: 1,
    amount: 20,
    // Each side creates its own notice.
    answerVaries: ['noticeId'],
    request: (sample, _user, i) => ({
      body: {
        noticeTitle: `ベンチマーク ${i}`,
        noticeBody: JSON.stringify('<p>ベンチマークのお知らせ</p>'),
        noticeCategory: 1,
        noticeGroupId: sample.groupOf10k.groupId,
        noticeStartDate: sample.today,
        noticeEndDate: '9999-12-31',
        noticeImportantFlag: false,
        noticeOpenStatus: true,
      },
    }),
    baseline: createOpenNotice,
    // The notices (their deliveries cascade) and audit rows of this run; vacuumed, or dead rows slow later runs.
    cleanup: async (sql, startedAt) => {
      await sql(`delete from notices where title like 'ベンチマーク %' and created_at >= $1`, [
        startedAt,
      ]);
      await sql(`delete from audit_log where entity = 'notice' and at >= $1`, [startedAt]);
      await sql(`vacuum (analyze) notices, notice_deliveries, audit_log`);
    },
  },
];
