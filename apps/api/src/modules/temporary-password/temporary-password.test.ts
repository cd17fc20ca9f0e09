import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ErrorBody, TemporaryPasswordResponse } from '@tayori/contract';
import { credentials } from '@tayori/idp/schema';
import { users } from '../../db/schema';
import { suiteWorld, type TestContext } from '../../../test/harness';
import { buildStudentWorld, type StudentWorld } from '../../../test/student-account-world';

let t: TestContext;
let w: StudentWorld;
suiteWorld(buildStudentWorld, (built) => ({ t, w } = built));

const issue = (uid: string, role: Parameters<StudentWorld['tokenOf']>[0], userType = 'STUDENT') =>
  t.call({
    method: 'POST',
    url: `/api/v1/users/${uid}/temporary-password`,
    token: w.tokenOf(role),
    body: { userType },
  });

describe('POST /api/v1/users/{uid}/temporary-password', () => {
  it('issues a readable temporary password: replaced at next sign-in, 7 days, audited', async () => {
    const student = w.students[7]!;
    const res = await issue(student.id, 'SCHOOL_VIEWER');
    expect(res.statusCode).toBe(200);
    const { temporaryPassword } = TemporaryPasswordResponse.parse(res.json());
    expect(temporaryPassword).toMatch(/^[A-HJ-NP-Za-km-z2-9]{10}$/);
    const [stored] = await t.db
      .select()
      .from(credentials)
      .where(eq(credentials.userId, student.id));
    expect(stored!.mustChange).toBe(true);
    expect(stored!.temporaryExpiresAt!.getTime() - t.clock.now().getTime()).toBe(7 * 86_400_000);
    const audit = await w.auditOf(student.id, 'user');
    expect(audit).toMatchObject([
      {
        action: 'issue-temporary-password',
        actorUserId: w.staff.SCHOOL_VIEWER.id,
        detail: { userType: 'STUDENT' },
      },
    ]);
    expect(JSON.stringify(audit)).not.toContain(temporaryPassword);
    // A second one replaces the first.
    const again = TemporaryPasswordResponse.parse(
      (await issue(student.id, 'SCHOOL_EDITOR')).json(),
    );
    expect(again.temporaryPassword).not.toBe(temporaryPassword);
  });

  it('only while ACTIVE (409); out of reach, another userType or no such account: 404', async () => {
    const student = w.students[8]!;
    await t.db.update(users).set({ status: 'SUSPENDED' }).where(eq(users.id, student.id));
    const res = await issue(student.id, 'SYSTEM_ADMINISTRATOR');
    expect(res.statusCode).toBe(409);
    expect(ErrorBody.parse(res.json()).errorType).toBe('conflict');
    expect((await issue(w.otherStudent.id, 'SCHOOL_EDITOR')).statusCode).toBe(404);
    expect((await issue(w.students[9]!.id, 'SYSTEM_ADMINISTRATOR', 'TUTOR')).statusCode).toBe(404);
    expect((await issue(crypto.randomUUID(), 'SYSTEM_ADMINISTRATOR')).statusCode).toBe(404);
    const none = await t.db.select().from(credentials).where(eq(credentials.userId, student.id));
    expect(none).toEqual([]);
  });

  it("a staff account's password is not a SCHOOL_* role's to issue (403)", async () => {
    expect((await issue(w.staff.VISTA_EDITOR.id, 'SCHOOL_EDITOR', 'STAFF')).statusCode).toBe(403);
    expect((await issue(w.students[9]!.id, 'VISTA_EDITOR')).statusCode).toBe(403);
  });
});
