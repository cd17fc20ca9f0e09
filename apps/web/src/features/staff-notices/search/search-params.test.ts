import { describe, expect, it } from 'vitest';
import { adminNoticeSearch, staffNoticeSearch } from './search-params';

describe('notice search conditions in the URL', () => {
  it('round-trips, leaving out empty values and page 1', () => {
    const c = {
      title: '試験',
      noticeStatus: 'DRAFT',
      extendedSchoolCode: 'S0001',
      page: 3,
    } as const;
    const params = adminNoticeSearch.write(c);
    expect(params.toString()).toBe(
      'extendedSchoolCode=S0001&title=%E8%A9%A6%E9%A8%93&noticeStatus=DRAFT&page=3',
    );
    expect(adminNoticeSearch.read(params)).toEqual(c);
    expect(
      adminNoticeSearch
        .write({ ...c, title: '', noticeStatus: '', extendedSchoolCode: '', page: 1 })
        .toString(),
    ).toBe('');
  });

  it('drops what the contract refuses', () => {
    expect(adminNoticeSearch.read(new URLSearchParams(`noticeStatus=OPEN&page=0`))).toEqual({
      title: '',
      noticeStatus: '',
      extendedSchoolCode: '',
      page: 1,
    });
  });

  it('cuts a title over the limit to the limit, counting characters as the form does', () => {
    expect(staffNoticeSearch.read(new URLSearchParams(`title=${'𠮷'.repeat(51)}`)).title).toBe(
      '𠮷'.repeat(50),
    );
  });

  it('builds the API queries; the administrator one waits for a school', () => {
    const params = new URLSearchParams('page=2&noticeStatus=IN_RELEASE');
    expect(staffNoticeSearch.queryOf(staffNoticeSearch.read(params))).toEqual({
      limit: 10,
      page: 2,
      title: undefined,
      noticeStatus: 'IN_RELEASE',
    });
    const admin = adminNoticeSearch.read(params);
    expect(adminNoticeSearch.queryOf(admin)).toBeNull();
    expect(
      adminNoticeSearch.queryOf({ ...admin, extendedSchoolCode: 'S0002' })?.extendedSchoolCode,
    ).toBe('S0002');
  });

  it('the staff search keeps no school in its URL', () => {
    expect(staffNoticeSearch.read(new URLSearchParams('extendedSchoolCode=S0001&title=a'))).toEqual(
      { title: 'a', noticeStatus: '', page: 1 },
    );
  });
});
