import { z } from 'zod';
import { defineJob, HEARTBEAT_SECONDS } from '../../platform/jobs';

/**
 * Sending one reminder of a notice (modules/reminders/job.ts works it): one job per reminder, its
 * id the singleton key, started at its due time. A killed instance's job comes back to another
 * within the heartbeat (its sending resumes where the deliveries stopped); a live one's never
 * expires under it while it beats. Defined here because a notice's save schedules
 * its rule's steps (reminder-rule.ts) as well as the reminders module its reminders by hand.
 */
export const noticeReminderJob = defineJob({
  name: 'notice-reminder',
  payload: z.object({ reminderId: z.number().int().positive() }),
  queue: {
    retryLimit: 5,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: 15 * 60,
    heartbeatSeconds: HEARTBEAT_SECONDS,
  },
  work: { pollingIntervalSeconds: 0.5 },
});
