import { describe, expect, it } from 'vitest';
import { adminQueryOf, readConditions, staffQueryOf, writeConditions } from './search-params';

describe('search conditions in the URL', () => {
  it('round-trips, leaving out empty values and page 1', () => {
    const c = {
      title: '試験',
      noticeStatus: 'DRAFT',
      extendedSchoolCode: 'S0001',
      page: 3,
    } as const;
    const params = writeConditions(c);
    expect(params.toString()).toBe(
      'extendedSchoolCode=S0001&title=%E8%A9%A6%E9%A8%93&noticeStatus=DRAFT&page=3',
    );
    expect(readConditions(params)).toEqual(c);
    expect(
      writeConditions({
        ...c,
        title: '',
        noticeStatus: '',
        extendedSchoolCode: '',
        page: 1,
      }).toString(),
    ).toBe('');
  });

  it('drops what the contract refuses', () => {
    expect(readConditions(new URLSearchParams(`noticeStatus=OPEN&page=0`))).toEqual({
      title: '',
      noticeStatus: '',
      extendedSchoolCode: '',
      page: 1,
    });
  });

  it('cuts a title over the limit to the limit, counting characters as the form does', () => {
    expect(readConditions(new URLSearchParams(`title=${'𠮷'.repeat(51)}`)).title).toBe(
      '𠮷'.repeat(50),
    );
  });

  it('builds the API queries; the administrator one waits for a school', () => {
    const c = readConditions(new URLSearchParams('page=2&noticeStatus=IN_RELEASE'));
    expect(staffQueryOf(c)).toEqual({
      limit: 10,
      page: 2,
      title: undefined,
      noticeStatus: 'IN_RELEASE',
    });
    expect(adminQueryOf(c)).toBeNull();
    expect(adminQueryOf({ ...c, extendedSchoolCode: 'S0002' })?.extendedSchoolCode).toBe('S0002');
  });
});
