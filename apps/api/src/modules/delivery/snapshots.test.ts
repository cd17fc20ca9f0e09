import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { Contactability } from '@tayori/contract';
import { contactabilitySnapshots } from '../../db/schema';
import { suppressedByBounce } from '../../../test/bounces';
import { buildSchool, buildStaff, buildStudent } from '../../../test/factories';
import { suiteContext, type TestContext } from '../../../test/harness';
import {
  contactabilitySnapshotJob,
  nextSnapshotAt,
  startContactabilitySnapshots,
  takeContactabilitySnapshots,
} from './snapshots';

let t: TestContext;
suiteContext((context) => (t = context));
const DAY = 86_400_000;

describe('nextSnapshotAt', () => {
  it('is the next 04:00 in Tokyo (19:00 UTC), never the instant itself', () => {
    const at = (iso: string) => nextSnapshotAt(new Date(iso)).toISOString();
    expect(at('2026-11-28T03:00:00.000Z')).toBe('2026-11-28T19:00:00.000Z');
    expect(at('2026-11-28T18:59:59.999Z')).toBe('2026-11-28T19:00:00.000Z');
    expect(at('2026-11-28T19:00:00.000Z')).toBe('2026-11-29T19:00:00.000Z');
    // 00:30 in Tokyo on the 29th is still before that day's 04:00.
    expect(at('2026-11-28T15:30:00.000Z')).toBe('2026-11-28T19:00:00.000Z');
    expect(at('2026-12-31T20:00:00.000Z')).toBe('2027-01-01T19:00:00.000Z');
  });
});

describe('the rate over time', () => {
  it('keeps one snapshot per school, group and day, and the board answers them oldest first', async () => {
    const { db, clock } = t;
    const school = await buildSchool(db);
    const editor = await buildStaff(db, { roleType: 'SCHOOL_EDITOR', school });
    await buildStudent(db, { school, student: { phoneNumber: null } });
    const lost = await buildStudent(db, { school, student: { phoneNumber: null } });
    const board = async () =>
      Contactability.parse(
        (
          await t.getAs(editor.id, `/api/v1/schools/${school.extendedSchoolCode}/contactability`)
        ).json(),
      );
    expect((await board()).history).toEqual([]);

    const firstDay = clock.today();
    await takeContactabilitySnapshots(db, clock);
    // A second run the same day replaces the day's figures: one row per group, not two.
    await takeContactabilitySnapshots(db, clock);
    clock.advance(DAY);
    await suppressedByBounce(db, lost.email, clock.now());
    await takeContactabilitySnapshots(db, clock);

    const rows = await db
      .select()
      .from(contactabilitySnapshots)
      .where(sql`${contactabilitySnapshots.schoolId} = ${school.id}`);
    expect(rows).toHaveLength(4);
    const { history, students } = await board();
    // Nobody opened the portal and nobody has a phone: the student whose address bounces is
    // reached by nothing from the second day on.
    expect(students).toMatchObject({ total: 2, unreachable: 1, contactableRate: 50 });
    expect(history).toEqual([
      {
        day: firstDay,
        studentRate: 100,
        studentUnreachable: 0,
        staffRate: 100,
        staffUnreachable: 0,
      },
      {
        day: clock.today(),
        studentRate: 50,
        studentUnreachable: 1,
        staffRate: 100,
        staffUnreachable: 0,
      },
    ]);

    // Ninety days on, the first day has dropped out of the board (its rows stay).
    clock.advance(89 * DAY);
    expect((await board()).history.map((d) => d.day)).toEqual([history[1]!.day]);
  });

  it('waits as one job for the next 04:00 in Tokyo, however many instances started', async () => {
    const waiting = () => t.app.jobs.findJobs(contactabilitySnapshotJob.name, { queued: true });
    // This context's server started the chain; another instance's start-up adds none.
    const before = await waiting();
    expect(before).toHaveLength(1);
    await startContactabilitySnapshots(t.app.jobs, { db: t.db, clock: t.clock });
    expect(await waiting()).toHaveLength(1);
    const startAfter = before[0]!.startAfter;
    expect(startAfter.getTime()).toBe(nextSnapshotAt(new Date(startAfter.getTime() - 1)).getTime());
    expect(startAfter.getUTCHours()).toBe(19);
  });

  it('takes the snapshot when its time comes, and waits again for the next 04:00', async () => {
    const { db, clock, app } = t;
    const school = await buildSchool(db);
    await buildStudent(db, { school });
    // Today's job, due now (in place of the one waiting for 04:00).
    const [queued] = await app.jobs.findJobs(contactabilitySnapshotJob.name, { queued: true });
    await app.jobs.deleteJob(contactabilitySnapshotJob.name, queued!.id);
    await app.jobs.send(contactabilitySnapshotJob.name, {});
    const taken = () =>
      db
        .select()
        .from(contactabilitySnapshots)
        .where(sql`${contactabilitySnapshots.schoolId} = ${school.id}`);
    await vi.waitFor(async () => expect(await taken()).toHaveLength(2), { timeout: 15_000 });
    expect((await taken()).map((r) => [r.day, r.userType, r.total]).sort()).toEqual([
      [clock.today(), 'STAFF', 0],
      [clock.today(), 'STUDENT', 1],
    ]);
    const [next] = await app.jobs.findJobs(contactabilitySnapshotJob.name, { queued: true });
    expect(next!.startAfter.getTime()).toBeGreaterThan(Date.now());
    expect(next!.startAfter.getUTCHours()).toBe(19);
  });
});
