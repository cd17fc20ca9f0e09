/** Generates a whole school group and writes it through a Loader. Deterministic for (seed, now). */
import { tokyoDateOf } from '@tayori/contract';
import { recountNoticeDeliveriesSql } from '@tayori/api/db/schema';
import { attendanceFor, literacyFor } from './activity';
import { schoolGroupNames } from './catalog';
import { planGroups } from './groups';
import type { Loader } from './loader';
import { planNotices, readAtOf, type NoticeStatus } from './notices';
import { generateStaff, generateStudents, type School } from './people';
import { Rng } from './random';
import { buildSample, type DatasetSample } from './sample';
import { columns, serialTables } from './tables';
import { writeGroups, writeNotices, writeReference, writeUsers } from './write';

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
      await deliveries.add(n.id, userId, readAtOf(reads, n, now), n.startDate);
      if (visible) sampled.get(userId)?.push(n.id);
    }
  }
  await deliveries.flush();
  // The counts the staff search reads (the API keeps them; rows written here need them set once).
  await loader.drain();
  await loader.runner.query(recountNoticeDeliveriesSql);
  sample.deliveredNoticeIds = Object.fromEntries(
    [...sampled].map(([id, list]) => [id, list.slice(-20)]),
  );
  await phase('notice deliveries');

  await finish(loader);
  await phase('sequences and analyze');
  return { counts: Object.fromEntries(loader.counts), sample };
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
