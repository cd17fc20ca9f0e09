/** The ids a benchmark needs from a generated dataset, written beside it as JSON. */
import type { BuiltDataset, NoticeStatus, RoleType, Rng, Staff } from '@tayori/api/db/builder';

export interface DatasetSample {
  seed: number;
  students: number;
  /** The generation instant and its date in Asia/Tokyo: notice statuses are relative to it. */
  generatedAt: string;
  today: string;
  /** Up to 1,000 active students, spread over all schools. */
  studentIds: string[];
  /** Per sampled student: notices in release (not deleted) delivered to them, newest last. */
  deliveredNoticeIds: Record<string, number[]>;
  /** Active staff by role (up to 100 each). */
  staffByRole: Record<RoleType, string[]>;
  /** Active staff who may see the correspondence school (school 0), by role. */
  staffForBigSchool: Record<RoleType, string[]>;
  tutorIds: string[];
  otherIds: string[];
  schools: { id: number; code: string; areaCode: string; students: number }[];
  /** Up to 100 non-deleted notice ids per status. */
  noticeIds: Record<NoticeStatus, number[]>;
  /** The largest groups, largest first. */
  largeGroups: { id: number; schoolId: number; name: string; size: number }[];
  /** The broadcast group of the correspondence school (10,000 students at 50,000). */
  groupOf10k: {
    groupId: number;
    schoolId: number;
    size: number;
    inReleaseNoticeId: number;
    draftNoticeId: number | null;
  };
  groupOf10kNoticeId: number;
  /** Per status: how many notices, and deliveries/read deliveries overall. */
  stats: { notices: Record<NoticeStatus, number>; deletedNotices: number; groups: number };
}

const ROLES: RoleType[] = [
  'SYSTEM_ADMINISTRATOR',
  'VISTA_EDITOR',
  'VISTA_VIEWER',
  'SCHOOL_EDITOR',
  'SCHOOL_VIEWER',
];
const STATUSES: NoticeStatus[] = ['DRAFT', 'PRE_RELEASE', 'IN_RELEASE', 'END_OF_RELEASE'];

export function buildSample(rng: Rng, d: BuiltDataset, seed: number, now: Date): DatasetSample {
  const active = d.students.filter((s) => s.status === 'ACTIVE');
  const activeStaff = d.staff.filter((p) => p.status === 'ACTIVE');
  const bigSchool = d.students[0]?.school;
  const byRole = (filter: (p: Staff) => boolean) =>
    Object.fromEntries(
      ROLES.map((r) => [
        r,
        activeStaff
          .filter((p) => p.roleType === r && filter(p))
          .slice(0, 100)
          .map((p) => p.id),
      ]),
    ) as Record<RoleType, string[]>;
  const broadcast = d.groups.find((g) => g.kind === 'broadcast') ?? d.groups[0]!;
  const toBroadcast = d.notices.filter((n) => n.group === broadcast && !n.deletedAt);
  const inRelease =
    toBroadcast.find((n) => n.status === 'IN_RELEASE') ??
    d.notices.find((n) => n.status === 'IN_RELEASE')!;
  const live = d.notices.filter((n) => !n.deletedAt);
  const notices = Object.fromEntries(
    STATUSES.map((s) => [s, d.notices.filter((n) => n.status === s).length]),
  ) as Record<NoticeStatus, number>;
  const studentIds = rng.sample(active, 1000).map((s) => s.id);
  // Per sampled student, the visible notices delivered to them (group members), newest last.
  const delivered = new Map(studentIds.map((id) => [id, [] as number[]]));
  for (const n of live) {
    if (n.status !== 'IN_RELEASE') continue;
    for (const userId of n.group.members) delivered.get(userId)?.push(n.id);
  }
  return {
    seed,
    students: d.students.length,
    generatedAt: now.toISOString(),
    today: d.today,
    studentIds,
    deliveredNoticeIds: Object.fromEntries(
      [...delivered].map(([id, list]) => [id, list.slice(-20)]),
    ),
    staffByRole: byRole(() => true),
    staffForBigSchool: byRole(
      (p) =>
        !p.roleType?.startsWith('SCHOOL_') ||
        p.schoolGroupIds.includes(bigSchool?.schoolGroupId ?? -1),
    ),
    tutorIds: activeStaff
      .filter((p) => p.userType === 'TUTOR')
      .slice(0, 100)
      .map((p) => p.id),
    otherIds: activeStaff
      .filter((p) => p.userType === 'OTHER')
      .slice(0, 100)
      .map((p) => p.id),
    schools: [...new Set(d.students.map((s) => s.school))].map((s) => ({
      id: s.id,
      code: s.code,
      areaCode: s.areaCode,
      students: s.size,
    })),
    noticeIds: Object.fromEntries(
      STATUSES.map((s) => [
        s,
        live
          .filter((n) => n.status === s)
          .slice(0, 100)
          .map((n) => n.id),
      ]),
    ) as Record<NoticeStatus, number[]>,
    largeGroups: [...d.groups]
      .sort((a, b) => b.members.length - a.members.length || a.id - b.id)
      .slice(0, 10)
      .map((g) => ({ id: g.id, schoolId: g.school.id, name: g.name, size: g.members.length })),
    groupOf10k: {
      groupId: broadcast.id,
      schoolId: broadcast.school.id,
      size: broadcast.members.length,
      inReleaseNoticeId: inRelease.id,
      draftNoticeId: toBroadcast.find((n) => n.status === 'DRAFT')?.id ?? null,
    },
    groupOf10kNoticeId: inRelease.id,
    stats: { notices, deletedNotices: d.notices.length - live.length, groups: d.groups.length },
  };
}
