import { describe, expect, it } from 'vitest';
import { ErrorBody, Me } from '@tayori/contract';
import { suiteContext, type TestContext } from '../../../test/harness';
import { buildStaff, buildStudent } from '../../../test/factories';

let t: TestContext;
suiteContext((context) => (t = context));

describe('GET /api/v1/me', () => {
  it('answers the userType and roleType from the database', async () => {
    const staff = await buildStaff(t.db, { roleType: 'SCHOOL_EDITOR' });
    const res = await t.getAs(staff.id, '/api/v1/me');
    expect(res.statusCode).toBe(200);
    const me = Me.parse(res.json());
    expect(me).toMatchObject({ userId: staff.id, userType: 'STAFF', roleType: 'SCHOOL_EDITOR' });
  });

  it('ignores claims the token makes about the user', async () => {
    const student = await buildStudent(t.db);
    const token = await t.tokenFor(student.id, {
      user_type: 'STAFF',
      role_type: 'SYSTEM_ADMINISTRATOR',
    });
    const me = Me.parse((await t.call({ method: 'GET', url: '/api/v1/me', token })).json());
    expect(me).toMatchObject({ userType: 'STUDENT', roleType: null });
  });

  it('answers 401 unauthorized without a token, with a bad token, or for a suspended user', async () => {
    const suspended = await buildStudent(t.db, { user: { status: 'SUSPENDED' } });
    for (const token of [undefined, 'abc.def.ghi', await t.tokenFor(suspended.id)]) {
      const res = await t.call({ method: 'GET', url: '/api/v1/me', token });
      expect(res.statusCode).toBe(401);
      expect(ErrorBody.parse(res.json()).errorType).toBe('unauthorized');
    }
  });
});

describe('GET /api/v1/start and the XSRF rule', () => {
  it('sets the XSRF-TOKEN cookie', async () => {
    const res = await t.call({ method: 'GET', url: '/api/v1/start', xsrf: false });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value).toMatch(/^[\w-]{20,}$/);
  });

  it('answers 403 to an unsafe call without a matching X-XSRF-TOKEN', async () => {
    const base = { method: 'POST' as const, url: '/api/v1/me', xsrf: false };
    const noHeader = await t.call({ ...base, headers: { cookie: 'XSRF-TOKEN=a' } });
    const mismatch = await t.call({
      ...base,
      headers: { cookie: 'XSRF-TOKEN=a', 'x-xsrf-token': 'b' },
    });
    for (const res of [noHeader, mismatch]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().errorType).toBe('forbidden');
    }
  });
});
