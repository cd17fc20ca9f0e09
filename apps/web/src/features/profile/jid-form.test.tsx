import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Profile } from '@tayori/contract';
import { MemoryRouter } from 'react-router';
import { ConfirmProvider } from '../../shared/ui/confirm-dialog';
import { ScreenContext } from '../../shared/navigation/screen';
import { SnackbarProvider } from '../../shared/ui/snackbar';
import { useProfile } from './api/get-profile';
import { JidForm } from './jid-form';

/** The form as the page shows it: under the profile query that a save refetches. */
function WithProfile() {
  useProfile();
  return <JidForm profile={profile} />;
}

// The lazily loaded snackbar and a busy machine can take longer than the default second.
configure({ asyncUtilTimeout: 5000 });

vi.mock('../../shared/auth/oidc', () => ({ getIdToken: async () => 'id-token' }));

const profile: Profile = {
  schoolName: null,
  lastName: '佐藤',
  firstName: '花子',
  jid: null,
  seq: 1,
};
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let patches: unknown[];
/** The calls in order: 'PATCH', then 'GET' for the refetch. */
let calls: string[];
let conflict: boolean;
beforeEach(() => {
  patches = [];
  calls = [];
  conflict = false;
  document.cookie = 'XSRF-TOKEN=test-token; path=/';
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit = {}) => {
    calls.push(init.method ?? 'GET');
    if (init.method !== 'PATCH') return json(200, profile);
    const body = JSON.parse(String(init.body)) as { jid: string; seq: number };
    patches.push(body);
    if (conflict) return json(409, { errorType: 'conflict', messages: ['conflict'] });
    return json(200, { ...profile, jid: body.jid, seq: 2 });
  });
});
afterEach(() => vi.unstubAllGlobals());

function renderForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    // The app's providers around a form (the submit flow may confirm and move on).
    <MemoryRouter>
      <ScreenContext.Provider value={{ name: 'Profile', errorPrefix: 'profile_error_prefix' }}>
        <QueryClientProvider client={client}>
          <SnackbarProvider>
            <ConfirmProvider>
              <WithProfile />
            </ConfirmProvider>
          </SnackbarProvider>
        </QueryClientProvider>
      </ScreenContext.Provider>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

// MUI inputs in jsdom are slow to drive: these tests get more than the default 5 s.
describe('JidForm: a JID typed with a Japanese IME (spec 001 §5)', { timeout: 20_000 }, () => {
  it('shows it in half width once the field is left, and saves that', async () => {
    const user = renderForm();
    const jid = screen.getByRole<HTMLInputElement>('textbox', { name: /JID/ });
    await user.type(jid, 'Ｊｉｄ１２３');
    await user.tab();
    expect(jid.value).toBe('Jid123');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('保存しました。')).toBeTruthy();
    expect(patches).toEqual([{ jid: 'Jid123', seq: 1 }]);
  });

  it('shows the half-width value with jid_required when it is still wrong (Enter, no blur)', async () => {
    const user = renderForm();
    const jid = screen.getByRole<HTMLInputElement>('textbox', { name: /JID/ });
    await user.type(jid, 'ＪＩＤ－１{Enter}');
    expect(await screen.findByText('JIDは半角英数字16文字以内で入力してください。')).toBeTruthy();
    expect(jid.value).toBe('JID-1');
    expect(patches).toEqual([]);
  });

  it("says 'saved' only after the profile is fetched again (spec 001 §2)", async () => {
    const user = renderForm();
    await user.type(screen.getByRole('textbox', { name: /JID/ }), 'abc');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await screen.findByText('保存しました。');
    // The page's load, the save, the refetch before the message.
    expect(calls).toEqual(['GET', 'PATCH', 'GET']);
  });

  it("a failed save carries the profile screen's prefix (spec 001 §8)", async () => {
    conflict = true;
    const user = renderForm();
    await user.type(screen.getByRole('textbox', { name: /JID/ }), 'abc');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(
      await screen.findByText(
        'プロフィール：他のユーザーによって更新されています。時間を置いて再度お試しください。',
      ),
    ).toBeTruthy();
  });
});
