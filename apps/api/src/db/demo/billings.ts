import { billings } from '../schema';
import type { SeededSchool } from './students';

/**
 * The demo's billings (spec 001 §3): each school bills its students and staff as code 1 (billing id
 * 100 + the school's index, as demo/students.ts and demo/staff.ts assign them), and one individual
 * billing (code 2, id 200) for students who pay themselves.
 */
export function billingRows(schools: SeededSchool[]): (typeof billings.$inferInsert)[] {
  return [
    ...schools.map((s) => ({
      billingId: 100 + s.index,
      billingCode: '1',
      billingName: `${s.def.name}（学校請求）`,
    })),
    { billingId: 200, billingCode: '2', billingName: '個人請求' },
  ];
}
