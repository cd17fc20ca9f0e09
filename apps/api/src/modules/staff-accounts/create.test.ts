import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ErrorBody, messages, StaffCreated, StaffDetail } from '@tayori/contract';
import type { RoleType } from '@tayori/contract';
import { users } from '../../db/schema';
import { suiteWorld, type TestContext } from '../../../test/harness';
import { readDetail } from '../../../test/account-edits';
import { buildStaffWorld, type StaffWorld } from '../../../test/staff-account-world';

let t: TestContext;
let w: StaffWorld;
suiteWorld(buildStaffWorld, (built) => ({ t, w } = built));

const bodyOf = (accountPart: string) => ({
  userType: 'STAFF',
  roleType: 'SCHOOL_VIEWER',
  userStatusType: 'ACTIVE',
  lastName: '登録',
  firstName: '花子',
  lastNameKana: 'とうろく',
  firstNameKana: 'ハナコ',
  extendedSchoolCode: w.school.extendedSchoolCode,
  billingCode: '1',
  billingId: w.billingId,
  a1License: true,
  a3License: false,
  notes: '',
  // Spec 001 §7: the account part plus the chosen domain.
  emailAddress: `${accountPart}@${w.domainName}`,
});

const create = (body: unknown, role: RoleType = 'SYSTEM_ADMINISTRATOR') =>
  t.call({ method: 'POST', url: '/api/v1/staff/new', token: w.tokenOf(role), body });

describe('POST /api/v1/staff/new', () => {
  it('registers the account part with the chosen domain; audited', async () => {
    const res = await create(bodyOf('hanako.touroku'));
    expect(res.statusCode, res.body).toBe(200);
    const { uid } = StaffCreated.parse(res.json());
    const detail = await readDetail(
      t,
      StaffDetail,
      `/api/v1/staff/${uid}/detail`,
      w.tokenOf('SYSTEM_ADMINISTRATOR'),
    );
    expect(detail).toMatchObject({
      emailAddress: `hanako.touroku@${w.domainName}`,
      domainId: w.domainId,
      lastNameKana: 'トウロク',
      roleType: 'SCHOOL_VIEWER',
      reguserId: w.staff.SYSTEM_ADMINISTRATOR.id,
    });
    expect(await w.auditOf(uid)).toHaveLength(1);
  });

  it('answers a clear field message for a sign-in ID in use (whatever its case) and bad parts', async () => {
    await create(bodyOf('taken.one'));
    const again = await create(bodyOf('Taken.One'));
    expect(again.statusCode).toBe(400);
    expect(ErrorBody.parse(again.json()).fields?.emailAddress).toBe(messages.sign_in_id_in_use);
    for (const part of ['ab', 'has space', 'x'.repeat(65)]) {
      const bad = await create(bodyOf(part));
      expect(ErrorBody.parse(bad.json()).fields?.emailAddress).toBe(messages.account_part_format);
    }
    // Periods only between other characters, or the address takes no mail; nothing is saved.
    for (const part of ['a..b', '.abc', 'abc.']) {
      const bad = await create(bodyOf(part));
      expect(bad.statusCode).toBe(400);
      expect(ErrorBody.parse(bad.json()).fields?.emailAddress).toBe(messages.account_part_periods);
      const [saved] = await t.db
        .select({ n: count() })
        .from(users)
        .where(eq(users.email, `${part}@${w.domainName}`));
      expect(saved!.n).toBe(0);
    }
    const domain = await create({ ...bodyOf('x'), emailAddress: 'no.domain@elsewhere.example' });
    expect(ErrorBody.parse(domain.json()).fields?.emailAddress).toBe(messages.choice_invalid);
    const none = await create({ ...bodyOf('x'), emailAddress: 'no.domain' });
    expect(ErrorBody.parse(none.json()).fields?.emailAddress).toBe(messages.required);
    // A client still sending the screen's two fields is told what the call takes.
    const { emailAddress: _address, ...older } = bodyOf('two.fields');
    const parts = await create({ ...older, accountPart: 'two.fields', domainId: w.domainId });
    expect(ErrorBody.parse(parts.json()).fields?.emailAddress).toBe(messages.required);
  });

  it('refuses an A3 licence past the limit and every caller but SYSTEM_ADMINISTRATOR', async () => {
    await w.setA3Limit(0);
    const res = await create({ ...bodyOf('a3.over'), a1License: false, a3License: true });
    expect(res.statusCode).toBe(409);
    expect(ErrorBody.parse(res.json()).messages).toEqual([messages.conflict_a3_license_limit]);
    const editor = await create(bodyOf('by.editor'), 'VISTA_EDITOR');
    expect(editor.statusCode).toBe(403);
  });
});
