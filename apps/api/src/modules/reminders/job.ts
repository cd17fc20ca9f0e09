import { noticeReminderJob } from '../../domain/notices/reminder-job';
import { startWorker, type Jobs } from '../../platform/jobs';
import { takeReminder } from './run';
import { sendReminder, type ReminderSending } from './send-reminder';

/**
 * Sending one reminder's deliveries (send-reminder.ts), batch by batch, once the job has taken it
 * (run.ts: a step of a rule chooses its recipients then); safe to run again: only deliveries still
 * queued are sent, each marked as it goes, so a restart resends at most those in flight. One job
 * per reminder (its id the singleton key).
 */
export { noticeReminderJob };

/** One run of a reminder's job: take it (or leave it to the job that has it), then send. */
export async function runReminderJob(
  s: ReminderSending,
  reminderId: number,
  job: { id: string; retryCount: number },
): Promise<{ retry: boolean }> {
  if ((await takeReminder(s, reminderId, job.id)) === 'leave') return { retry: false };
  const lastAttempt = job.retryCount >= (noticeReminderJob.queue.retryLimit ?? 0);
  return sendReminder(s, reminderId, lastAttempt);
}

/** This instance's worker of reminders (started by job-workers.ts). */
export function startReminderWorker(jobs: Jobs, s: ReminderSending): Promise<void> {
  return startWorker(jobs, noticeReminderJob, async ({ reminderId }, job) => {
    const { retry } = await runReminderJob(s, reminderId, job);
    // Temporary failures were left queued: failing the job makes the queue try them again.
    if (retry) throw new Error(`reminder ${reminderId}: temporary failures left for a retry`);
  });
}
