import webpush from 'web-push';
import type { Db } from '../../db/client';
import { pushKeys } from '../../db/schema';

export interface VapidKeys {
  /** Base64url: the P-256 public key (65 bytes) browsers subscribe with; the private key (32). */
  publicKey: string;
  privateKey: string;
}

/**
 * The portal's VAPID keys (docs/decisions/reminders.md): made on the first start and kept in the
 * database, so every instance signs with the same pair and subscriptions, bound to the public key,
 * outlive restarts. Instances starting together each offer a pair; the first written is kept.
 */
export async function loadVapidKeys(db: Db, now: Date): Promise<VapidKeys> {
  const offered = webpush.generateVAPIDKeys();
  await db
    .insert(pushKeys)
    .values({ id: 1, ...offered, createdAt: now })
    .onConflictDoNothing();
  const [kept] = await db
    .select({ publicKey: pushKeys.publicKey, privateKey: pushKeys.privateKey })
    .from(pushKeys);
  return kept!;
}
