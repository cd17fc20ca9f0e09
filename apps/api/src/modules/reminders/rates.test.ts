import { describe, expect, it } from 'vitest';
import { NoticeReadRates } from '@tayori/contract';
import { noticeDeliveries } from '../../db/schema';
import { and, eq } from 'drizzle-orm';
import { suiteWorld, type TestContext } from '../../../test/harness';
import { buildNoticeWorld, type NoticeWorld } from '../../../test/staff-notice-world';
import { pointsUntil } from './rates';

let t: TestContext;
let w: NoticeWorld;
suiteWorld(buildNoticeWorld, (built) => ({ t, w } = built));

const HOUR = 3_600_000;

describe('a notice’s read share over time', () => {
  it('has hourly points early, then daily ones, the last one now', () => {
    expect(pointsUntil(5)).toEqual([1, 2, 3, 5]);
    expect(pointsUntil(100)).toEqual([1, 2, 3, 6, 9, 12, 18, 24, 36, 48, 60, 72, 96, 100]);
    expect(pointsUntil(24 * 60).at(-1)).toBe(24 * 30);
  });

  it('counts the reads by each point, whole and per school year, with its reminders', async () => {
    // Opened at noon in Tokyo on its start date (later than the day's 00:00): that is when it
    // reached the portal. Twelve hours on, now.
    const created = await w.create({ noticeStartDate: '2026-06-15' });
    const [second, careful, noYear] = w.students;
    const published = t.clock.now().getTime();
    t.clock.advance(12 * HOUR);
    const readAt = async (userId: string, hours: number) =>
      t.db
        .update(noticeDeliveries)
        .set({ readAt: new Date(published + hours * HOUR) })
        .where(
          and(eq(noticeDeliveries.noticeId, created.noticeId), eq(noticeDeliveries.userId, userId)),
        );
    await readAt(careful!.id, 0.5);
    await readAt(second!.id, 8);
    const get = async (query?: Record<string, string>) =>
      NoticeReadRates.parse(
        (
          await t.call({
            method: 'GET',
            url: `/api/v1/schools/notices/read/${created.noticeId}/rates`,
            query,
            token: w.tokenOf('SCHOOL_VIEWER'),
          })
        ).json(),
      );
    const whole = await get();
    expect(whole.publishedAt).toBe(new Date(published).toISOString());
    expect(whole.hours).toEqual([1, 2, 3, 6, 9, 12]);
    expect(whole.series).toEqual([{ label: '全体', total: 3, read: [1, 1, 1, 1, 2, 2] }]);
    expect(whole.reminders).toEqual([]);
    const byYear = await get({ by: 'schoolYear' });
    expect(byYear.series).toEqual([
      { label: '1年', total: 1, read: [1, 1, 1, 1, 1, 1] },
      { label: '2年', total: 1, read: [0, 0, 0, 0, 1, 1] },
      { label: '学年なし', total: 1, read: [0, 0, 0, 0, 0, 0] },
    ]);
    expect(noYear).toBeDefined();
    const other = await t.call({
      method: 'GET',
      url: `/api/v1/schools/notices/read/${created.noticeId}/rates`,
      token: w.otherEditorToken,
    });
    expect(other.statusCode).toBe(404);
  });
});
