import { describe, expect, it } from 'vitest';
import { buildStudent } from '../../../test/factories';
import { csvOf, importSuite, STUDENT_HEADER } from '../../../test/roster-import-world';

/**
 * Spec 001 §4, domain/accounts/state.ts: a student the roster import suspends (利用停止 of the
 * missing) is refused at once, as after an edit on the student screen: the instance forgets the
 * principal it remembered, instead of letting a token already issued in for PRINCIPAL_CACHE_SECONDS.
 */
const suite = importSuite();

describe('an account the import suspends', () => {
  it('is refused on its next call, not after the remembered principal expires', async () => {
    const { t, w } = suite;
    const staying = await buildStudent(t.db, { school: w.school });
    const leaving = await buildStudent(t.db, { school: w.school });
    const token = await t.tokenFor(leaving.id);
    // The call that makes the instance remember the student's principal.
    expect((await t.call({ method: 'GET', url: '/api/v1/me', token })).statusCode).toBe(200);
    const file = csvOf([
      STUDENT_HEADER,
      [
        w.school.extendedSchoolCode,
        staying.student.studentNumber,
        staying.email,
        staying.lastName,
        staying.firstName,
        staying.lastNameKana,
        staying.firstNameKana,
        '20080402',
        '09012345678',
        '1',
      ],
    ]);
    const preview = await w.preview('students', file, { markMissingAsLeaving: true });
    expect(preview.counts.leaving).toBeGreaterThanOrEqual(1);
    await w.apply(preview.importId);
    expect((await t.call({ method: 'GET', url: '/api/v1/me', token })).statusCode).toBe(401);
  });
});
