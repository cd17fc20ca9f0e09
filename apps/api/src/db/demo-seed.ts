/**
 * The demo school group, seeded on first start (DESIGN §9): the data builder at demo scale
 * (db/builder), then the demo accounts' passwords. Deterministic: a seeded PRNG drives every
 * choice, and dates are relative to today in Asia/Tokyo so every notice status is present.
 */
import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { users } from './schema';
import { demoAccounts } from './builder/accounts';
import { buildDataset, demoScale, Loader, transactionRunner } from './builder';
import { setAccountPassword } from '../platform/identity/bundled-idp';

export {
  DEMO_PASSWORD,
  DEMO_TEMPORARY_PASSWORD,
  demoAccounts,
  demoStudentIdentities,
  type DemoAccount,
} from './builder/accounts';

const SEED = 20260401;
/** Any fixed number: serialises concurrent seeders (several instances starting on one database). */
const SEED_LOCK_KEY = 7_342_026;

/**
 * Seeds the demo school group when the users table is empty. Returns whether it seeded.
 * Everything, demo passwords included, is written in one transaction.
 */
export async function seedDemoIfEmpty(db: Db, opts: { now?: Date } = {}): Promise<boolean> {
  const now = opts.now ?? new Date();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const existing = await tx.select({ id: users.id }).from(users).limit(1);
    if (existing.length > 0) return false;
    const built = await buildDataset(new Loader(transactionRunner(tx), 2_000), {
      scale: demoScale,
      seed: SEED,
      now,
    });
    const idByEmail = new Map(
      [...built.students, ...built.staff].map((u) => [u.email, u.id] as const),
    );
    // Demo sign-in passwords (bundled IdP), hashed side by side: each is a 128 MiB scrypt, and the
    // IdP runs as many at once as it allows (2), which halves the first start's wait.
    await Promise.all(
      demoAccounts.map((account) => {
        const userId = idByEmail.get(account.email);
        if (!userId) throw new Error(`demo seed: no account ${account.email}`);
        return setAccountPassword(tx, userId, account.password, {
          temporary: account.temporary ?? false,
          now,
        });
      }),
    );
    return true;
  });
}
