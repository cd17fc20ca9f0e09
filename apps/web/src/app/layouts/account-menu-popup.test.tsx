import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';

vi.mock('../../shared/auth/use-sign-out', () => ({ useSignOut: () => async () => undefined }));

let changePasswordUrl: string | null;
let answered: Promise<void>;
beforeEach(() => {
  vi.resetModules(); // the sign-in configuration is read once per page load
  let done = () => {};
  answered = new Promise((resolve) => (done = resolve));
  vi.stubGlobal('fetch', async () => {
    setTimeout(done);
    return Response.json({
      authority: 'https://login.school.example.jp',
      clientId: 'portal',
      scope: 'openid',
      changePasswordUrl,
      identityCheck: false,
    });
  });
});
afterEach(() => vi.unstubAllGlobals());

async function renderMenu() {
  const { default: AccountMenuPopup } = await import('./account-menu-popup');
  render(
    <MemoryRouter>
      <AccountMenuPopup id="menu" anchor={document.body} onClose={() => undefined} />
    </MemoryRouter>,
  );
  await screen.findByRole('menuitem', { name: 'プロフィール' });
}

describe('the account menu', () => {
  it("links the configured issuer's change-password page, in a new tab", async () => {
    changePasswordUrl = 'https://login.school.example.jp/account/password';
    await renderMenu();
    const item = await screen.findByRole('menuitem', { name: /パスワード変更/ });
    expect(item.getAttribute('href')).toBe('https://login.school.example.jp/account/password');
    expect(item.getAttribute('target')).toBe('_blank');
  });

  it('has no change-password item when the issuer has no such page', async () => {
    changePasswordUrl = null;
    await renderMenu();
    await act(() => answered);
    expect(screen.queryByRole('menuitem', { name: /パスワード変更/ })).toBeNull();
    expect(screen.getByRole('menuitem', { name: 'サインアウト' })).toBeTruthy();
  });
});
