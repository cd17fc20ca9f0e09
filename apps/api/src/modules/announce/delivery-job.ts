import { z } from 'zod';
import { defineJob, enqueueOne, HEARTBEAT_SECONDS, type Jobs } from '../../platform/jobs';

/** Jobs one instance works on at once. */
const JOBS_PER_INSTANCE = 2;
/** pg-boss's shortest polling interval: a new send waits at most this long for a worker. */
const POLLING_SECONDS = 0.5;
/**
 * One batch of an announcement mail's recipients (delivery.ts sends it). The retry count and delay
 * are the deployment's (MAIL_RETRY_*), given when the worker starts.
 */
export const announceDeliveryJob = defineJob({
  name: 'announce-mail',
  payload: z.object({ mailId: z.number().int().positive(), batch: z.number().int().min(0) }),
  queue: {
    retryBackoff: true,
    retryDelayMax: 600,
    expireInSeconds: 15 * 60,
    heartbeatSeconds: HEARTBEAT_SECONDS,
  },
  work: { localConcurrency: JOBS_PER_INSTANCE, pollingIntervalSeconds: POLLING_SECONDS },
});

export type DeliveryJob = z.infer<typeof announceDeliveryJob.payload>;

/**
 * Sends a batch's rows still queued again, `afterSeconds` from now: a delivery a soft bounce put
 * back in the queue (modules/delivery), on the queue's retry path as any other send.
 */
export async function resendBatch(jobs: Jobs, mailId: number, batch: number, afterSeconds: number) {
  await enqueueOne(jobs, announceDeliveryJob, { mailId, batch }, { startAfter: afterSeconds });
}
