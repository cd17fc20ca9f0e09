import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import {
  encodeNoticeBody,
  type StaffNoticeAbilities,
  type StaffNoticeDetail,
} from '@tayori/contract';
import { ConfirmProvider } from '../../../shared/ui/confirm-dialog';
import { SnackbarProvider } from '../../../shared/ui/snackbar';
import NoticeDetailPage from './notice-detail-page';

const shown = vi.hoisted(() => ({ notice: null as StaffNoticeDetail | null }));
vi.mock('../api/get-notice', () => ({
  useNotice: () => ({ data: shown.notice, error: null }),
}));
vi.mock('../api/get-categories', () => ({
  useNoticeCategories: () => ({
    data: [{ noticeCategoryId: 5, noticeCategoryName: '学校行事' }],
    error: null,
  }),
}));
vi.mock('../api/update-notice', () => ({
  useUpdateNotice: () => ({ isPending: false, mutateAsync: vi.fn() }),
}));
vi.mock('../api/delete-notice', () => ({
  useDeleteNotice: () => ({ isPending: false, mutateAsync: vi.fn() }),
}));
// The page reads what the viewer may do from the notice, never from the viewer's role.
vi.mock('../../../shared/auth/use-me', () => ({
  useMe: () => {
    throw new Error('the notice detail page must not derive abilities from the role');
  },
}));

const notice = (abilities: StaffNoticeAbilities): StaffNoticeDetail => ({
  noticeId: 7,
  noticeTitle: '運動会のお知らせ',
  noticeBody: encodeNoticeBody('<p>本文</p>'),
  noticeCategory: 5,
  noticeStartDate: '2099-06-20',
  noticeEndDate: '2099-06-30',
  noticeGroupId: 1,
  noticeGroupName: '1年生',
  noticeImportantFlag: false,
  noticeOpenStatus: true,
  everOpened: true,
  endDateSettingFlag: true,
  noticeStatus: 'PRE_RELEASE',
  seq: 1,
  reminderRule: null,
  reminderSteps: [],
  hasCarefulRecipient: false,
  extendedSchoolCode: 'S0001',
  schoolName: '本校',
  abilities,
});

function renderPage(abilities: StaffNoticeAbilities) {
  shown.notice = notice(abilities);
  return render(
    <MemoryRouter initialEntries={['/notice-detail/7']}>
      <SnackbarProvider>
        <ConfirmProvider>
          <Routes>
            <Route path="/notice-detail/:id" element={<NoticeDetailPage />} />
          </Routes>
        </ConfirmProvider>
      </SnackbarProvider>
    </MemoryRouter>,
  );
}

const writeButtons = ['削除', '下書き保存', '予約', 'コピー'];
const button = (name: string) => screen.queryByRole('button', { name: new RegExp(`^${name}`) });

describe('NoticeDetailPage (abilities travel with the notice)', () => {
  it('shows a viewer a read-only form: no button the API would refuse', async () => {
    renderPage({ edit: false, delete: false, copy: false, readStatus: true });
    expect(await screen.findByText('閲覧権限のため、このお知らせは編集できません。')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: '件名' })).toHaveProperty('disabled', true);
    for (const name of writeButtons) expect(button(name)).toBeNull();
    // Reading actions stay.
    expect(button('戻る')).not.toBeNull();
    expect(button('件名と本文をコピー')).not.toBeNull();
  });

  it('shows a writer every write button and an editable form', async () => {
    renderPage({ edit: true, delete: true, copy: true, readStatus: true });
    expect(await screen.findByRole('button', { name: '予約' })).toBeTruthy();
    for (const name of writeButtons) expect(button(name)).not.toBeNull();
    expect(screen.getByRole('textbox', { name: '件名' })).toHaveProperty('disabled', false);
    expect(screen.queryByText('閲覧権限のため、このお知らせは編集できません。')).toBeNull();
  });

  it('shows each button by its own ability', async () => {
    renderPage({ edit: false, delete: true, copy: false, readStatus: true });
    expect(await screen.findByRole('button', { name: '削除' })).toBeTruthy();
    expect(button('下書き保存')).toBeNull();
    expect(button('予約')).toBeNull();
    expect(button('コピー')).toBeNull();
  });
});
