import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { AttendancesResponse } from '@tayori/contract';
import { AttendancePanel } from './attendance-panel';
import { stubFetchAnswer } from '../../../test/fetch-answer';
import { renderInApp } from '../../../test/render-in-app';

vi.mock('../../shared/auth/oidc', () => ({ getIdToken: async () => 'token' }));
afterEach(() => vi.unstubAllGlobals());

function renderWith(answer: AttendancesResponse) {
  stubFetchAnswer(() => answer);
  return renderInApp(<AttendancePanel />);
}

describe('AttendancePanel', () => {
  it('shows each period with its rate to one decimal, and dashes for a period without one', async () => {
    renderWith({
      isDisplay: true,
      attendances: [
        { periodName: '前期', rate: 92.35 },
        { periodName: '後期', rate: null },
      ],
    });
    expect(await screen.findByText('92.4%', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('後期')).toBeTruthy();
    expect(screen.getByText('-')).toBeTruthy();
  });

  it('shows dashes when no period has been reported yet', async () => {
    renderWith({ isDisplay: true, attendances: [] });
    expect(await screen.findByText('-', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: '詳細を見る' })).toBeTruthy();
  });

  it('is not drawn when the school hides attendance', async () => {
    const { container } = renderWith({ isDisplay: false, attendances: [] });
    await vi.waitFor(() => expect(container.textContent).toBe(''), { timeout: 5000 });
  });
});
