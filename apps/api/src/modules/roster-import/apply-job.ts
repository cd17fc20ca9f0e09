import { z } from 'zod';
import { defineJob } from '../../platform/jobs';

/**
 * Applying a confirmed import (apply.ts; safe to run twice): one job per import, its id the
 * singleton key, so a second confirmation while one waits adds none.
 */
export const rosterImportJob = defineJob({
  name: 'roster-import',
  payload: z.object({ importId: z.uuid(), actorUserId: z.uuid() }),
  queue: { retryLimit: 3, retryDelay: 10, expireInSeconds: 3600 },
});
