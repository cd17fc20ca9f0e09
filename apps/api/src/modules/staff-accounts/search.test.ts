import { describe, expect, it } from 'vitest';
import { ErrorBody, messages, StaffDetail, StaffFilter, StaffSearchResult } from '@tayori/contract';
import type { RoleType } from '@tayori/contract';
import { suiteWorld, type TestContext } from '../../../test/harness';
import { buildStaffWorld, type StaffWorld } from '../../../test/staff-account-world';

let t: TestContext;
let w: StaffWorld;
suiteWorld(buildStaffWorld, (built) => ({ t, w } = built));

const search = (query: Record<string, string>, role: RoleType = 'SYSTEM_ADMINISTRATOR') =>
  t.call({ method: 'GET', url: '/api/v1/staff', query, token: w.tokenOf(role) });

describe('GET /api/v1/staff-filter', () => {
  it('answers the domains and billings', async () => {
    const res = await t.call({
      method: 'GET',
      url: '/api/v1/staff-filter',
      token: w.tokenOf('VISTA_EDITOR'),
    });
    const filter = StaffFilter.parse(res.json());
    expect(filter.domainList).toContainEqual({ domainId: w.domainId, domainName: w.domainName });
    expect(filter.billingList).toContainEqual({
      billingId: w.billingId,
      billingName: 'テスト学校請求',
      billingCode: '1',
    });
  });
});

describe('GET /api/v1/staff', () => {
  it('finds staff, other and tutor accounts, never students; flags the caller’s own row', async () => {
    const res = await search({ extendedSchoolCode: w.school.extendedSchoolCode });
    expect(res.statusCode, res.body).toBe(200);
    const found = StaffSearchResult.parse(res.json());
    const ids = found.staffList.map((r) => r.uid);
    expect(ids).toContain(w.tutor.id);
    expect(ids).not.toContain(w.student.id);
    expect(found.staffTotalCount).toBe(6);
    expect(found.staffList.filter((r) => r.isSelf).map((r) => r.uid)).toEqual([
      w.staff.SYSTEM_ADMINISTRATOR.id,
    ]);
    expect(found.abilities).toEqual({ register: true, exportCsv: true });
  });

  it('matches kana typed in hiragana, notes by part, the type; pages 10 at a time', async () => {
    const byKana = StaffSearchResult.parse(
      (await search({ lastNameKana: 'しけん', userType: 'TUTOR' })).json(),
    );
    expect(byKana.staffList.map((r) => r.uid)).toContain(w.tutor.id);
    expect(byKana.staffList.every((r) => r.userType === 'TUTOR')).toBe(true);
    const byNotes = StaffSearchResult.parse((await search({ notes: 'メモの' })).json());
    expect(byNotes.staffList.map((r) => r.uid)).toEqual([w.tutor.id]);
    expect(byNotes.staffList[0]!.note).toBe('長いメモの内容です');
  });

  it('refuses a search without a condition and kana that is not katakana', async () => {
    const none = await search({ page: '1' });
    expect(none.statusCode).toBe(400);
    expect(ErrorBody.parse(none.json()).fields?.request).toBe(messages.search_condition_required);
    const latin = await search({ lastNameKana: 'abc' });
    expect(latin.statusCode).toBe(400);
    expect(ErrorBody.parse(latin.json()).fields?.lastNameKana).toBe(messages.kana_format);
    const id = await search({ emailAddress: 'A B' });
    expect(ErrorBody.parse(id.json()).fields?.emailAddress).toBe(messages.sign_in_id_format);
  });

  it('VISTA_EDITOR searches but may not register', async () => {
    const found = StaffSearchResult.parse(
      (await search({ lastName: '試験' }, 'VISTA_EDITOR')).json(),
    );
    expect(found.abilities).toEqual({ register: false, exportCsv: false });
  });
});

describe('GET /api/v1/staff/{id}/detail', () => {
  it('answers the account with abilities per role; a student is 404', async () => {
    const url = `/api/v1/staff/${w.tutor.id}/detail`;
    const admin = StaffDetail.parse(
      (await t.call({ method: 'GET', url, token: w.tokenOf('SYSTEM_ADMINISTRATOR') })).json(),
    );
    expect(admin).toMatchObject({ uid: w.tutor.id, userType: 'TUTOR', roleType: null });
    expect(admin.abilities.edit).toBe(true);
    const editor = StaffDetail.parse(
      (await t.call({ method: 'GET', url, token: w.tokenOf('VISTA_EDITOR') })).json(),
    );
    expect(editor.abilities).toEqual({ edit: false, issueTemporaryPassword: false });
    const student = await t.call({
      method: 'GET',
      url: `/api/v1/staff/${w.student.id}/detail`,
      token: w.tokenOf('SYSTEM_ADMINISTRATOR'),
    });
    expect(student.statusCode).toBe(404);
  });
});

describe('GET /api/v1/staff/csv', () => {
  it('answers staff_search_result.csv with a BOM for SYSTEM_ADMINISTRATOR only', async () => {
    const url = '/api/v1/staff/csv';
    const query = { notes: 'メモの' };
    const res = await t.call({
      method: 'GET',
      url,
      query,
      token: w.tokenOf('SYSTEM_ADMINISTRATOR'),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain('staff_search_result.csv');
    const lines = res.body.split('\r\n');
    expect(lines[0]!.startsWith('\uFEFFサインインID,姓,名')).toBe(true);
    expect(lines[1]).toContain('チューター');
    expect(lines.filter((l) => l !== '')).toHaveLength(2);
    const editor = await t.call({ method: 'GET', url, query, token: w.tokenOf('VISTA_EDITOR') });
    expect(editor.statusCode).toBe(403);
    const none = await t.call({ method: 'GET', url, token: w.tokenOf('SYSTEM_ADMINISTRATOR') });
    expect(none.statusCode).toBe(400);
  });
});
