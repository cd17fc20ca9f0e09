import { z } from './zod';
import { countFields } from './answer-fields';

/**
 * The words of delivery (docs/decisions/delivery.md), one list each for the contract, the tables
 * and the screens: a recipient's states, what a mail server may report after accepting a mail, and
 * why an address is suppressed.
 */

/**
 * A recipient's delivery (beyond the spec: so staff see whether it reached them): queued → sent
 * (the mail server accepted it) → delivered (the receiving server reported putting it in the
 * mailbox: a success DSN, or SES's Delivery) or bounced (a bounce came back after); failed when the
 * server refused it; skipped when its address was suppressed by an earlier bounce.
 */
export const announceDeliveryStates = [
  'queued',
  'sent',
  'delivered',
  'failed',
  'bounced',
  'skipped',
] as const;
export const AnnounceDeliveryState = z.enum(announceDeliveryStates);
export type AnnounceDeliveryState = z.infer<typeof AnnounceDeliveryState>;

/** What a mail server may report about a delivery after accepting it. */
export const deliveryEventKinds = [
  'delivered',
  'bounce-hard',
  'bounce-soft',
  'delayed',
  'complaint',
] as const;
export type DeliveryEventKind = (typeof deliveryEventKinds)[number];

/** Why announcement mail no longer goes to an address (until it changes or is released). */
export const mailSuppressionReasons = ['bounce-hard', 'bounce-soft', 'complaint'] as const;
export const MailSuppressionReason = z.enum(mailSuppressionReasons);
export type MailSuppressionReason = z.infer<typeof MailSuppressionReason>;

/** A suppressed address: why, the remote server's words, since when (ISO 8601). */
export const MailSuppression = z.object({
  reason: MailSuppressionReason,
  text: z.string().nullable(),
  since: z.string(),
});
export type MailSuppression = z.infer<typeof MailSuppression>;

/** A mail's recipients, and how many of them are in each state (`queuedCount`…), in the states' order. */
export const AnnounceDeliveryCounts = z.object(
  countFields([
    'recipientCount',
    ...announceDeliveryStates.map((state) => `${state}Count` as const),
  ]),
);

/** What a mail server reported after accepting a delivery: one line of the recipient's timeline. */
export const AnnounceDeliveryEvent = z.object({
  kind: z.enum(deliveryEventKinds),
  /** ISO 8601 instant. */
  at: z.string(),
  /** The enhanced status code (RFC 3463), e.g. 5.1.1. */
  status: z.string().nullable(),
  text: z.string().nullable(),
});
export type AnnounceDeliveryEvent = z.infer<typeof AnnounceDeliveryEvent>;
