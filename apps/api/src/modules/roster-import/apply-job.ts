import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { messages } from '@tayori/contract';
import type { Db } from '../../db/client';
import { rosterImports } from '../../db/schema';
import type { Forgetting } from '../../domain/accounts/state';
import type { Clock } from '../../platform/clock';
import { uniqueViolationOf } from '../../platform/data/db-errors';
import type { GiveWay } from '../../platform/data/give-way';
import { defineJob, startWorker, type Jobs } from '../../platform/jobs';
import { applyRosterImport } from './apply';

/**
 * Applying a confirmed import (apply.ts; safe to run twice): one job per import, its id the
 * singleton key, so a second confirmation while one waits adds none.
 */
export const rosterImportJob = defineJob({
  name: 'roster-import',
  payload: z.object({ importId: z.uuid(), actorUserId: z.uuid() }),
  queue: { retryLimit: 3, retryDelay: 10, expireInSeconds: 3600 },
});

/**
 * What the screen says of an apply that stopped: a sign-in ID another account took after the
 * preview stops every retry (the file must be checked again); anything else may pass on resuming.
 */
function applyFailure(err: unknown): string {
  return uniqueViolationOf(err) === 'users_email_uq'
    ? messages.import_failed_sign_in_id_taken
    : messages.import_failed_retry;
}

/** This instance's worker of confirmed imports (started by job-workers.ts). */
export function startRosterImportWorker(
  jobs: Jobs,
  {
    db,
    giveWay,
    clock,
    principals,
  }: { db: Db; giveWay: GiveWay; clock: Clock; principals: Forgetting },
): Promise<void> {
  return startWorker(jobs, rosterImportJob, async ({ importId, actorUserId }) => {
    try {
      await applyRosterImport(db, importId, {
        now: () => clock.now(),
        actorUserId,
        principals,
        giveWay,
      });
    } catch (err) {
      await db
        .update(rosterImports)
        .set({ status: 'failed', failure: applyFailure(err) })
        .where(eq(rosterImports.id, importId));
      throw err;
    }
  });
}
