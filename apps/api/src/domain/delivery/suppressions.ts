import { eq } from 'drizzle-orm';
import type { MailSuppressionReason } from '@tayori/contract';
import type { Db } from '../../db/client';
import { mailSuppressions } from '../../db/schema';

/**
 * Addresses announcement mail no longer goes to (docs/decisions/delivery.md): a hard bounce, soft
 * bounces past SOFT_BOUNCE_LIMIT, a complaint. Keyed by the address in lower case, so a corrected
 * address is reachable again at once; the send marks a suppressed recipient skipped, and the
 * contactability board lists them.
 */

/** Soft bounces of one delivery after which its address is suppressed as well. */
export const SOFT_BOUNCE_LIMIT = 3;

export interface Suppression {
  address: string;
  reason: MailSuppressionReason;
  status: string | null;
  text: string | null;
  /** The delivery whose report suppressed it; null when it came otherwise (by hand, an import). */
  recipientId: number | null;
  at: Date;
}

/** Suppresses an address (or brings its reason up to date); the first date stays. */
export async function suppress(db: Db, s: Suppression): Promise<void> {
  await db
    .insert(mailSuppressions)
    .values({
      address: s.address.toLowerCase(),
      reason: s.reason,
      status: s.status,
      text: s.text,
      recipientId: s.recipientId,
      since: s.at,
    })
    .onConflictDoUpdate({
      target: mailSuppressions.address,
      set: { reason: s.reason, status: s.status, text: s.text, recipientId: s.recipientId },
    });
}

/** Why an address is suppressed, and since when; null when mail goes to it. */
export async function suppressionOf(db: Db, address: string) {
  const [row] = await db
    .select({
      reason: mailSuppressions.reason,
      text: mailSuppressions.text,
      since: mailSuppressions.since,
    })
    .from(mailSuppressions)
    .where(eq(mailSuppressions.address, address.toLowerCase()));
  return row ? { reason: row.reason, text: row.text, since: row.since.toISOString() } : null;
}
