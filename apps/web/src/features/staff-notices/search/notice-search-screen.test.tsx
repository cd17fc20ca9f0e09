import { meOf } from '../../../../test/me';
import { describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { Me, RoleType, StaffNoticeSearchResponse, UserType } from '@tayori/contract';
import { StaffNoticeSearch } from './notice-search-screen';
import { renderInApp } from '../../../../test/render-in-app';

const signedIn = vi.hoisted(() => ({ me: undefined as Me | undefined }));
vi.mock('../../../shared/auth/use-me', () => ({ useMe: () => ({ data: signedIn.me }) }));

const noResult: StaffNoticeSearchResponse = {
  noticeSearchResultList: [],
  noticeSearchResultsTotalCount: 0,
  noticeTotalCount: 0,
};
vi.mock('../api/search-notices', () => ({
  noticeSearchOptions: () => ({ queryKey: ['notices'], queryFn: async () => noResult }),
  adminNoticeSearchOptions: () => ({ queryKey: ['admin-notices'], queryFn: async () => noResult }),
}));

const me = (userType: UserType, roleType: RoleType | null): Me =>
  meOf({ userType, roleType, schoolName: null, userStatusChoices: [] });

function renderSearch(user: Me) {
  signedIn.me = user;
  renderInApp(<StaffNoticeSearch />, '/notice-search');
  return screen.queryByRole('link', { name: 'お知らせ検索（システム管理者版）' });
}

describe('StaffNoticeSearch: the way to the administrator version', () => {
  it('offers the system administrator a link to /notice-search-for-admin', () => {
    const link = renderSearch(me('STAFF', 'SYSTEM_ADMINISTRATOR'));
    expect(link?.getAttribute('href')).toBe('/notice-search-for-admin');
  });

  it('shows no link to a staff member without a role, whom the API refuses', () => {
    expect(renderSearch(me('STAFF', null))).toBeNull();
  });

  it('shows no link to students, tutors or others', () => {
    for (const userType of ['STUDENT', 'TUTOR', 'OTHER'] as const) {
      expect(renderSearch(me(userType, null))).toBeNull();
      cleanup();
    }
  });
});
