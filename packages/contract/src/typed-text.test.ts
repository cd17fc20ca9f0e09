import { describe, expect, it } from 'vitest';
import type { z } from './zod';
import { JidField, KanaField } from './fields';
import { identificationBodyFor, IdentificationParams } from './identification';
import { messages } from './messages';
import { toFullWidthKatakana, toHalfWidth, toHalfWidthDigits } from './typed-text';

describe('toHalfWidth (NFKC)', () => {
  it.each([
    ['２０２４Ａ０００１', '2024A0001'],
    ['ａｂｃＸＹＺ', 'abcXYZ'],
    ['J１２３', 'J123'],
    ['ABC123', 'ABC123'],
  ])('%s → %s', (typed, expected) => {
    expect(toHalfWidth(typed)).toBe(expected);
  });
});

describe('toHalfWidthDigits', () => {
  it.each([
    ['０９０１２３４５６７８', '09012345678'],
    ['０９０−１２３４−５６７８', '09012345678'],
    ['０９０ー1234ー5678', '09012345678'],
    ['090－1234－5678', '09012345678'],
    ['090-1234-5678', '09012345678'],
    ['090‐1234‑5678', '09012345678'],
    ['090–1234—5678', '09012345678'],
    ['090―1234─5678', '09012345678'],
    ['090ｰ1234ｰ5678', '09012345678'],
    ['２００８－０４－０２', '20080402'],
  ])('%s → %s', (typed, expected) => {
    expect(toHalfWidthDigits(typed)).toBe(expected);
  });

  it('keeps what is not a hyphen, so the rule still sees it', () => {
    expect(toHalfWidthDigits('2008/04/02')).toBe('2008/04/02');
    expect(toHalfWidthDigits('090 1234 5678')).toBe('090 1234 5678');
    expect(toHalfWidthDigits('０９０１２３４５６７８ａ')).toBe('09012345678a');
  });
});

describe('toFullWidthKatakana', () => {
  it.each([
    ['ｶﾞｸｾｲ', 'ガクセイ'],
    ['がくせい', 'ガクセイ'],
    ['ｶﾞくせい', 'ガクセイ'],
    ['ﾊﾟｰﾃｨｰ', 'パーティー'],
    ['ｳﾞｧｲｵﾘﾝ', 'ヴァイオリン'],
    ['ゔぁいおりん', 'ヴァイオリン'],
    ['いすゞ', 'イスヾ'],
    ['ガクセイ', 'ガクセイ'],
  ])('%s → %s', (typed, expected) => {
    expect(toFullWidthKatakana(typed)).toBe(expected);
  });
});

/** The output of a schema, or the message of its first problem. */
function outcome<T>(schema: z.ZodType<T>, value: unknown): T | string {
  const result = schema.safeParse(value);
  return result.success ? result.data : result.error.issues[0]!.message;
}

describe('the identity check normalises before its rules (spec 000 §5)', () => {
  const body = identificationBodyFor(() => '2026-06-15');

  it('accepts what an IME typed, as the half-width value', () => {
    expect(
      outcome(body, { birthday: '２００８０４０２', phoneNumber: '０９０ー１２３４ー５６７８' }),
    ).toEqual({
      birthday: '20080402',
      phoneNumber: '09012345678',
    });
    expect(outcome(body, { birthday: '2008-04-02', phoneNumber: '090−1234−5678' })).toEqual({
      birthday: '20080402',
      phoneNumber: '09012345678',
    });
    expect(
      outcome(IdentificationParams, { school: 'S0001', studentNumber: '２０２４Ａ０００１' }),
    ).toEqual({ school: 'S0001', studentNumber: '2024A0001' });
  });

  it.each([
    [{ phoneNumber: '０９０ー１２３４ー５６７' }, messages.phone_format],
    [{ phoneNumber: '０９０ １２３４ ５６７８' }, messages.phone_format],
    [{ phoneNumber: 'ーーー' }, messages.required],
    [{ birthday: '２００８０４０' }, messages.birthday_format],
    [{ birthday: '２００８／０４／０２' }, messages.birthday_format],
    [{ birthday: '２００８０２３０' }, messages.invalid_date],
  ])('still refuses %j with the spec message %s', (patch, message) => {
    expect(outcome(body, { birthday: '20080402', phoneNumber: '09012345678', ...patch })).toBe(
      message,
    );
  });

  it.each(['２０２４－Ａ０００１', 'ＡＢＣＤＥＦ１２３４５６７', 'がくせい'])(
    'still refuses the student number %s',
    (studentNumber) => {
      expect(outcome(IdentificationParams, { school: 'S0001', studentNumber })).toBe(
        messages.student_number_format,
      );
    },
  );
});

describe('JidField (spec 001 §5)', () => {
  it('accepts full-width letters and digits as half-width', () => {
    expect(outcome(JidField, 'ＪＩＤ１２３')).toBe('JID123');
  });

  it.each(['ＪＩＤ－１', 'Ｊ'.repeat(17), ''])('still refuses %s with jid_required', (jid) => {
    expect(outcome(JidField, jid)).toBe(messages.jid_required);
  });
});

describe('KanaField (spec 001 §5)', () => {
  it.each([
    ['ｶﾞｸｾｲ', 'ガクセイ'],
    ['がくせい', 'ガクセイ'],
    ['ヤマダ', 'ヤマダ'],
    ['', ''],
  ])('accepts %s as %s', (typed, expected) => {
    expect(outcome(KanaField, typed)).toBe(expected);
  });

  it('counts 50 characters after normalising: ﾞ joins the kana before it', () => {
    expect(outcome(KanaField, 'ｶﾞ'.repeat(50))).toBe('ガ'.repeat(50));
    expect(outcome(KanaField, 'が'.repeat(51))).toBe(messages.max_length(50));
  });

  it.each(['山田', 'yamada', 'ヤマダ　タロウ', 'ヤマダ・タロウ'])(
    'still refuses %s with kana_format',
    (typed) => {
      expect(outcome(KanaField, typed)).toBe(messages.kana_format);
    },
  );
});
