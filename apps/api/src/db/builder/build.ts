/**
 * The one data builder: the demo (`npm start`) and the benchmark's school groups (tools/generate)
 * are the same rules at different scales (DESIGN §9). Deterministic for (seed, now); every
 * phase draws from a stream of its own. Rows go in as bulk `unnest` batches through a Loader.
 */
import { tokyoDateOf } from '@tayori/contract';
import { recountNoticeDeliveriesSql } from '../schema';
import { attendanceFor, literacyFor } from './activity';
import { demoNotices } from './curated-notices-more';
import { planGroups } from './groups';
import type { Loader } from './loader';
import type { Group, Notice, School, Staff, Student } from './model';
import { buildStudents } from './people';
import { planCuratedNotices, planNotices, readAtOf } from './notices';
import { Rng } from './random';
import type { Scale } from './scale';
import { planSchools } from './schools';
import { authorsBySchool, buildStaff } from './staff';
import { columns, serialTables } from './tables';
import { writeGroups, writeNotices, writeReference, writeUsers } from './write';

export interface BuildOptions {
  scale: Scale;
  seed: number;
  /** The build instant; notice statuses are relative to its date in Asia/Tokyo. */
  now: Date;
  /** Called at the end of each phase with its name and duration. */
  onPhase?: (phase: string, ms: number) => void;
}

export interface BuiltDataset {
  today: string;
  schools: School[];
  students: Student[];
  staff: Staff[];
  groups: Group[];
  notices: Notice[];
  /** Rows written per table. */
  counts: Record<string, number>;
}

export async function buildDataset(loader: Loader, opts: BuildOptions): Promise<BuiltDataset> {
  const { scale, seed, now } = opts;
  const today = tokyoDateOf(now);
  const rng = (label: string) => new Rng(seed, label);
  let mark = Date.now();
  const phase = async (name: string) => {
    await loader.drain();
    opts.onPhase?.(name, Date.now() - mark);
    mark = Date.now();
  };

  const schools = planSchools(rng('schools'), scale.world, scale.students);
  await writeReference(loader, scale.world, schools);
  await phase('reference data');

  const withDemo = scale.demoAccounts;
  const students = buildStudents(rng('students'), schools, { today, now, withDemo });
  const staff = buildStaff(rng('staff'), schools, {
    total: scale.staff,
    now,
    withDemo,
    schoolGroupCount: scale.world.schoolGroups.length,
  });
  const admin = staff.find((p) => p.roleType === 'SYSTEM_ADMINISTRATOR')?.id ?? null;
  await writeUsers(loader, students, staff, admin);
  await phase('users');

  await writeActivity(loader, rng('activity'), students, staff, now);
  await phase('attendance and literacy');

  const groups = planGroups(rng('groups'), schools, students);
  const authors = authorsBySchool(staff);
  await writeGroups(loader, groups, authors, now);
  await phase('notice groups');

  const plan = { schools, groups, authors, today, now };
  const curated = withDemo ? planCuratedNotices(rng('curated'), demoNotices, plan) : [];
  const avoid = new Set(students.filter((s) => s.pinned).map((s) => s.id));
  const generated = planNotices(rng('notices'), {
    ...plan,
    count: scale.notices,
    firstId: curated.length + 1,
    avoid,
    reserved: curated.map((n) => n.title),
  });
  const notices = [...curated, ...generated];
  await writeNotices(loader, notices);
  await phase('notices');

  await writeDeliveries(loader, rng('reads'), notices, students, now);
  await phase('notice deliveries');

  for (const t of serialTables) {
    await loader.runner.query(
      `SELECT setval(pg_get_serial_sequence('"${t}"', 'id'), (SELECT coalesce(max(id), 0) + 1 FROM "${t}"), false)`,
    );
  }
  return {
    today,
    schools,
    students,
    staff,
    groups,
    notices,
    counts: Object.fromEntries(loader.counts),
  };
}

/** Attendance (95% of students) and literacy (90%); the demo students' figures are pinned. */
async function writeActivity(
  loader: Loader,
  rng: Rng,
  students: Student[],
  staff: Staff[],
  now: Date,
) {
  const periods = loader.table('attendance_periods', columns.attendance_periods);
  const courses = loader.table('attendance_courses', columns.attendance_courses);
  const literacy = loader.table('literacy_results', columns.literacy_results);
  for (const s of students) {
    if (s.pinned || rng.chance(0.95)) {
      const a = attendanceFor(rng, s.id, s.pinned?.attendance);
      for (const row of a.periods) await periods.add(...row);
      for (const row of a.courses) await courses.add(...row);
    }
    if (s.pinned || rng.chance(0.9))
      await literacy.add(...literacyFor(rng, s.id, now, s.pinned?.literacy));
  }
  // Staff and tutors take the test too; the demo accounts have passed it.
  for (const p of staff) {
    if (p.userType === 'OTHER') continue;
    await literacy.add(...literacyFor(rng, p.id, now, p.demo ? 'PASSED' : undefined));
  }
  await Promise.all([periods.flush(), courses.flush(), literacy.flush()]);
}

/**
 * Every opened notice is delivered to its group's members (who all receive deliveries); then the
 * counts the staff search reads are set once (the API keeps them up to date afterwards).
 */
async function writeDeliveries(
  loader: Loader,
  rng: Rng,
  notices: Notice[],
  students: Student[],
  now: Date,
) {
  const pinned = new Map(students.filter((s) => s.pinned).map((s) => [s.id, s.pinned!]));
  const deliveries = loader.table('notice_deliveries', columns.notice_deliveries);
  for (const n of notices) {
    if (n.status === 'DRAFT') continue;
    for (const userId of n.group.members) {
      const reads = pinned.get(userId)?.reads;
      const read =
        reads === 'demoRead' ? (n.demoRead ?? false) : reads === 'nothing' ? false : undefined;
      await deliveries.add(n.id, userId, readAtOf(rng, n, now, read), n.startDate);
    }
  }
  await deliveries.flush();
  await loader.drain();
  await loader.runner.query(recountNoticeDeliveriesSql);
}
