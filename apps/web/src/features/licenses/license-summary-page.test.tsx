import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { LicenseSummary } from '@tayori/contract';
import LicenseSummaryPage from './license-summary-page';

const api = vi.hoisted(() => ({ answer: null as LicenseSummary | null }));
vi.mock('../../shared/api/client', () => ({
  callApi: () => (api.answer ? Promise.resolve(api.answer) : Promise.reject(new Error('down'))),
}));

const renderPage = () =>
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <LicenseSummaryPage />
    </QueryClientProvider>,
  );

describe('LicenseSummaryPage (spec 001 §2 "Paid licence summary")', () => {
  it('shows each school and marks a row over its limit', async () => {
    api.answer = {
      licenseSummaryList: [
        { extendedSchoolCd: 'S1', schoolName: '第一', a3LicenseUsedNum: 3, a3LicenseLimit: 5 },
        { extendedSchoolCd: 'S2', schoolName: '第二', a3LicenseUsedNum: 2, a3LicenseLimit: 1 },
      ],
    };
    renderPage();
    const table = await screen.findByRole('table', { name: '有料ライセンス集計' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first!.getAttribute('data-over-limit')).toBeNull();
    expect(second!.getAttribute('data-over-limit')).toBe('true');
    expect(within(second!).getByText('上限超過')).toBeTruthy();
  });

  it('says so when there are no rows, and shows nothing when the load fails', async () => {
    api.answer = { licenseSummaryList: [] };
    const { unmount } = renderPage();
    expect(await screen.findByText('データがありません。')).toBeTruthy();
    unmount();
    api.answer = null;
    renderPage();
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('table')).toBeNull();
  });
});
