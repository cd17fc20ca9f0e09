/**
 * Notification groups (spec 001 §2) at a 10,000-student school: the student tree, loading a group
 * of 10,000 members, and saving one. The baselines run the statements the API sends, captured from
 * its own functions at setup (not copied by hand), with node-postgres and no ORM.
 */
import { sql } from 'drizzle-orm';
import type { NoticeGroupDetail, NoticeGroupStudents, SchoolYear } from '@tayori/contract';
import type { Db } from '@tayori/api/db/client';
import type { Principal } from '@tayori/api/platform/auth';
import { findReachableSchool } from '@tayori/api/platform/school-reach';
import { findStudentDirectory } from '@tayori/api/platform/student-directory';
import { createGroup } from '@tayori/api/modules/notice-groups/commands';
import { getGroupDetail } from '@tayori/api/modules/notice-groups/service';
import { trees, type DirectoryRow } from './directory-endpoints';
import { captureSql } from './sql-capture';
import { statement } from './statement';
import type { BaselineInput, BenchEntry, Query, Statement } from './types';

const NAME = 'bench group';
const captured: Record<string, Statement> = {};
let members: string[] = [];
let bigSchool = { id: 0, code: '' };
const uuidArray = (ids: readonly string[]) => `{${ids.join(',')}}`;
const rowsOf = async (db: Db, q: ReturnType<typeof sql>) =>
  ((await db.execute(q)) as unknown as { rows: Record<string, unknown>[] }).rows;

/** The API's statements for a SCHOOL_EDITOR of the biggest school, run once and recorded. */
async function capture(db: Db) {
  const [school] = await rowsOf(
    db,
    sql`select s.id, s.extended_school_code as code from schools s join students st on st.school_id = s.id group by s.id order by count(*) desc limit 1`,
  );
  bigSchool = { id: Number(school!.id), code: String(school!.code) };
  const [staff] = await rowsOf(
    db,
    sql`select u.id, u.school_id, u.email from users u join staff_school_groups g on g.user_id = u.id join schools s on s.school_group_id = g.school_group_id where u.role_type = 'SCHOOL_EDITOR' and s.id = ${bigSchool.id} limit 1`,
  );
  const p: Principal = {
    userId: String(staff!.id),
    userType: 'STAFF',
    roleType: 'SCHOOL_EDITOR',
    schoolId: Number(staff!.school_id),
    email: String(staff!.email),
  };
  members = (
    await rowsOf(
      db,
      sql`select st.user_id from students st join users u on u.id = st.user_id where st.school_id = ${bigSchool.id} and u.status = 'ACTIVE' and st.student_status_type_code = '0' limit 10000`,
    )
  ).map((r) => String(r.user_id));
  const clock = { now: () => new Date(), today: () => new Date().toISOString().slice(0, 10) };
  let id = 0;
  const create = await captureSql(async () => {
    id = await createGroup(
      { db, clock, principal: p },
      { noticeGroupName: `${NAME} capture ${Date.now()}`, userIdList: members },
    );
  });
  const detail = await captureSql(() => getGroupDetail(db, p, id));
  const reach = await captureSql(async () => {
    await findReachableSchool(db, p, bigSchool.code);
    await findStudentDirectory(db, { schoolId: bigSchool.id });
  });
  await db.execute(sql`delete from notice_group_members where group_id = ${id}`);
  await db.execute(
    sql`delete from audit_log where entity = 'notice_group' and entity_id = ${String(id)}`,
  );
  await db.execute(sql`delete from notice_groups where id = ${id}`);
  // create: members' school, free name, begin, insert group, insert members, audit, commit.
  const writes = create.filter((s) => !/^(begin|commit)/i.test(s.trim()));
  for (const [k, text] of Object.entries({
    school: writes[0],
    name: writes[1],
    insert: writes[2],
    add: writes[3],
    audit: writes[4],
    group: detail[0],
    members: detail[1],
    reach: reach[0],
    directory: reach[1],
  }))
    captured[k] = statement(text!);
}

type MemberRow = [string, string, string, string, number, string | null, string | null, boolean];

/** getGroupDetail: the group as a SCHOOL_EDITOR sees it, and its members who receive deliveries. */
async function detailOf(q: Query, id: number, userId: string | null): Promise<NoticeGroupDetail> {
  const [g] = await q<[number, string, number, number, string, string]>(captured.group!, [
    id,
    userId,
    1,
  ]);
  const rows = await q<MemberRow>(captured.members!, [id, 'ACTIVE', '0']);
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

async function createBaseline(q: Query, { userId, body, now, tx }: BaselineInput) {
  const b = body as { noticeGroupName: string; userIdList: string[] };
  const ids = [...new Set(b.userIdList.map((id) => id.toLowerCase()))];
  const [school] = await q<[number, number]>(captured.school!, [
    uuidArray(ids),
    'ACTIVE',
    '0',
    userId,
  ]);
  await q(captured.name!, [school![0], b.noticeGroupName, 1]);
  const id = await tx(async (t) => {
    const [row] = await t<[number, number]>(captured.insert!, [
      school![0],
      b.noticeGroupName,
      now,
      userId,
      now,
      userId,
    ]);
    const added = await t(captured.add!, [row![0], uuidArray(ids)]);
    const detail = {
      name: b.noticeGroupName,
      schoolId: school![0],
      added: added.length,
      seq: row![1],
    };
    await t(captured.audit!, [
      userId,
      'create',
      'notice_group',
      String(row![0]),
      JSON.stringify(detail),
    ]);
    return row![0];
  });
  return detailOf(q, id, userId);
}

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
    setup: capture,
    baseline: async (q, { userId }): Promise<NoticeGroupStudents> => {
      const [school] = await q<[number, string]>(captured.reach!, [bigSchool.code, userId, 1]);
      // $1 school; $2, $3 platform/recipients.ts (ACTIVE, enrolled); the four filters, none given.
      const values = [school![0], 'ACTIVE', '0', ...Array<null>(8).fill(null)];
      const found = trees(await q<DirectoryRow>(captured.directory!, values));
      return {
        noticeGroupResultList: found.students as NoticeGroupStudents['noticeGroupResultList'],
        noticeGroupCarefulResultList:
          found.carefulStudents as NoticeGroupStudents['noticeGroupResultList'],
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
    baseline: (q, { params, userId }) => detailOf(q, Number(params.id), userId),
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
    baseline: createBaseline,
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
