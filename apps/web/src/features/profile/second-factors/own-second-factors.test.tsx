import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { OwnSecondFactors as Answer } from '@tayori/contract';
import { stubFetchAnswer } from '../../../../test/fetch-answer';
import { OwnSecondFactors } from './own-second-factors';

configure({ asyncUtilTimeout: 5000 });

const signinRedirect = vi.fn(async () => undefined);
vi.mock('../../../shared/auth/oidc', () => ({ getIdToken: async () => 'id-token' }));
vi.mock('../../../shared/auth/auth', () => ({
  useAuth: () => ({ isLoading: false, isAuthenticated: true, signinRedirect }),
}));

let answer: Answer;
beforeEach(() => {
  signinRedirect.mockClear();
  stubFetchAnswer(() => answer);
});
afterEach(() => vi.unstubAllGlobals());

function renderSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <OwnSecondFactors />
    </QueryClientProvider>,
  );
  return { ...view, client };
}

describe('one’s own second factors on the profile', () => {
  it('a student without any: says so, and the button opens the IdP’s page after a fresh sign-in', async () => {
    answer = { factors: [], required: false, abilities: { manage: true } };
    renderSection();
    const section = await screen.findByRole('region', { name: '2段階認証' });
    expect(section.textContent).toContain('2段階認証は設定されていません。');
    expect(section.textContent).toContain(
      'パスワードを知られてもほかの人はサインインできなくなります',
    );
    await userEvent.click(screen.getByRole('button', { name: '2段階認証を設定する' }));
    expect(signinRedirect).toHaveBeenCalledWith({
      prompt: 'login',
      extraQueryParams: { tayori_action: 'second-factors' },
      state: { path: '/profile' },
    });
  });

  it('staff with an app: lists it with its recovery codes, and offers to change the settings', async () => {
    answer = {
      factors: [
        { kind: 'TOTP', createdAt: '2026-06-01T01:00:00Z', lastUsedAt: null },
        {
          kind: 'RECOVERY_CODES',
          createdAt: '2026-06-01T01:00:00Z',
          lastUsedAt: null,
          remaining: 9,
        },
      ],
      required: true,
      abilities: { manage: true },
    };
    renderSection();
    const section = await screen.findByRole('region', { name: '2段階認証' });
    expect(section.textContent).toContain(
      '2段階認証（認証アプリまたはパスキー）でサインインします',
    );
    expect(screen.getByRole('cell', { name: '認証アプリ' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'リカバリーコード（残り9個）' })).toBeTruthy();
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: '2段階認証の設定を変更する' }).disabled,
    ).toBe(false);
  });

  it('shows nothing where an external issuer keeps the factors', async () => {
    answer = { factors: [], required: true, abilities: { manage: false } };
    const { container, client } = renderSection();
    await vi.waitFor(() =>
      expect(client.getQueryState(['profile', 'second-factors'])?.status).toBe('success'),
    );
    expect(container.innerHTML).toBe('');
  });
});
