import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ErrorBody, messages, StudentDetail, StudentUpdateBody } from '@tayori/contract';
import { oidcPayloads } from '@tayori/idp/schema';
import { students, users } from '../../db/schema';
import { suiteWorld, type TestContext } from '../../../test/harness';
import { accountEditCalls, editBodyOf } from '../../../test/account-edits';
import { buildStudentWorld, type StudentWorld } from '../../../test/student-account-world';

let t: TestContext;
let w: StudentWorld;
suiteWorld(buildStudentWorld, (built) => ({ t, w } = built));

const { read, patch } = accountEditCalls(() => ({ t, w }), StudentDetail, '/api/v1/students');

/** The edit form's body of what the detail shows. */
const bodyOf = (d: StudentDetail) =>
  editBodyOf(StudentUpdateBody, d, { billingCode: '3', phoneNumber: '', notes: '', courseYear: 1 });

describe('PATCH /api/v1/students/{id}', () => {
  it('saves, adds one to seq, audits the fields changed (no birthday or phone values)', async () => {
    const id = w.students[2]!.id;
    const before = await read(id);
    const res = await patch(id, {
      ...bodyOf(before),
      lastNameKana: 'やまぐち',
      birthday: '２００８－０５－０１',
      phoneNumber: '080-1111-2222',
      billingCode: '2',
      billingId: w.personalBilling,
      courseYear: 12,
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = StudentDetail.parse(res.json());
    expect(after).toMatchObject({
      lastNameKana: 'ヤマグチ',
      birthday: '20080501',
      phoneNumber: '08011112222',
      billingName: 'テスト個人請求',
      courseYear: 12,
      seq: before.seq + 1,
      upduserId: w.staff.SYSTEM_ADMINISTRATOR.id,
    });
    const [editor] = await t.db
      .select({ lastName: users.lastName, firstName: users.firstName })
      .from(users)
      .where(eq(users.id, w.staff.SYSTEM_ADMINISTRATOR.id));
    expect(after.upduserName).toBe(`${editor!.lastName} ${editor!.firstName}`);
    const [entry] = await w.auditOf(id);
    expect(entry).toMatchObject({ action: 'update', actorUserId: w.staff.SYSTEM_ADMINISTRATOR.id });
    const detail = entry!.detail as Record<string, unknown>;
    expect(detail.changed).toEqual(
      expect.arrayContaining([
        'birthday',
        'phoneNumber',
        'lastNameKana',
        'billingCode',
        'courseYear',
      ]),
    );
    expect(detail).toMatchObject({ lastNameKana: 'ヤマグチ', billingCode: '2' });
    expect(JSON.stringify(detail)).not.toMatch(/2008|08011112222/);
  });

  it('a stale seq answers 409 and changes nothing', async () => {
    const id = w.students[3]!.id;
    const before = await read(id);
    expect((await patch(id, { ...bodyOf(before), firstName: '一回目' })).statusCode).toBe(200);
    const res = await patch(id, { ...bodyOf(before), firstName: '二回目' });
    expect(res.statusCode).toBe(409);
    expect(ErrorBody.parse(res.json()).messages).toEqual([messages.conflict]);
    expect((await read(id)).firstName).toBe('一回目');
  });

  it('refuses what spec 001 §5 refuses, with field messages, and changes nothing', async () => {
    const id = w.students[4]!.id;
    const d = await read(id);
    const ok = bodyOf(d);
    const cases: [Record<string, unknown>, string][] = [
      [{ billingId: null }, 'billingId'],
      [{ billingCode: '2', billingId: w.schoolBilling }, 'billingId'],
      [{ birthday: '20080230' }, 'birthday'],
      [{ birthday: '2008041' }, 'birthday'],
      [{ lastName: '' }, 'lastName'],
      [{ firstNameKana: 'hanako' }, 'firstNameKana'],
      [{ phoneNumber: '0901234567' }, 'phoneNumber'],
      [{ notes: 'あ'.repeat(1001) }, 'notes'],
      [{ courseYear: 0 }, 'courseYear'],
      [{ courseYear: 100 }, 'courseYear'],
      [{ studentCourse: '04' }, 'studentCourse'],
    ];
    for (const [change, field] of cases) {
      const res = await patch(id, { ...ok, ...change });
      expect(res.statusCode, field).toBe(400);
      const body = ErrorBody.parse(res.json());
      expect(body.messages, field).toContain(messages.validation_incorrect);
      expect(Object.keys(body.fields ?? {}), field).toContain(field);
    }
    // Code 3 (none): no billing name needed, and one sent is dropped.
    const none = await patch(id, { ...ok, billingCode: '3', billingId: w.schoolBilling });
    expect(none.statusCode).toBe(200);
    expect(StudentDetail.parse(none.json())).toMatchObject({ billingCode: '3', billingName: null });
    expect((await read(id)).seq).toBe(d.seq + 1);
  });

  it('SUSPENDED ends the sessions and the sign-in; DELETE makes it read-only (409 after)', async () => {
    const student = w.students[5]!;
    await t.db.insert(oidcPayloads).values({
      model: 'Session',
      id: `s-${student.id}`,
      payload: sql`${JSON.stringify({ accountId: student.id })}::jsonb`,
    });
    const studentToken = await t.tokenFor(student.id);
    expect(
      (await t.call({ method: 'GET', url: '/api/v1/me', token: studentToken })).statusCode,
    ).toBe(200);
    const d = await read(student.id);
    const res = await patch(student.id, { ...bodyOf(d), userStatusType: 'SUSPENDED' });
    expect(res.statusCode).toBe(200);
    expect(StudentDetail.parse(res.json()).abilities.issueTemporaryPassword).toBe(false);
    const sessions = await t.db
      .select()
      .from(oidcPayloads)
      .where(sql`${oidcPayloads.payload} ->> 'accountId' = ${student.id}`);
    expect(sessions).toEqual([]);
    expect(
      (await t.call({ method: 'GET', url: '/api/v1/me', token: studentToken })).statusCode,
    ).toBe(401);

    const suspended = await read(student.id);
    const deleted = await patch(student.id, { ...bodyOf(suspended), userStatusType: 'DELETE' });
    expect(StudentDetail.parse(deleted.json()).abilities.edit).toBe(false);
    const again = await patch(student.id, { ...bodyOf(await read(student.id)), firstName: 'x' });
    expect(again.statusCode).toBe(409);
    const [row] = await t.db.select().from(users).where(eq(users.id, student.id));
    expect(row).toMatchObject({ status: 'DELETE' });
  });

  it('out of reach or not a student answers 404; other roles 403', async () => {
    const d = await read(w.students[6]!.id);
    const res = await patch(w.staff.SCHOOL_VIEWER.id, bodyOf(d));
    expect(res.statusCode).toBe(404);
    expect((await patch(w.students[6]!.id, bodyOf(d), 'VISTA_EDITOR' as never)).statusCode).toBe(
      403,
    );
    const [row] = await t.db.select().from(students).where(eq(students.userId, w.students[6]!.id));
    expect(row!.courseYear).toBe(1);
  });
});
