import { it } from 'vitest';
import { createTestContext } from '../../../test/harness';
import { buildNoticeWorld } from './test-fixtures';
it('debug', async () => {
  const t = await createTestContext({ env: { LOG_LEVEL: 'error' } });
  const w = await buildNoticeWorld(t);
  const res = await t.call({ method: 'POST', url: '/api/v1/schools/notices/new', token: w.tokenOf('SCHOOL_EDITOR'), body: w.body({ noticeTitle: 'あ'.repeat(51), noticeStartDate: '2026-06-14', noticeEndDate: '2026-06-15' }) });
  console.log(res.body);
  await w.create();
  await t.close();
});
