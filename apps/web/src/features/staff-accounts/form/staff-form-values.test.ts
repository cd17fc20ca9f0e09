import { describe, expect, it } from 'vitest';
import type { FieldErrors } from 'react-hook-form';
import { messages, type StaffRegistrationFields } from '@tayori/contract';
import { contractResolver } from '../../../shared/forms/contract-resolver';
import { emptyStaffForm, staffCreateFormSchema, type StaffFormValues } from './staff-form-values';

/** The field messages the registration form shows for `values` (its resolver, as on submit). */
async function messagesOf(values: StaffFormValues): Promise<Record<string, string | undefined>> {
  const resolve = contractResolver<StaffFormValues, StaffRegistrationFields>(staffCreateFormSchema);
  const { errors } = await resolve(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  const found = errors as FieldErrors<StaffFormValues>;
  return Object.fromEntries(
    Object.entries(found).map(([name, error]) => [name, error?.message as string | undefined]),
  );
}

describe('staff registration form: the messages of an empty submit (spec 001 §5, §8)', () => {
  it('an unchosen user type and billing code are required, in the catalogue’s Japanese', async () => {
    const shown = await messagesOf(emptyStaffForm);
    expect(shown.userType).toBe(messages.required);
    expect(shown.billingCode).toBe(messages.required);
    expect(shown.domainId).toBe(messages.required);
    expect(shown.accountPart).toBe(messages.required);
  });

  it('a sign-in ID with a period at either end or two in a row is refused before it is sent', async () => {
    for (const accountPart of ['hanako..t', '.hanako', 'hanako.'])
      expect((await messagesOf({ ...emptyStaffForm, accountPart })).accountPart).toBe(
        messages.account_part_periods,
      );
    expect((await messagesOf({ ...emptyStaffForm, accountPart: 'hanako.t' })).accountPart).toBe(
      undefined,
    );
  });

  it('says at once what the rules between fields need: a licence, and a role for STAFF', async () => {
    expect((await messagesOf(emptyStaffForm)).a3License).toBe(messages.license_one_required);
    const staff = await messagesOf({ ...emptyStaffForm, userType: 'STAFF' });
    expect(staff.roleType).toBe(messages.required);
    // No billing code chosen yet: the billing name (disabled until then) is not asked for.
    expect(staff.billingId).toBeUndefined();
    const billed = await messagesOf({ ...emptyStaffForm, billingCode: '1' });
    expect(billed.billingId).toBe(messages.required);
  });

  it('no field message is zod’s own (English) wording', async () => {
    const shown = await messagesOf({ ...emptyStaffForm, userStatusType: '' });
    for (const message of Object.values(shown)) expect(message).not.toMatch(/[A-Za-z]{3}/);
  });
});
