/** Generates a whole school group and writes it through a Loader. Deterministic for (seed, now). */
import { tokyoDateOf } from '@tayori/contract';
import { attendanceFor, literacyFor } from './activity';
import {
  areas,
  departmentDefs,
  menus,
  noticeCategoryNames,
  schoolDefs,
  schoolGroupNames,
} from './catalog';
import { planGroups, type Group } from './groups';
import type { Loader } from './loader';
import { planNotices, readAtOf, type Notice, type NoticeStatus } from './notices';
import { generateStaff, generateStudents, schoolSizes, type School, type Staff } from './people';
import { Rng } from './random';
import { buildSample, type DatasetSample } from './sample';
import { columns, serialTables } from './tables';

export interface GenerateOptions {
  students: number;
  seed: number;
  /** The generation instant; notice statuses are relative to its date in Asia/Tokyo. */
  now: Date;
  /** Default 2,000 (per-student notice load does not depend on the student count). */
  notices?: number;
  /** Staff, tutors and others; default 2% of the students, at least 50. */
  staff?: number;
  /** Called at the end of each phase with its name and duration. */
  onPhase?: (phase: string, ms: number) => void;
}

export interface GenerateResult {
  counts: Record<string, number>;
  sample: DatasetSample;
}

export async function generateDataset(
  loader: Loader,
  opts: GenerateOptions,
): Promise<GenerateResult> {
  const { seed, now } = opts;
  const today = tokyoDateOf(now);
  const rng = (label: string) => new Rng(seed, label);
  let mark = Date.now();
  const phase = async (name: string) => {
    await loader.drain();
    opts.onPhase?.(name, Date.now() - mark);
    mark = Date.now();
  };

  const schools = await writeReference(loader, rng('schools'), opts.students);
  await phase('reference data');

  const students = generateStudents(rng('students'), schools, today, now);
  const staff = generateStaff(
    rng('staff'),
    schools,
    opts.staff ?? Math.max(50, Math.round(opts.students / 50)),
    now,
    schoolGroupNames.length,
  );
  await writeUsers(loader, students, staff);
  await phase('users');

  const activity = rng('activity');
  const periods = loader.table('attendance_periods', columns.attendance_periods);
  const courses = loader.table('attendance_courses', columns.attendance_courses);
  const literacy = loader.table('literacy_results', columns.literacy_results);
  for (const s of students) {
    if (activity.chance(0.95)) {
      const a = attendanceFor(activity, s.id);
      for (const row of a.periods) await periods.add(...row);
      for (const row of a.courses) await courses.add(...row);
    }
    if (activity.chance(0.9)) await literacy.add(...literacyFor(activity, s.id, now));
  }
  await Promise.all([periods.flush(), courses.flush(), literacy.flush()]);
  await phase('attendance and literacy');

  const groups = planGroups(rng('groups'), schools, students);
  const authors = new Map<School, string[]>();
  for (const p of staff) {
    if (p.roleType === 'SCHOOL_EDITOR' && p.status === 'ACTIVE')
      authors.set(p.school, [...(authors.get(p.school) ?? []), p.id]);
  }
  await writeGroups(loader, groups, authors, now);
  await phase('notice groups');

  const notices = planNotices(rng('notices'), {
    count: opts.notices ?? 2000,
    schools,
    groups,
    authors,
    today,
    now,
  });
  const sample = buildSample(rng('sample'), { students, staff, groups, notices, today, now, seed });
  await writeNotices(loader, notices);
  await phase('notices');

  const deliveries = loader.table('notice_deliveries', columns.notice_deliveries);
  const reads = rng('reads');
  const sampled = new Map(sample.studentIds.map((id) => [id, [] as number[]]));
  for (const n of notices) {
    if (n.status === 'DRAFT') continue;
    const visible = n.status === 'IN_RELEASE' && !n.deletedAt;
    for (const userId of n.group.members) {
      await deliveries.add(n.id, userId, readAtOf(reads, n, now));
      if (visible) sampled.get(userId)?.push(n.id);
    }
  }
  await deliveries.flush();
  sample.deliveredNoticeIds = Object.fromEntries(
    [...sampled].map(([id, list]) => [id, list.slice(-20)]),
  );
  await phase('notice deliveries');

  await finish(loader);
  await phase('sequences and analyze');
  return { counts: Object.fromEntries(loader.counts), sample };
}

async function writeReference(loader: Loader, rng: Rng, total: number): Promise<School[]> {
  const w = (t: keyof typeof columns) => loader.table(t, columns[t]);
  const areaRows = w('areas');
  for (const [i, [code, name]] of areas.entries()) await areaRows.add(code, name, i + 1);
  const groupRows = w('school_groups');
  for (const [i, name] of schoolGroupNames.entries()) await groupRows.add(i + 1, name);
  await Promise.all([areaRows.flush(), groupRows.flush()]);
  await loader.drain();

  const sizes = schoolSizes(total);
  const schools: School[] = [];
  let departmentId = 0;
  let courseId = 0;
  const schoolRows = w('schools');
  const deptRows = w('departments');
  const courseRows = w('courses');
  const deptCourses: unknown[][] = [];
  for (const [index, def] of schoolDefs.entries()) {
    const id = index + 1;
    const code = `S${String(id).padStart(4, '0')}`;
    const defs =
      index === 0 ? [0, 1, 4, 5] : [0, ...rng.sample([1, 2, 3, 4, 5], rng.int(1, 3)).sort()];
    const departments = defs.map((d) => {
      const dept = departmentDefs[d]!;
      const deptId = ++departmentId;
      const courseIds = dept.courses.map((name) => {
        deptCourses.push([++courseId, deptId, name]);
        return courseId;
      });
      return { id: deptId, name: dept.name, courseIds };
    });
    schools.push({
      index,
      id,
      code,
      name: def.name,
      areaCode: def.areaCode,
      schoolGroupId: def.group + 1,
      size: sizes[index]!,
      departments,
    });
    await schoolRows.add(
      id,
      code,
      def.name,
      def.areaCode,
      def.group + 1,
      index % 7 !== 3,
      rng.int(0, 20),
      index + 1,
    );
    for (const d of departments) await deptRows.add(d.id, id, d.name);
  }
  await schoolRows.flush();
  await loader.drain();
  await deptRows.flush();
  await loader.drain();
  for (const row of deptCourses) await courseRows.add(...row);
  await courseRows.flush();

  const categories = w('notice_categories');
  for (const [i, name] of noticeCategoryNames.entries()) await categories.add(i + 1, name, i + 1);
  await categories.flush();
  const menuRows = w('menu_categories');
  for (const [i, m] of menus.entries()) await menuRows.add(i + 1, m.title, i + 1);
  await menuRows.flush();
  await loader.drain();
  const items = w('menu_items');
  for (const [i, m] of menus.entries()) {
    for (const [j, it] of m.items.entries()) {
      await items.add(
        i + 1,
        it.title,
        it.icon,
        it.url,
        !!it.campusOnly,
        !!it.portalOnly,
        it.available !== false,
        `{${it.userTypes.join(',')}}`,
        j + 1,
      );
    }
  }
  await items.flush();
  const chatbot = w('chatbot_settings');
  await chatbot.add(
    null,
    'bench-sdk-key-home',
    JSON.stringify({ title: 'たよりアシスタント', greeting: 'こんにちは。ご質問をどうぞ。' }),
  );
  await chatbot.flush();
  return schools;
}

async function writeUsers(
  loader: Loader,
  students: ReturnType<typeof generateStudents>,
  staff: Staff[],
) {
  const users = loader.table('users', columns.users);
  for (const s of students) {
    const billing = s.school.index === 0 ? '2' : '1';
    await users.add(
      s.id,
      'STUDENT',
      null,
      s.status,
      s.email,
      s.lastName,
      s.firstName,
      s.lastNameKana,
      s.firstNameKana,
      s.school.id,
      null,
      billing,
      billing === '1' ? 100 + s.school.index : 200,
      s.notes,
      false,
      true,
      false,
      s.createdAt,
      s.createdAt,
    );
  }
  for (const p of staff) {
    const a3 = p.userType === 'TUTOR';
    const billing = p.userType === 'OTHER' ? '3' : '1';
    await users.add(
      p.id,
      p.userType,
      p.roleType,
      p.status,
      p.email,
      ...p.names,
      p.school.id,
      p.jid,
      billing,
      billing === '1' ? 100 + p.school.index : null,
      null,
      false,
      !a3,
      a3,
      p.createdAt,
      p.createdAt,
    );
  }
  await users.flush();
  await loader.drain();
  const studentRows = loader.table('students', columns.students);
  for (const s of students) {
    const dept = s.school.departments[s.departmentIndex]!;
    await studentRows.add(
      s.id,
      s.school.id,
      s.studentNumber,
      dept.id,
      s.courseId,
      s.admissionYear,
      s.schoolYear,
      s.schoolYear > 0 ? s.schoolYear : 1,
      s.schoolYear === -1 ? '99' : '01',
      s.status === 'ACTIVE' ? '0' : '1',
      s.birthday,
      s.phoneNumber,
      s.isCareful,
    );
  }
  await studentRows.flush();
  const ssg = loader.table('staff_school_groups', columns.staff_school_groups);
  for (const p of staff) for (const g of p.schoolGroupIds) await ssg.add(p.id, g);
  await ssg.flush();
}

async function writeGroups(
  loader: Loader,
  groups: Group[],
  authors: Map<School, string[]>,
  now: Date,
) {
  const rows = loader.table('notice_groups', columns.notice_groups);
  const at = new Date(now.getTime() - 200 * 86_400_000).toISOString();
  for (const g of groups) {
    const author = authors.get(g.school)?.[0] ?? null;
    await rows.add(g.id, g.school.id, g.name, at, author, at, author);
  }
  await rows.flush();
  await loader.drain();
  const members = loader.table('notice_group_members', columns.notice_group_members);
  for (const g of groups) for (const m of g.members) await members.add(g.id, m);
  await members.flush();
}

async function writeNotices(loader: Loader, notices: Notice[]) {
  const rows = loader.table('notices', columns.notices);
  for (const n of notices) {
    const opened = n.status !== 'DRAFT';
    await rows.add(
      n.id,
      n.school.id,
      n.group.id,
      n.categoryId,
      n.title,
      n.body,
      n.important,
      opened,
      n.startDate,
      n.endDate,
      opened ? n.createdAt.toISOString() : null,
      n.deletedAt?.toISOString() ?? null,
      n.createdAt.toISOString(),
      n.author,
      n.updatedAt.toISOString(),
      n.author,
    );
  }
  await rows.flush();
}

/** Moves serial sequences past the ids written, and refreshes planner statistics. */
async function finish(loader: Loader) {
  for (const t of serialTables) {
    await loader.runner.query(
      `SELECT setval(pg_get_serial_sequence('"${t}"', 'id'), (SELECT coalesce(max(id), 0) + 1 FROM "${t}"), false)`,
    );
  }
  await loader.runner.query(loader.runner.kind === 'postgres' ? 'VACUUM (ANALYZE)' : 'ANALYZE');
}

export type { DatasetSample, NoticeStatus };
