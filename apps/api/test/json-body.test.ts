import { describe, expect, it } from 'vitest';
import { ErrorBody } from '@tayori/contract';
import { suiteWorld, type TestContext } from './harness';
import { buildStudent } from './factories';
import { buildNotice, deliverNotice } from './notice-factories';
import { buildNoticeWorld, type NoticeWorld } from './staff-notice-world';

let t: TestContext;
let w: NoticeWorld;
suiteWorld(buildNoticeWorld, (built) => ({ t, w } = built));

const json = { 'content-type': 'application/json' };

/** Posts a notice registration as a SCHOOL_EDITOR, its body sent as the text given. */
const registerNotice = (body: string) =>
  t.call({
    method: 'POST',
    url: '/api/v1/schools/notices/new',
    token: w.tokenOf('SCHOOL_EDITOR'),
    headers: json,
    body,
  });

describe('JSON bodies', () => {
  it('an empty body labelled application/json is no body (spec 000 §7: PUT read, DELETE)', async () => {
    const student = await buildStudent(t.db);
    const notice = await buildNotice(t.db, { school: student.school, startDate: '2026-06-01' });
    await deliverNotice(t.db, notice, [student.id]);
    const read = await t.call({
      method: 'PUT',
      url: `/api/v1/users/notices/${notice.id}`,
      token: await t.tokenFor(student.id),
      headers: json,
      body: '',
    });
    expect(read.statusCode, read.body).toBe(200);
    const created = await w.create();
    const deleted = await t.call({
      method: 'DELETE',
      url: `/api/v1/schools/notices/${created.noticeId}`,
      token: w.tokenOf('SCHOOL_EDITOR'),
      headers: json,
      body: '',
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
  });

  it('an endpoint that needs a body answers its validation error to an empty one', async () => {
    const res = await registerNotice('');
    expect(res.statusCode).toBe(400);
    expect(ErrorBody.parse(res.json()).errorType).toBe('validationError');
  });

  it('still refuses prototype poisoning', async () => {
    const res = await registerNotice(
      JSON.stringify(w.body()).replace('{', '{"__proto__":{"polluted":true},'),
    );
    expect(res.statusCode).toBe(400);
    expect(ErrorBody.parse(res.json()).errorType).toBe('validationError');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
