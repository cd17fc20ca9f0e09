import { z } from 'zod';
import { defineJob, startWorker, type Jobs } from '../../platform/jobs';
import { sendReminder, type ReminderSending } from './send-reminder';

/**
 * Sending one reminder's deliveries (send-reminder.ts), batch by batch; safe to run again: only
 * deliveries still queued are sent, each marked as it goes, so a restart resends at most those
 * in flight. One job per reminder (its id the singleton key).
 */
export const noticeReminderJob = defineJob({
  name: 'notice-reminder',
  payload: z.object({ reminderId: z.number().int().positive() }),
  queue: { retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 15 * 60 },
  work: { pollingIntervalSeconds: 0.5 },
});

/** This instance's worker of reminders (started by job-workers.ts). */
export function startReminderWorker(jobs: Jobs, s: ReminderSending): Promise<void> {
  return startWorker(jobs, noticeReminderJob, async ({ reminderId }, job) => {
    const lastAttempt = job.retryCount >= (noticeReminderJob.queue.retryLimit ?? 0);
    const { retry } = await sendReminder(s, reminderId, lastAttempt);
    // Temporary failures were left queued: failing the job makes the queue try them again.
    if (retry) throw new Error(`reminder ${reminderId}: temporary failures left for a retry`);
  });
}
