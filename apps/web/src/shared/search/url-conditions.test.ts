import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  emptyAsAbsent,
  emptyAsNull,
  KanaField,
  NameSearchField,
  PagedSearchQuery,
} from '@tayori/contract';
import { searchConditions } from './url-conditions';

const blank = (v: unknown) => (v === '' ? undefined : v);
/** A query schema shaped as the contract's are: paging, optional conditions, one enum, one number. */
const Query = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(10),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  lastName: z.preprocess(blank, z.string().max(5, '5文字以内').optional()),
  userType: z.preprocess(blank, z.enum(['STAFF', 'TUTOR']).optional()),
  schoolYear: z.preprocess(blank, z.coerce.number().int().min(-1).max(4).optional()),
  notes: z.preprocess(blank, z.string().max(50).optional()),
});

const staffLike = searchConditions({
  schema: Query,
  fields: ['userType', 'lastName', 'schoolYear'],
  pageSize: 10,
  atLeastOne: ['userType', 'lastName', 'schoolYear'],
  maxLengths: { lastName: 5 },
});

describe('searchConditions', () => {
  it('round-trips through the URL in field order, leaving out blanks and page 1', () => {
    const c = { userType: 'TUTOR', lastName: '山田', schoolYear: -1, page: 3 } as const;
    const params = staffLike.write(c);
    expect(params.toString()).toBe(
      'userType=TUTOR&lastName=%E5%B1%B1%E7%94%B0&schoolYear=-1&page=3',
    );
    expect(staffLike.read(params)).toEqual(c);
    expect(staffLike.write(staffLike.empty).toString()).toBe('');
  });

  it('leaves blank what the contract refuses, and ignores fields it was not given', () => {
    const read = staffLike.read(
      new URLSearchParams('userType=STUDENT&schoolYear=9&page=0&notes=x'),
    );
    expect(read).toEqual({ userType: '', lastName: '', schoolYear: '', page: 1 });
  });

  it('cuts a text over its limit in characters, as the rules count them', () => {
    expect(staffLike.read(new URLSearchParams(`lastName=${'𠮷'.repeat(7)}`)).lastName).toBe(
      '𠮷'.repeat(5),
    );
  });

  it('builds the API query with the page size, or null without any condition (spec 001 §5)', () => {
    expect(staffLike.queryOf(staffLike.empty)).toBeNull();
    expect(staffLike.hasRequiredCondition({ userType: '', lastName: '', schoolYear: '' })).toBe(
      false,
    );
    expect(staffLike.queryOf({ ...staffLike.empty, schoolYear: 2, page: 4 })).toEqual({
      limit: 10,
      page: 4,
      schoolYear: 2,
    });
  });

  it('a required field keeps the query null until it is chosen', () => {
    const withSchool = searchConditions({
      schema: Query.extend({ school: z.string().min(1) }),
      fields: ['school', 'lastName'],
      pageSize: 10,
    });
    expect(withSchool.queryOf(withSchool.empty)).toBeNull();
    expect(withSchool.queryOf({ ...withSchool.empty, school: 'S0001' })).toEqual({
      limit: 10,
      page: 1,
      school: 'S0001',
    });
  });

  it("gives the form the contract's rules of its fields, a blank one meaning any", () => {
    expect(
      staffLike.formSchema.safeParse({ userType: '', lastName: '', schoolYear: '' }).success,
    ).toBe(true);
    const tooLong = staffLike.formSchema.safeParse({
      userType: '',
      lastName: '山田山田山田',
      schoolYear: '',
    });
    expect(tooLong.error?.issues.map((i) => i.message)).toEqual(['5文字以内']);
  });

  it("takes the contract's paged-search building blocks (spec 001 §7: empty sent as null)", () => {
    const staff = searchConditions({
      schema: PagedSearchQuery.extend({
        lastName: emptyAsNull(NameSearchField),
        lastNameKana: emptyAsAbsent(KanaField),
      }),
      fields: ['lastName', 'lastNameKana'],
      pageSize: 10,
      atLeastOne: ['lastName', 'lastNameKana'],
    });
    const read = staff.read(new URLSearchParams('lastNameKana=%E3%82%84%E3%81%BE%E3%81%A0'));
    expect(read).toEqual({ lastName: '', lastNameKana: 'ヤマダ', page: 1 });
    expect(staff.queryOf(read)).toEqual({
      limit: 10,
      page: 1,
      lastName: null,
      lastNameKana: 'ヤマダ',
    });
    expect(
      staff.formSchema.safeParse({ lastName: '', lastNameKana: 'yamada' }).error?.issues[0]
        ?.message,
    ).toBe('全角カナで入力してください。');
  });
});
