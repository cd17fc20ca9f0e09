import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { StudentNotice } from '@tayori/contract';
import { UnreadNoticesPanel } from './unread-notices-panel';
import { renderInApp } from '../../../test/render-in-app';

vi.mock('../../shared/auth/oidc', () => ({ getIdToken: async () => 'token' }));
afterEach(() => vi.unstubAllGlobals());

const notice: StudentNotice = {
  noticeId: 42,
  noticeTitle: '避難訓練のお知らせ',
  noticeImportantFlag: true,
  noticeCategory: null,
  noticeDate: '2026-04-01',
  noticeReadFlag: false,
};

function renderWith(answer: { unreadNoticeList: StudentNotice[]; unreadNoticeTotalCount: number }) {
  const urls: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    urls.push(url);
    return new Response(JSON.stringify(answer), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  renderInApp(<UnreadNoticesPanel />);
  return urls;
}

describe('UnreadNoticesPanel', () => {
  it('caps the count at 99+ and links the title to the notice list', async () => {
    const urls = renderWith({ unreadNoticeList: [notice], unreadNoticeTotalCount: 150 });
    const title = await screen.findByRole(
      'link',
      { name: '未読のお知らせ（99+件）' },
      { timeout: 5000 },
    );
    expect(title.getAttribute('href')).toBe('/notice-list');
    expect(urls).toEqual(['/api/v1/users/notices/unread?limit=5']);
  });

  it('shows the important chip, the default category 重要, the date and a new-tab title link', async () => {
    renderWith({ unreadNoticeList: [notice], unreadNoticeTotalCount: 1 });
    const link = await screen.findByRole('link', { name: /避難訓練のお知らせ/ }, { timeout: 5000 });
    expect(link.getAttribute('href')).toBe('/unread-notice-detail/42');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(screen.getAllByText('重要')).toHaveLength(2);
    expect(screen.getByText('2026/04/01')).toBeTruthy();
    expect(screen.getByRole('link', { name: '未読のお知らせ（1件）' })).toBeTruthy();
  });

  it('says so when nothing is unread', async () => {
    renderWith({ unreadNoticeList: [], unreadNoticeTotalCount: 0 });
    expect(
      await screen.findByText('未読のお知らせはありません。', {}, { timeout: 5000 }),
    ).toBeTruthy();
  });
});
