/**
 * Notification groups (spec 001 §2) at a 10,000-student school: the student tree, loading a group
 * of 10,000 members, and saving one. The baselines replay the statements recorded from the API
 * (replay.ts), with node-postgres and no ORM.
 */
import { sql } from 'drizzle-orm';
import type {
  AnnounceSendListResult,
  NoticeGroupDetail,
  NoticeGroupStudents,
  SchoolYear,
} from '@tayori/contract';
import type { Db } from '@tayori/api/db/client';
import { trees, type DirectoryRow } from './directory-endpoints';
import { biggestSchool, rowsOf } from './big-school';
import type { Replay } from './replay';
import type { BenchEntry, Row } from './types';

const NAME = 'bench group';
let members: string[] = [];
let bigSchool = { id: 0, code: '' };

/** The biggest school and up to 10,000 of its students who receive deliveries: what the requests name. */
async function findRequestData(db: Db) {
  bigSchool = await biggestSchool(db);
  members = (
    await rowsOf(
      db,
      sql`select st.user_id from students st join users u on u.id = st.user_id where st.school_id = ${bigSchool.id} and u.status = 'ACTIVE' and st.student_status_type_code = '0' limit 10000`,
    )
  ).map((r) => String(r.user_id));
}

type MemberRow = [string, string, string, string, number, string | null, string | null, boolean];

/**
 * getGroupDetail's answer from its two statements' rows: the group as a SCHOOL_EDITOR sees it
 * (id, name, school, seq, school code and name), and its members who receive deliveries.
 */
function detailOf(results: Row[][]): NoticeGroupDetail {
  const [g] = results.at(-2) as [number, string, number, number, string, string][];
  const rows = results.at(-1) as MemberRow[];
  return {
    groupId: g![0],
    noticeGroupName: g![1],
    extendedSchoolCode: g![4],
    schoolName: g![5],
    studentList: rows.map((r, i) => ({
      id: r[0],
      rowId: i + 1,
      name: `${r[1]} ${r[2]}`,
      studentNumber: r[3],
      schoolYear: r[4] as SchoolYear,
      department: r[5],
      course: r[6],
      isCareful: r[7],
    })),
    seq: g![3],
    abilities: { edit: true, delete: true },
  };
}

/** The detail from getGroupDetail's statements, the last two (after a create's, for a save). */
const groupDetail = async (replay: Replay) => detailOf(await replay.all());

const principal = { role: 'SCHOOL_EDITOR', bigSchool: true } as const;

export const noticeGroupEntries: BenchEntry[] = [
  {
    name: 'notice group students (10k school)',
    method: 'GET',
    path: '/api/v1/schools/notice-group',
    principal,
    target: 'p99 ≤ 300 ms (1 connection)',
    connections: 1,
    request: () => ({ query: { extendedSchoolCode: bigSchool.code } }),
    setup: findRequestData,
    // The school as the caller may reach it, then the student directory of it.
    baseline: async (replay): Promise<NoticeGroupStudents> => {
      const found = trees((await replay.all())[1] as DirectoryRow[]);
      return {
        noticeGroupResultList: found.students as NoticeGroupStudents['noticeGroupResultList'],
        noticeGroupCarefulResultList:
          found.carefulStudents as NoticeGroupStudents['noticeGroupResultList'],
        carefulCount: found.carefulCount,
      };
    },
  },
  {
    // Spec 001 §2 announcement mail's destination search: the same tree, and the school's staff.
    name: 'announce recipient tree with staff (10k school)',
    method: 'GET',
    path: '/api/v1/schools/announce/send-list',
    principal,
    target: 'p99 ≤ 300 ms (1 connection)',
    connections: 1,
    request: () => ({ query: { extendedSchoolCode: bigSchool.code, includeStaff: 'true' } }),
    setup: findRequestData,
    // The school as the caller may reach it, the student directory, then the school's staff.
    baseline: async (replay): Promise<AnnounceSendListResult> => {
      const [, directory, staff] = await replay.all();
      const found = trees(directory as DirectoryRow[]);
      return {
        announceSendListSearchResult:
          found.students as AnnounceSendListResult['announceSendListSearchResult'],
        announceStaffResult: (staff as [string, string, string, string][]).map((r) => ({
          id: r[0],
          name: `${r[1]} ${r[2]}`,
          emailAddress: r[3],
        })),
        announceCarefulStudentResult:
          found.carefulStudents as AnnounceSendListResult['announceCarefulStudentResult'],
        carefulCount: found.carefulCount,
      };
    },
  },
  {
    name: 'notice group detail (10k members)',
    method: 'GET',
    path: '/api/v1/schools/notice-group/{id}',
    principal,
    target: 'p99 ≤ 300 ms (1 connection)',
    connections: 1,
    request: (sample) => ({ params: { id: sample.groupOf10k.groupId } }),
    setup: findRequestData,
    baseline: groupDetail,
  },
  {
    name: 'notice group create (10k members)',
    method: 'POST',
    path: '/api/v1/schools/notice-group',
    principal,
    target: 'p99 ≤ 1 s (1 connection)',
    connections: 1,
    amount: 20,
    request: (_sample, _userId, i) => ({
      body: { noticeGroupName: `${NAME} ${Date.now()}-${i}-${Math.random()}`, userIdList: members },
    }),
    answerVaries: ['groupId', 'noticeGroupName'],
    setup: findRequestData,
    baseline: groupDetail,
    cleanup: async (run, startedAt) => {
      const made = `(select id from notice_groups where name like '${NAME} %' and created_at >= $1)`;
      await run(`delete from notice_group_members where group_id in ${made}`, [startedAt]);
      await run(`delete from audit_log where entity = 'notice_group' and at >= $1`, [startedAt]);
      await run(`delete from notice_groups where name like '${NAME} %' and created_at >= $1`, [
        startedAt,
      ]);
    },
  },
];
