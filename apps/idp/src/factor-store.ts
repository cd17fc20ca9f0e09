import { createHash, randomInt } from 'node:crypto';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { IdpDb } from './keys';
import { passkeys, recoveryCodes, totpFactors } from './schema';
import type { SecretBox } from './secret-box';
import { matchTotp } from './totp';
import { endSessions } from './credentials';

/** What an account has enrolled (docs/decisions/second-factors.md). */
export interface FactorSummary {
  totp: boolean;
  passkeys: number;
  recoveryCodesLeft: number;
}

export const hasFactor = (f: FactorSummary): boolean => f.totp || f.passkeys > 0;

export async function factorSummary(db: IdpDb, userId: string): Promise<FactorSummary> {
  const [row] = await db
    .execute(
      sql`select
    exists(select 1 from idp_totp_factors where user_id = ${userId}::uuid) as totp,
    (select count(*)::int from idp_passkeys where user_id = ${userId}::uuid) as passkeys,
    (select count(*)::int from idp_recovery_codes where user_id = ${userId}::uuid and used_at is null) as codes`,
    )
    .then(rowsOf<{ totp: boolean; passkeys: number; codes: number }>);
  return {
    totp: !!row?.totp,
    passkeys: Number(row?.passkeys ?? 0),
    recoveryCodesLeft: Number(row?.codes ?? 0),
  };
}

/** Enrols (or replaces) the account's TOTP app; `step` is the step of the code that confirmed it. */
export async function saveTotp(
  db: IdpDb,
  box: SecretBox,
  userId: string,
  secret: string,
  step: number,
  now: Date,
): Promise<void> {
  const values = { secret: box.seal(secret), lastStep: step, createdAt: now, lastUsedAt: now };
  await db
    .insert(totpFactors)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: totpFactors.userId, set: values });
}

/**
 * Checks a code of the account's TOTP app: within ±1 step, and of a later step than the last one
 * accepted (the update's condition takes the row's lock, so two requests with one code cannot both
 * pass). False for a wrong, stale or replayed code, and without an app.
 */
export async function checkTotp(
  db: IdpDb,
  box: SecretBox,
  userId: string,
  code: string,
  now: Date,
): Promise<boolean> {
  const [row] = await db.select().from(totpFactors).where(eq(totpFactors.userId, userId)).limit(1);
  const secret = row && box.open(row.secret);
  if (!secret) return false;
  const step = matchTotp(secret, code, now);
  if (step === null) return false;
  const updated = await db
    .update(totpFactors)
    .set({ lastStep: step, lastUsedAt: now })
    .where(
      and(
        eq(totpFactors.userId, userId),
        sql`(${totpFactors.lastStep} is null or ${totpFactors.lastStep} < ${step})`,
      ),
    )
    .returning({ userId: totpFactors.userId });
  return updated.length === 1;
}

export type StoredPasskey = typeof passkeys.$inferSelect;

export async function savePasskey(
  db: IdpDb,
  p: {
    userId: string;
    credentialId: string;
    publicKey: string;
    counter: number;
    transports: string[];
  },
  now: Date,
): Promise<void> {
  await db.insert(passkeys).values({ ...p, createdAt: now });
}

export async function passkeysOf(db: IdpDb, userId: string): Promise<StoredPasskey[]> {
  return db
    .select()
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt));
}

export async function findPasskey(db: IdpDb, credentialId: string): Promise<StoredPasskey | null> {
  const [row] = await db
    .select()
    .from(passkeys)
    .where(eq(passkeys.credentialId, credentialId))
    .limit(1);
  return row ?? null;
}

/**
 * Records a verified assertion's counter, unless another sign-in with the same passkey got there
 * first with that counter or a later one (a cloned key used in parallel). Counters of 0 (keys that
 * keep none) always pass.
 */
export async function usePasskey(
  db: IdpDb,
  credentialId: string,
  counter: number,
  now: Date,
): Promise<boolean> {
  const updated = await db
    .update(passkeys)
    .set({ counter, lastUsedAt: now })
    .where(
      and(
        eq(passkeys.credentialId, credentialId),
        sql`(${passkeys.counter} < ${counter} or (${passkeys.counter} = 0 and ${counter} = 0))`,
      ),
    )
    .returning({ id: passkeys.credentialId });
  return updated.length === 1;
}

/** Recovery codes: 10 characters of 31 (no 0/o, 1/l/i), shown as `xxxxx-xxxxx`: about 49 bits. */
const CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const RECOVERY_CODE_COUNT = 10;

const normalizeCode = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');
const hashCode = (userId: string, code: string) =>
  createHash('sha256')
    .update(`tayori-idp-recovery:${userId}:${normalizeCode(code)}`)
    .digest('base64url');

/** Ten new recovery codes, shown once; the account's earlier ones stop working. */
export async function issueRecoveryCodes(db: IdpDb, userId: string, now: Date): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    let c = '';
    for (let i = 0; i < 10; i++) c += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
    return `${c.slice(0, 5)}-${c.slice(5)}`;
  });
  await db.transaction(async (tx) => {
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx
      .insert(recoveryCodes)
      .values(codes.map((c) => ({ userId, codeHash: hashCode(userId, c), createdAt: now })));
  });
  return codes;
}

/** Spends a recovery code: true once, then never again. */
export async function useRecoveryCode(
  db: IdpDb,
  userId: string,
  code: string,
  now: Date,
): Promise<boolean> {
  if (normalizeCode(code).length !== 10) return false;
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, hashCode(userId, code)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ userId: recoveryCodes.userId });
  return used.length === 1;
}

/** One enrolled factor as the staff detail lists it (spec 001 §2 staff detail, our addition). */
export interface SecondFactorEntry {
  kind: 'TOTP' | 'PASSKEY' | 'RECOVERY_CODES';
  createdAt: Date;
  lastUsedAt: Date | null;
  /** Recovery codes: how many are left unused. */
  remaining?: number;
}

export async function listSecondFactors(db: IdpDb, userId: string): Promise<SecondFactorEntry[]> {
  const [totp] = await db.select().from(totpFactors).where(eq(totpFactors.userId, userId));
  const keys = await passkeysOf(db, userId);
  const codes = await db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  const entries: SecondFactorEntry[] = [];
  if (totp) entries.push({ kind: 'TOTP', createdAt: totp.createdAt, lastUsedAt: totp.lastUsedAt });
  for (const k of keys)
    entries.push({ kind: 'PASSKEY', createdAt: k.createdAt, lastUsedAt: k.lastUsedAt });
  if (codes.length > 0) {
    const used = codes.flatMap((c) => (c.usedAt ? [c.usedAt.getTime()] : []));
    entries.push({
      kind: 'RECOVERY_CODES',
      createdAt: codes[0]!.createdAt,
      lastUsedAt: used.length > 0 ? new Date(Math.max(...used)) : null,
      remaining: codes.length - used.length,
    });
  }
  return entries;
}

/**
 * Removes every second factor of an account (an administrator's reset, spec 001 staff detail):
 * it enrols again at its next sign-in, and its IdP sessions end so whoever holds one (a lost
 * phone's browser) signs in again. Returns how many factors there were.
 */
export async function resetSecondFactors(db: IdpDb, userId: string): Promise<number> {
  const removed = await db.transaction(async (tx) => {
    const t = await tx.delete(totpFactors).where(eq(totpFactors.userId, userId)).returning();
    const p = await tx.delete(passkeys).where(eq(passkeys.userId, userId)).returning();
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    return t.length + p.length;
  });
  await endSessions(db, userId);
  return removed;
}

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}
