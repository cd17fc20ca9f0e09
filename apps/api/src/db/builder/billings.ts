import type { School } from './model';
import { billingIdOf } from './people';

/**
 * The billings (spec 001 §3) the accounts name: each school's own (code 1, billed to the school),
 * and one for students who pay themselves (code 2); code 3 (none) has no row. Their ids are
 * `billingIdOf`'s, the ids the accounts are written with.
 */
export function billingsOf(schools: readonly School[]) {
  return [
    ...schools.map((s) => ({
      billingId: billingIdOf('1', s)!,
      billingCode: '1',
      billingName: `${s.name}（学校請求）`,
    })),
    { billingId: billingIdOf('2', schools[0]!)!, billingCode: '2', billingName: '個人請求' },
  ];
}
