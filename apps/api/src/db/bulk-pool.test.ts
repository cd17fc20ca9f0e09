import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { suiteWorld, type TestContext } from '../../test/harness';
import { buildStudentWorld, type StudentWorld } from '../../test/student-account-world';

let t: TestContext;
let w: StudentWorld;

/**
 * The bulk work's connections (DATABASE_BULK_POOL_SIZE, docs/scale.md "What breaks first"): a
 * whole school's CSV, sends, imports and the job workers use them, never the ones a student's
 * request waits for. PGlite has one connection for everything, so this runs on PostgreSQL.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('the bulk work on connections of its own', () => {
  suiteWorld(buildStudentWorld, (built) => ({ t, w } = built));

  it('a student is answered while every bulk connection is taken; the CSV waits for one', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let taken = 0;
    // The test database's bulk pool has the production default's 2 connections: hold both.
    const holders = [1, 2].map(() =>
      t.database.bulk.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        taken++;
        await released;
      }),
    );
    await expect.poll(() => taken).toBe(2);

    const student = await t.tokenFor(w.students[0]!.id);
    const csv = t.call({
      method: 'GET',
      url: '/api/v1/students/csv',
      token: w.tokenOf('SCHOOL_EDITOR'),
      query: { extendedSchoolCode: w.school.extendedSchoolCode },
    });
    let csvAnswered = false;
    void csv.then(() => (csvAnswered = true));
    for (const url of ['/api/v1/me', '/api/v1/users/notices/unread', '/api/v1/users/menus'])
      expect((await t.call({ method: 'GET', url, token: student })).statusCode).toBe(200);
    expect(csvAnswered).toBe(false);

    release();
    await Promise.all(holders);
    const res = await csv;
    expect(res.statusCode).toBe(200);
    expect(res.body.split('\r\n').filter((l) => l !== '')).toHaveLength(13);
  });
});
