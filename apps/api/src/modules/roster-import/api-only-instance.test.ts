import { describe, expect, it } from 'vitest';
import { RosterImportDetail } from '@tayori/contract';
import { csvOf, importSuite, STUDENT_HEADER } from '../../../test/roster-import-world';

/**
 * docs/operations.md "Many instances": an instance started with JOB_WORKERS=off answers the API and
 * enqueues jobs but works none (an API-only instance; the others work its jobs).
 */
const suite = importSuite({ JOB_WORKERS: 'off' });

describe('an API-only instance (JOB_WORKERS=off)', () => {
  it('queues a confirmed import and leaves it for a worker', async () => {
    const { t, w } = suite;
    const row = [
      w.school.extendedSchoolCode,
      'API0001',
      'api.only@example.jp',
      '山田',
      '太郎',
      'ヤマダ',
      'タロウ',
      '20090402',
      '09012345678',
      '1',
    ];
    const preview = await w.preview('students', csvOf([STUDENT_HEADER, row]));
    const res = await t.call({
      method: 'POST',
      url: `/api/v1/roster-imports/${preview.importId}/apply`,
      token: w.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    // A worker would take it within its 2 s polling interval; none is running here.
    await new Promise((r) => setTimeout(r, 4000));
    const detail = RosterImportDetail.parse(
      (
        await t.call({
          method: 'GET',
          url: `/api/v1/roster-imports/${preview.importId}`,
          token: w.token,
        })
      ).json(),
    );
    expect(detail.status).toBe('queued');
  });
});
