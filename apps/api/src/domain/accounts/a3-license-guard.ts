import { and, count, eq, ne } from 'drizzle-orm';
import { messages } from '@tayori/contract';
import type { Db } from '../../db/client';
import { schools, users } from '../../db/schema';
import { conflict } from '../../platform/http/errors';

/** An account's hold on an A3 licence of its school: counted while ACTIVE (spec 001 §2, §3). */
export interface A3Holding {
  schoolId: number | null;
  a3License: boolean;
  status: string;
}

const counts = (h: A3Holding | null): h is A3Holding & { schoolId: number } =>
  h !== null && h.schoolId !== null && h.a3License && h.status === 'ACTIVE';

/**
 * Spec 001 §8: an A3 licence granted past the school's upper limit answers 409
 * 'A3ライセンスの付与上限に達しているため付与できません。'. Call it inside the write's transaction:
 * the school row is locked (FOR UPDATE) before counting, so two administrators granting the
 * school's last licence at the same moment are serialised and exactly one wins. An account that
 * already counted in the same school takes no new licence and is never refused.
 */
export async function guardA3Limit(
  tx: Db,
  accountId: string | null,
  before: A3Holding | null,
  after: A3Holding,
): Promise<void> {
  if (!counts(after)) return;
  if (counts(before) && before.schoolId === after.schoolId) return;
  const [school] = await tx
    .select({ limit: schools.a3LicenseLimit })
    .from(schools)
    .where(eq(schools.id, after.schoolId))
    .for('update');
  if (!school) return;
  const [held] = await tx
    .select({ n: count() })
    .from(users)
    .where(
      and(
        eq(users.schoolId, after.schoolId),
        eq(users.a3License, true),
        eq(users.status, 'ACTIVE'),
        accountId === null ? undefined : ne(users.id, accountId),
      ),
    );
  if ((held?.n ?? 0) >= school.limit) throw conflict(messages.conflict_a3_license_limit);
}
