import { meOf } from '../../../../test/me';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { Me, StaffListRow, StaffSearchResult } from '@tayori/contract';
import StaffSearchPage from './staff-search-page';
import { notePreview } from './staff-results';
import { renderInApp } from '../../../../test/render-in-app';

const me: Me = meOf({
  roleType: 'SYSTEM_ADMINISTRATOR',
  userStatusChoices: ['ACTIVE', 'SUSPENDED', 'DELETE'],
});
const who = vi.hoisted(() => ({ roleType: 'SYSTEM_ADMINISTRATOR' as string }));
vi.mock('../../../shared/auth/use-me', () => ({
  useMe: () => ({ data: { ...me, roleType: who.roleType } }),
}));
vi.mock('../../../shared/api/school-options', () => ({
  useSchoolOptions: () => ({
    data: [{ extendedSchoolCode: 'S0001', schoolName: '札幌中央高等学院', areaCode: 'A' }],
    isError: false,
  }),
}));
const api = vi.hoisted(() => ({ answer: undefined as unknown, calls: [] as unknown[] }));
vi.mock('../../../shared/api/client', () => ({
  callApi: (name: string, opts: { query?: unknown }) => {
    if (name === 'staffFilter') return Promise.resolve({ domainList: [], billingList: [] });
    api.calls.push(opts.query);
    return Promise.resolve(api.answer);
  },
}));

const row = (over: Partial<StaffListRow>): StaffListRow => ({
  uid: 'u2',
  userType: 'STAFF',
  roleType: 'VISTA_EDITOR',
  userStatusType: 'ACTIVE',
  userStatusTypeLabel: '有効',
  lastName: '山田',
  firstName: '花子',
  lastNameKana: 'ヤマダ',
  firstNameKana: 'ハナコ',
  emailAddress: 'hanako@example.com',
  extendedSchoolCode: 'S0001',
  schoolName: '札幌中央高等学院',
  billingCode: '3',
  billingName: null,
  a1License: true,
  a3License: false,
  note: 'とても長い備考です',
  isSelf: false,
  ...over,
});

const renderPage = (url: string) => renderInApp(<StaffSearchPage />, url);

beforeEach(() => {
  api.calls = [];
  who.roleType = 'SYSTEM_ADMINISTRATOR';
  api.answer = {
    staffList: [row({}), row({ uid: 'u1', lastName: '管理', isSelf: true, note: null })],
    staffTotalCount: 2,
    abilities: { register: true, exportCsv: true },
  } satisfies StaffSearchResult;
});

describe('StaffSearchPage (spec 001 §2 "Staff/other account search")', () => {
  it('searches the URL’s conditions 10 a page; notes as 5 characters and an ellipsis; own row flagged', async () => {
    renderPage('/staff-account-search?lastName=%E5%B1%B1');
    const table = await screen.findByLabelText('教職員・その他アカウント');
    expect(api.calls).toEqual([{ page: 1, limit: 10, lastName: '山' }]);
    expect(within(table).getByText('とても長い…')).toBeTruthy();
    const own = within(table).getByText('自分').closest('tr')!;
    expect(own.textContent).toContain('管理');
    expect(screen.getByRole('link', { name: /新規登録/ })).toBeTruthy();
  });

  it('asks for a condition before searching; VISTA_EDITOR gets no register button', async () => {
    who.roleType = 'VISTA_EDITOR';
    renderPage('/staff-account-search');
    fireEvent.click(await screen.findByRole('button', { name: /検索/ }));
    expect(await screen.findByText('いずれかの検索条件を入力してください。')).toBeTruthy();
    expect(api.calls).toEqual([]);
    expect(screen.queryByRole('link', { name: /新規登録/ })).toBeNull();
  });
});

describe('notePreview', () => {
  it('keeps up to 5 characters (as people count them) and marks a cut with …', () => {
    expect(notePreview(null)).toBe('');
    expect(notePreview('12345')).toBe('12345');
    expect(notePreview('𠮷野家です。')).toBe('𠮷野家です…');
  });
});
