import { and, eq, type SQL } from 'drizzle-orm';
import type { StudentStatusTypeCode } from '@tayori/contract';
import { students, users } from '../../db/schema';

/** Student status 0 (spec 001 §3 enumerations). */
const ENROLLED: StudentStatusTypeCode = '0';

/**
 * Who receives deliveries: enrolled students (spec 001 §1 "send announcement mail to enrolled
 * students") whose account is ACTIVE (spec 001 §4: SUSPENDED and DELETE accounts cannot use the
 * portal). Notices (spec 000 §2 staff notices: opening delivers to the group), the destination
 * counts, the careful warning and the student directory (notification groups, announce
 * destinations) all ask here; nothing else derives it (docs/decisions.md, "Who receives").
 *
 * A condition on `users` and `students`: the query joins both on the candidate's user id
 * (an inner join on `students` is what makes the candidate a student).
 */
export const receivesDeliveries: SQL = and(
  eq(users.status, 'ACTIVE'),
  eq(students.studentStatusTypeCode, ENROLLED),
)!;
