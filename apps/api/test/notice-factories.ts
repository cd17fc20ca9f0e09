import { randomBytes } from 'node:crypto';
import type { Db } from '../src/db/client';
import { noticeDeliveries, noticeGroupMembers, noticeGroups, notices } from '../src/db/schema';
import { buildNoticeCategory, buildSchool, type SchoolRow } from './factories';

const unique = () => randomBytes(5).toString('hex');

export type NoticeRow = typeof notices.$inferSelect;
export type NoticeGroupRow = typeof noticeGroups.$inferSelect;

/** A notification group of a school, with the given users as members. */
export async function buildNoticeGroup(
  db: Db,
  opts: { school?: SchoolRow; memberIds?: string[]; name?: string } = {},
): Promise<NoticeGroupRow> {
  const school = opts.school ?? (await buildSchool(db));
  const [group] = await db
    .insert(noticeGroups)
    .values({ schoolId: school.id, name: opts.name ?? `通知グループ${unique()}` })
    .returning();
  if (opts.memberIds?.length) {
    await db
      .insert(noticeGroupMembers)
      .values(opts.memberIds.map((userId) => ({ groupId: group!.id, userId })));
  }
  return group!;
}

/**
 * A saved (open) notice running from `startDate` with no end date unless overridden, in its own
 * group and category when none is given. Deliver it with `deliverNotice`.
 */
export async function buildNotice(
  db: Db,
  opts: { school?: SchoolRow; group?: NoticeGroupRow; categoryId?: number } & Partial<
    typeof notices.$inferInsert
  > = {},
): Promise<NoticeRow> {
  const { school: givenSchool, group: givenGroup, ...overrides } = opts;
  const school = givenSchool ?? (await buildSchool(db));
  const group = givenGroup ?? (await buildNoticeGroup(db, { school }));
  const categoryId = opts.categoryId ?? (await buildNoticeCategory(db)).id;
  const [row] = await db
    .insert(notices)
    .values({
      title: `お知らせ${unique()}`,
      body: '<p>本文です。</p>',
      openStatus: true,
      startDate: '2026-06-01',
      endDate: '9999-12-31',
      ...overrides,
      schoolId: school.id,
      groupId: group.id,
      categoryId,
    })
    .returning();
  return row!;
}

/** Delivers a notice to users (unread unless `readAt` is given). */
export async function deliverNotice(
  db: Db,
  notice: { id: number; startDate: string },
  userIds: string[],
  readAt: Date | null = null,
) {
  await db.insert(noticeDeliveries).values(
    userIds.map((userId) => ({
      noticeId: notice.id,
      userId,
      readAt,
      startDate: notice.startDate,
    })),
  );
}
