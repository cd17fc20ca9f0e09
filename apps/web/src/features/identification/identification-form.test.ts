import { describe, expect, it } from 'vitest';
import { messages } from '@tayori/contract';
import {
  emptyIdentificationForm,
  identificationFormFor,
  isIdentificationResultState,
  type IdentificationForm,
} from './identification-form';

const TODAY = '2026-04-10';
const schema = identificationFormFor(() => TODAY);
const valid: IdentificationForm = {
  areaCode: '01',
  school: 'S0001',
  studentNumber: '2024A0001',
  birthday: '20080514',
  phoneNumber: '09012345678',
  consent: true,
};

/** field → message of the first problem, for a form with `patch` applied to the valid one. */
function problems(patch: Partial<IdentificationForm>): Record<string, string> {
  const result = schema.safeParse({ ...valid, ...patch });
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[String(issue.path[0])] ??= issue.message;
  return out;
}

describe('identification form rules (spec 000 §5)', () => {
  it('accepts a complete, valid form', () => {
    expect(problems({})).toEqual({});
  });

  it('requires every field, consent included, with 必須項目です。', () => {
    const result = problems(emptyIdentificationForm);
    expect(result).toEqual({
      areaCode: '必須項目です。',
      school: '必須項目です。',
      studentNumber: '必須項目です。',
      birthday: '必須項目です。',
      phoneNumber: '必須項目です。',
      consent: '必須項目です。',
    });
    expect(messages.required).toBe('必須項目です。');
  });

  it.each(['2024A00012345', '2024-A0001', '２０２４－Ａ０００１', 'ab cd'])(
    'refuses the student number %s',
    (studentNumber) => {
      expect(problems({ studentNumber })).toEqual({
        studentNumber: '半角英数字12文字以内で入力してください。',
      });
    },
  );

  it('accepts a student number of 12 alphanumerics', () => {
    expect(problems({ studentNumber: 'ABCDEF123456' })).toEqual({});
  });

  it.each(['2008051', '200805140', '2008/5/14', '２００８０５１'])(
    'wants the birthday as 8 digits: %s',
    (birthday) => {
      expect(problems({ birthday })).toEqual({ birthday: '半角数字8文字で入力してください。' });
    },
  );

  it.each([
    ['20080230', 'not a real date'],
    ['20081301', 'month 13'],
    ['18991231', 'before 1900-01-01'],
    ['19000101', 'not after 1900-01-01'],
    ['20260410', 'today (Asia/Tokyo)'],
    ['20270101', 'in the future'],
  ])('refuses the birthday %s (%s) as 無効な日付です。', (birthday) => {
    expect(problems({ birthday })).toEqual({ birthday: '無効な日付です。' });
  });

  it.each(['19000102', '20260409', '20080229'])('accepts the birthday %s', (birthday) => {
    expect(problems({ birthday })).toEqual({});
  });

  it.each(['0901234567', '090123456789', '090-1234-567', '０９０ー１２３４ー５６７'])(
    'wants the phone number as 11 digits: %s',
    (phoneNumber) => {
      expect(problems({ phoneNumber })).toEqual({
        phoneNumber: '半角数字11文字で入力してください。',
      });
    },
  );
});

describe('what a Japanese IME types (normalised by the contract first)', () => {
  it('accepts full-width digits and letters and hyphens, and gives the half-width values', () => {
    const result = schema.parse({
      ...valid,
      studentNumber: '２０２４Ａ０００１',
      birthday: '２００８－０５－１４',
      phoneNumber: '０９０ー１２３４ー５６７８',
    });
    expect(result).toMatchObject({
      studentNumber: '2024A0001',
      birthday: '20080514',
      phoneNumber: '09012345678',
    });
  });
});

describe('isIdentificationResultState', () => {
  it('opens the result pages only with the flag the form sets', () => {
    expect(isIdentificationResultState({ fromIdentification: true })).toBe(true);
    expect(isIdentificationResultState({ fromIdentification: 'yes' })).toBe(false);
    expect(isIdentificationResultState(null)).toBe(false);
    expect(isIdentificationResultState(undefined)).toBe(false);
  });
});
