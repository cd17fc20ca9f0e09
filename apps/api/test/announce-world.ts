import { expect } from 'vitest';
import { AnnounceDetail } from '@tayori/contract';
import { announceSenders } from '../src/db/schema';
import { buildSchool, buildStaff } from './factories';
import type { TestContext } from './harness';
import { buildGroupWorld } from './notice-group-world';

/**
 * The notification groups' world (a school with students of each kind, a token per staff role,
 * another school group's school) plus a sender address for each school, for announcement mail.
 */
export async function buildAnnounceWorld(t: TestContext) {
  const w = await buildGroupWorld(t);
  const [sender] = await t.db
    .insert(announceSenders)
    .values({ schoolId: w.school.id, name: '事務局', address: 'office@school.test' })
    .returning();
  const [otherSender] = await t.db
    .insert(announceSenders)
    .values({ schoolId: w.otherSchool.id, name: '他校事務局', address: 'office@other.test' })
    .returning();
  /** A staff member with no school group: reaches no school. */
  const lonely = await buildStaff(t.db, {
    roleType: 'SCHOOL_EDITOR',
    school: await buildSchool(t.db),
    schoolGroupIds: [],
  });

  /** Sends through the API (SCHOOL_EDITOR unless told) to the world's students; answers the POST. */
  const send = async (
    body: Partial<{
      isAuthor: boolean;
      announceFromId: number | null;
      userIdList: string[];
      subject: string;
      body: string;
    }> = {},
    token = w.tokenOf('SCHOOL_EDITOR'),
  ) =>
    t.call({
      method: 'POST',
      url: '/api/v1/schools/announce/mail',
      token,
      body: {
        isAuthor: true,
        announceFromId: null,
        userIdList: w.students.map((s) => s.id),
        subject: '三者面談のお知らせ',
        body: '保護者の皆様\n面談の日程をお知らせします。',
        ...body,
      },
    });

  /** The detail, once no recipient is queued (the worker runs in the test's app). */
  const delivered = async (announceId: number, timeoutMs = 15_000): Promise<AnnounceDetail> => {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const res = await t.call({
        method: 'GET',
        url: `/api/v1/schools/announce/${announceId}/detail`,
        token: w.tokenOf('SCHOOL_VIEWER'),
      });
      expect(res.statusCode).toBe(200);
      const detail = AnnounceDetail.parse(res.json());
      if (detail.queuedCount === 0) return detail;
      if (Date.now() > until) throw new Error(`still queued: ${JSON.stringify(detail)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };

  return {
    ...w,
    sender: sender!,
    otherSender: otherSender!,
    lonelyToken: await t.tokenFor(lonely.id),
    send,
    delivered,
  };
}
export type AnnounceWorld = Awaited<ReturnType<typeof buildAnnounceWorld>>;
