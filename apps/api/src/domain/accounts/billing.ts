import { eq } from 'drizzle-orm';
import { messages, type BillingCode } from '@tayori/contract';
import type { Db } from '../../db/client';
import { billings } from '../../db/schema';
import { validationError } from '../../platform/http/errors';

/**
 * The billing an account edit stores (spec 001 §4, §5): none for code 3 (whatever was sent), else
 * the chosen billing, which must be one of that code (400 on billingId otherwise). The student and
 * the staff edits share it.
 */
export async function billingIdOf(
  db: Db,
  billingCode: BillingCode,
  billingId: number | null,
): Promise<number | null> {
  if (billingCode === '3' || billingId === null) return null;
  const [billing] = await db
    .select({ code: billings.billingCode })
    .from(billings)
    .where(eq(billings.billingId, billingId))
    .limit(1);
  if (billing?.code !== billingCode) throw validationError({ billingId: messages.choice_invalid });
  return billingId;
}
