import { describe, expect, it } from 'vitest';
import { NoticeReadStatus } from '@tayori/contract';
import { suppressedByBounce } from '../../../test/bounces';
import { suiteWorld, type TestContext } from '../../../test/harness';
import { buildNoticeWorld, type NoticeWorld } from '../../../test/staff-notice-world';

let t: TestContext;
let w: NoticeWorld;
suiteWorld(buildNoticeWorld, (built) => ({ t, w } = built));

const get = (url: string, token = w.tokenOf('SCHOOL_VIEWER')) =>
  t.call({ method: 'GET', url, token });

describe('following up the unread (docs/decisions/delivery.md)', () => {
  it('says when the notice reached the portal, and gives the unread as a CSV with their mail', async () => {
    const created = await w.create({ noticeStartDate: '2026-06-15' });
    const [second, careful, noYear] = w.students;
    const read = await t.call({
      method: 'PUT',
      url: `/api/v1/users/notices/${created.noticeId}`,
      token: await t.tokenFor(careful!.id),
    });
    expect(read.statusCode).toBe(200);
    await suppressedByBounce(t.db, noYear!.email, t.clock.now());

    const status = NoticeReadStatus.parse(
      (await get(`/api/v1/schools/notices/read/${created.noticeId}`)).json(),
    );
    expect(status).toMatchObject({ startDate: '2026-06-15', readCount: 1, deliveryCount: 3 });

    const csv = await get(`/api/v1/schools/notices/read/${created.noticeId}/unread.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toContain(`notice_${created.noticeId}_unread.csv`);
    expect(csv.body.startsWith('\uFEFF')).toBe(true);
    const lines = csv.body.slice(1).trim().split('\r\n');
    // The read status's order and words (an empty cell is '-', as in every CSV of the portal);
    // the one who read it is not there.
    expect(lines).toEqual([
      '学年,学科,コース,姓,名,メールアドレス,メール',
      `2年,普通科,総合コース,${second!.lastName},${second!.firstName},${second!.email},-`,
      `-,普通科,総合コース,${noYear!.lastName},${noYear!.firstName},${noYear!.email},送信停止（不達）`,
    ]);
  });

  it("answers 404 for another school group's notice", async () => {
    const created = await w.create();
    const res = await get(
      `/api/v1/schools/notices/read/${created.noticeId}/unread.csv`,
      w.otherEditorToken,
    );
    expect(res.statusCode).toBe(404);
  });
});
