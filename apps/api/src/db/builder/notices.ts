/** Notices in every status relative to today (Asia/Tokyo), and their deliveries with read state. */
import { limits } from '@tayori/contract';
import { noticeCategoryNames } from './catalog';
import { noticeBody, noticeTitle } from './content';
import type { DemoNotice } from './curated-notices';
import type { Group, GroupKind, Notice, NoticeStatus, School } from './model';
import { addDays, DAY_MS, type Rng, tokyoStartOf } from './random';

const NO_END = limits.noEndDate;

/** Which kind of group a notice is addressed to (the broadcast group only exists at school 0). */
const KIND_WEIGHTS: Record<GroupKind, number> = {
  school: 20,
  broadcast: 3,
  year: 22,
  noYear: 2,
  department: 12,
  departmentYear: 18,
  class: 10,
  small: 13,
};

const STATUS_WEIGHTS: Record<NoticeStatus, number> = {
  DRAFT: 8,
  PRE_RELEASE: 10,
  IN_RELEASE: 45,
  END_OF_RELEASE: 37,
};

/** An office-hours instant on a business date, never after `now`. */
function officeInstant(rng: Rng, date: string, now: Date): Date {
  const t =
    tokyoStartOf(date).getTime() + rng.int(8 * 60, 19 * 60) * 60_000 + rng.int(0, 59) * 1000;
  return new Date(Math.min(t, now.getTime() - rng.int(60, 3600) * 1000));
}

function dates(rng: Rng, status: NoticeStatus, today: string): [start: string, end: string] {
  const endAfter = (start: string, noEndShare: number) =>
    rng.chance(noEndShare) ? NO_END : addDays(start, rng.int(0, 60));
  switch (status) {
    case 'IN_RELEASE': {
      const start = addDays(today, -Math.min(rng.int(0, 90), rng.int(0, 90)));
      // Some end today: a notice ending today is still shown.
      return [start, rng.chance(0.45) ? NO_END : addDays(today, rng.int(0, 45))];
    }
    case 'END_OF_RELEASE': {
      const start = addDays(today, -rng.int(2, 365));
      const days = (Date.parse(today) - Date.parse(start)) / DAY_MS;
      return [start, addDays(start, rng.int(0, Math.min(60, days - 1)))];
    }
    case 'PRE_RELEASE': {
      const start = addDays(today, rng.int(1, 45));
      return [start, endAfter(start, 0.5)];
    }
    case 'DRAFT': {
      const start = addDays(today, rng.int(-5, 45));
      return [start, endAfter(start, 0.5)];
    }
  }
}

interface PlanOptions {
  schools: School[];
  groups: Group[];
  authors: Map<School, string[]>;
  today: string;
  now: Date;
}

/** When a notice was registered: before its start when it has started, else in the last days. */
function registeredAt(rng: Rng, status: NoticeStatus, startDate: string, o: PlanOptions): Date {
  return status !== 'DRAFT' && startDate <= o.today
    ? officeInstant(rng, addDays(startDate, -rng.int(1, 14)), o.now)
    : officeInstant(rng, addDays(o.today, -rng.int(0, 20)), o.now);
}

/** The demo's curated notices (ids from 1), dated relative to today in Asia/Tokyo. */
export function planCuratedNotices(
  rng: Rng,
  curated: readonly DemoNotice[],
  o: PlanOptions,
): Notice[] {
  return curated.map((n, i) => {
    const school = o.schools[n.school]!;
    const group = o.groups.find((g) => g.school === school && g.name === n.group);
    if (!group) throw new Error(`data builder: no group ${n.group} at ${school.name}`);
    const startDate = addDays(o.today, n.start);
    const endDate = n.end === null ? NO_END : addDays(o.today, n.end);
    const status: NoticeStatus = !n.open
      ? 'DRAFT'
      : n.start > 0
        ? 'PRE_RELEASE'
        : n.end !== null && n.end < 0
          ? 'END_OF_RELEASE'
          : 'IN_RELEASE';
    const createdAt = registeredAt(rng, status, startDate, o);
    return {
      id: i + 1,
      school,
      group,
      categoryId: noticeCategoryNames.indexOf(n.category) + 1,
      title: n.title,
      body: n.body,
      important: n.important ?? false,
      status,
      startDate,
      endDate,
      createdAt,
      updatedAt: createdAt,
      deletedAt: null,
      author: o.authors.get(school)![0]!,
      demoRead: n.demoRead ?? false,
    };
  });
}

/**
 * `count` notices (ids from `firstId`) spread over schools by the square root of their size, to
 * groups without a demo account (`avoid`: they see the curated notices only), titled apart from
 * the curated ones (`reserved`). The first three of
 * a correspondence school go to its broadcast group: one in release (read-status benchmark), one
 * reserved and one draft.
 */
export function planNotices(
  rng: Rng,
  opts: PlanOptions & {
    count: number;
    firstId: number;
    avoid: ReadonlySet<string>;
    reserved: readonly string[];
  },
): Notice[] {
  const { schools, today, now } = opts;
  const groupsOf = new Map<School, Map<GroupKind, Group[]>>();
  for (const g of opts.groups) {
    if (opts.avoid.size > 0 && g.members.some((m) => opts.avoid.has(m))) continue;
    const kinds = groupsOf.get(g.school) ?? new Map<GroupKind, Group[]>();
    kinds.set(g.kind, [...(kinds.get(g.kind) ?? []), g]);
    groupsOf.set(g.school, kinds);
  }
  const schoolWeights = Object.fromEntries(
    schools.map((s) => [String(s.index), Math.sqrt(s.size) + 1]),
  );
  const forced: NoticeStatus[] = ['IN_RELEASE', 'PRE_RELEASE', 'DRAFT'];
  const notices: Notice[] = [];
  for (let i = 0; i < opts.count; i++) {
    const fixed = schools[0]!.broadcast ? forced[i] : undefined;
    const school = fixed ? schools[0]! : schools[Number(rng.weighted(schoolWeights))]!;
    const kinds = groupsOf.get(school);
    if (!kinds) continue;
    const weights = Object.fromEntries(
      [...kinds.keys()].map((k) => [k, KIND_WEIGHTS[k]]),
    ) as Record<GroupKind, number>;
    const group =
      fixed && kinds.has('broadcast')
        ? kinds.get('broadcast')![0]!
        : rng.pick(kinds.get(rng.weighted(weights))!);
    const status = fixed ?? rng.weighted(STATUS_WEIGHTS);
    const [startDate, endDate] =
      fixed === 'IN_RELEASE' ? [addDays(today, -3), NO_END] : dates(rng, status, today);
    const categoryIndex = rng.int(0, noticeCategoryNames.length - 1);
    const createdAt = registeredAt(rng, status, startDate, opts);
    const updatedAt = rng.chance(0.2)
      ? new Date(Math.min(now.getTime(), createdAt.getTime() + rng.int(1, 72) * 3_600_000))
      : createdAt;
    notices.push({
      id: opts.firstId + notices.length,
      school,
      group,
      categoryId: categoryIndex + 1,
      title: noticeTitle(rng, noticeCategoryNames[categoryIndex]!, group.name, opts.reserved),
      body: noticeBody(rng),
      important: categoryIndex === 0 || rng.chance(0.08),
      status,
      startDate,
      endDate,
      createdAt,
      updatedAt,
      deletedAt:
        !fixed && rng.chance(0.02)
          ? new Date(Math.min(now.getTime(), updatedAt.getTime() + rng.int(1, 240) * 3_600_000))
          : null,
      author: rng.pick(opts.authors.get(school) ?? [...opts.authors.values()][0]!),
    });
  }
  return notices;
}

/**
 * Read time of one delivery, or null. Only started notices are read: about 55% of those in
 * release and 62% of ended ones (`read` decides instead for a demo account), some time between
 * the start and the end (or now).
 */
export function readAtOf(rng: Rng, notice: Notice, now: Date, read?: boolean): string | null {
  const share =
    notice.status === 'END_OF_RELEASE' ? 0.62 : notice.status === 'IN_RELEASE' ? 0.55 : 0;
  if (share === 0 || !(read ?? rng.chance(share))) return null;
  const from = Math.max(tokyoStartOf(notice.startDate).getTime(), notice.createdAt.getTime());
  const endNext =
    notice.endDate === NO_END ? Infinity : tokyoStartOf(addDays(notice.endDate, 1)).getTime();
  const to = Math.min(now.getTime(), endNext);
  if (to <= from) return null;
  return new Date(from + Math.floor(rng.float() * (to - from))).toISOString();
}
