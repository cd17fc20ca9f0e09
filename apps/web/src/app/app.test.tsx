import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { App } from './app';

/** The app opened at `path`, as a browser landing there. */
function renderAt(path: string) {
  window.history.pushState({}, '', path);
  render(<App />);
}

/** The whole app in jsdom with nobody signed in: router, guard, layouts and lazy pages together. */
describe('App (signed out)', () => {
  beforeEach(() => {
    localStorage.clear();
  });

  it('/lock shows the sign-in entrance with the manual and forgotten-ID links', async () => {
    renderAt('/lock');
    expect(await screen.findByRole('button', { name: 'サインイン' })).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'サインインID・パスワードを忘れた方' }).getAttribute('href'),
    ).toBe('/identification');
    const manual = screen.getByRole('link', { name: /マニュアル/ });
    expect(manual.getAttribute('target')).toBe('_blank');
    expect(manual.getAttribute('rel')).toContain('noopener');
  });

  it('a protected route sends the user to /lock with the requested path', async () => {
    renderAt('/home?tab=1');
    await screen.findByRole('button', { name: 'サインイン' });
    expect(window.location.pathname).toBe('/lock');
    expect(new URLSearchParams(window.location.search).get('redirect')).toBe('/home?tab=1');
    expect(screen.getByText('サインイン後、要求されたページに移動します。')).toBeTruthy();
  });

  it('/ goes to /lock', async () => {
    renderAt('/');
    await screen.findByRole('button', { name: 'サインイン' });
    expect(window.location.pathname + window.location.search).toBe('/lock');
  });

  it('an unknown path shows the not-found page in the error layout (with the header)', async () => {
    renderAt('/no-such-page');
    expect(
      await screen.findByText(
        'お探しのページは見つかりませんでした。ページが削除されたか、URLが変更された可能性があります。',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'アカウントメニュー' })).toBeNull();
  });

  it('/error shows the general message when no message was passed', async () => {
    renderAt('/error');
    expect(
      await screen.findByText('エラーが発生しました。時間をおいて再度お試しください。'),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'サインアウト' })).toBeNull());
  });

  it('/cushion without a sign-in says so and offers the way back', async () => {
    renderAt('/cushion');
    expect(
      await screen.findByText('認証に失敗しました。再度サインインしてください。'),
    ).toBeTruthy();
  });
});
