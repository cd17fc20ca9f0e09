import type {
  AnnounceDeliveryCounts,
  AnnounceDeliveryEvent,
  AnnounceDeliveryState,
  AnnounceRecipient,
} from '@tayori/contract';
import type { z } from 'zod';
import { formatDateTime } from '../../shared/format/date';
import type { t as translate } from '../../shared/i18n';

/**
 * How the sent mail tab says a delivery's state (docs/decisions/delivery.md): its chip, the
 * counts of a mail, and a recipient's timeline after 送信済み — the relay's queue id, then each
 * delivery report, bounce, delay or complaint with the remote server's status and words.
 */

export const stateColor: Record<
  AnnounceDeliveryState,
  'default' | 'success' | 'error' | 'warning'
> = {
  queued: 'default',
  sent: 'success',
  delivered: 'success',
  failed: 'error',
  bounced: 'error',
  skipped: 'warning',
};

/**
 * 送信済み / 送信待ち / 失敗, and 配達確認, 不達 and 送信停止 when a mail has any. 送信済み counts
 * the delivered too (each was sent first); 配達確認 says how many of them were reported delivered.
 */
export function deliveryCountsText(
  t: typeof translate,
  c: z.infer<typeof AnnounceDeliveryCounts>,
): string {
  const parts = [
    t('announce_delivery_counts', {
      sent: c.sentCount + c.deliveredCount,
      queued: c.queuedCount,
      failed: c.failedCount,
    }),
  ];
  if (c.deliveredCount > 0) parts.push(t('announce_delivered_count', { count: c.deliveredCount }));
  if (c.bouncedCount > 0) parts.push(t('announce_bounced_count', { count: c.bouncedCount }));
  if (c.skippedCount > 0) parts.push(t('announce_skipped_count', { count: c.skippedCount }));
  return parts.join(' / ');
}

const eventText = (t: typeof translate, e: AnnounceDeliveryEvent) =>
  `${formatDateTime(e.at)} ${t(`announce_event_${e.kind}`)}${e.status ? `（${e.status}）` : ''}${e.text ?? ''}`;

/** A recipient's lines under its name: its acceptance, its reports, the last reason, attempts. */
export function timelineOf(t: typeof translate, r: AnnounceRecipient): string[] {
  const lines: string[] = [];
  if (r.sentAt)
    lines.push(
      t(r.queueId ? 'announce_sent_at_queue' : 'announce_sent_at', {
        at: formatDateTime(r.sentAt),
        queueId: r.queueId ?? '',
      }),
    );
  lines.push(...r.events.map((e) => eventText(t, e)));
  // A bounce's words are already in its event; a refusal's or a skip's are only in the reason.
  if (r.state === 'skipped')
    lines.push([t('announce_skipped_because'), r.reason].filter(Boolean).join('：'));
  else if (r.reason && r.events.length === 0) lines.push(r.reason);
  if (r.attempts > 1) lines.push(t('announce_attempts', { count: r.attempts }));
  return lines;
}
