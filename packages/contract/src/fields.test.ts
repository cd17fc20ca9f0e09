import { describe, expect, it } from 'vitest';
import { z } from './zod';
import {
  AccountPartField,
  CourseYearField,
  emptyAsAbsent,
  emptyAsNull,
  NameField,
  OptionalPhoneNumberField,
  RequiredKanaField,
  SignInIdField,
  SignInIdSearchField,
  StudentNumberSearchField,
  UserIdParam,
} from './fields';
import { messages } from './messages';
import { PagedSearchQuery, pagedList, pagedSearchQuery } from './paging';

const messageOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues[0]!.message;
};

describe('spec 001 §5 field rules', () => {
  it('names: required, max 50', () => {
    expect(messageOf(NameField, '')).toBe(messages.required);
    expect(messageOf(NameField, 'あ'.repeat(50))).toBeNull();
    expect(messageOf(NameField, 'あ'.repeat(51))).toBe(messages.max_length(50));
  });

  it('required kana: katakana after the IME normalisation, required', () => {
    expect(RequiredKanaField.parse('やまだ')).toBe('ヤマダ');
    expect(messageOf(RequiredKanaField, '')).toBe(messages.required);
    expect(messageOf(RequiredKanaField, 'yamada')).toBe(messages.kana_format);
  });

  it("sign-in ID search: up to 70 of a-z 0-9 - _ ' . @, typed case and width ignored", () => {
    expect(SignInIdSearchField.parse('Ｔａｒｏ.Yamada@Example.jp')).toBe('taro.yamada@example.jp');
    expect(SignInIdSearchField.parse('')).toBe('');
    expect(messageOf(SignInIdSearchField, 'a b')).toBe(messages.sign_in_id_format);
    expect(messageOf(SignInIdSearchField, 'a'.repeat(71))).toBe(messages.sign_in_id_format);
  });

  it('sign-in ID: one @ with something either side, periods only between other characters', () => {
    expect(SignInIdField.parse('Taro.Yamada@Example.ac.jp')).toBe('taro.yamada@example.ac.jp');
    expect(messageOf(SignInIdField, '')).toBe(messages.required);
    for (const notOne of ['ab', 'a@b@c', '@b', 'a@'])
      expect(messageOf(SignInIdField, notOne)).toBe(messages.sign_in_id_format);
    for (const notAnAddress of ['a..b@x.jp', '.a@x.jp', 'a.@x.jp', 'a@.x.jp', 'a@x..jp', 'a@x.jp.'])
      expect(messageOf(SignInIdField, notAnAddress)).toBe(messages.sign_in_id_periods);
  });

  it("account part: required, 3 to 64 of a-z 0-9 - _ ' .", () => {
    expect(messageOf(AccountPartField, '')).toBe(messages.required);
    expect(messageOf(AccountPartField, 'ab')).toBe(messages.account_part_format);
    expect(AccountPartField.parse("O'Neil.t")).toBe("o'neil.t");
    expect(messageOf(AccountPartField, 'a'.repeat(65))).toBe(messages.account_part_format);
    expect(messageOf(AccountPartField, 'a@b')).toBe(messages.account_part_format);
    for (const notAnAddress of ['a..b', '.ab', 'ab.', 'a...b'])
      expect(messageOf(AccountPartField, notAnAddress)).toBe(messages.account_part_periods);
    expect(AccountPartField.parse('a.b.c')).toBe('a.b.c');
  });

  it('phone: optional, else exactly 11 digits', () => {
    expect(OptionalPhoneNumberField.parse('')).toBe('');
    expect(OptionalPhoneNumberField.parse('090-1234-5678')).toBe('09012345678');
    expect(messageOf(OptionalPhoneNumberField, '0901234567')).toBe(messages.phone_format);
  });

  it('student number search: up to 12 alphanumerics, empty allowed', () => {
    expect(StudentNumberSearchField.parse('')).toBe('');
    expect(StudentNumberSearchField.parse('Ａ１２')).toBe('A12');
    expect(messageOf(StudentNumberSearchField, 'A'.repeat(13))).toBe(
      messages.student_number_format,
    );
  });

  it('course year: 1 to 99', () => {
    expect(messageOf(CourseYearField, 0)).toBe(messages.course_year_format);
    expect(messageOf(CourseYearField, 99)).toBeNull();
    expect(messageOf(CourseYearField, 100)).toBe(messages.course_year_format);
    expect(messageOf(CourseYearField, undefined)).toBe(messages.required);
    expect(messageOf(CourseYearField, Number.NaN)).toBe(messages.course_year_format);
  });

  it('user ids are UUIDs', () => {
    expect(UserIdParam.safeParse('0b5e4f3a-1c2d-4e5f-8a9b-0c1d2e3f4a5b').success).toBe(true);
    expect(UserIdParam.safeParse('../etc').success).toBe(false);
  });
});

describe('empty values', () => {
  const query = z.object({
    lastName: emptyAsNull(z.string()),
    title: emptyAsAbsent(z.string()),
  });

  it("spec 001 §7: an empty condition is null ('' and absent alike)", () => {
    expect(query.parse({ lastName: '', title: '' })).toEqual({ lastName: null });
    expect(query.parse({})).toEqual({ lastName: null });
    expect(query.parse({ lastName: '山田', title: 'x' })).toEqual({ lastName: '山田', title: 'x' });
  });
});

describe('paged search', () => {
  it('reads page and limit from a query string, 10 per page by default', () => {
    expect(PagedSearchQuery.parse({})).toEqual({ limit: 10, page: 1 });
    expect(PagedSearchQuery.parse({ limit: '20', page: '3' })).toEqual({ limit: 20, page: 3 });
    expect(PagedSearchQuery.safeParse({ limit: '101' }).success).toBe(false);
    expect(PagedSearchQuery.safeParse({ page: '0' }).success).toBe(false);
    expect(pagedSearchQuery({ maxLimit: 50_000 }).parse({ limit: '50000' }).limit).toBe(50_000);
  });

  it("answers the spec's list and count keys (spec 001 §7: staffTotalCount, staffList)", () => {
    const StaffPage = pagedList('staffList', 'staffTotalCount', z.object({ uid: z.string() }));
    const page: z.infer<typeof StaffPage> = { staffList: [{ uid: 'u1' }], staffTotalCount: 11 };
    expect(StaffPage.parse(page)).toEqual(page);
    expect(StaffPage.safeParse({ staffList: [] }).success).toBe(false);
  });
});
