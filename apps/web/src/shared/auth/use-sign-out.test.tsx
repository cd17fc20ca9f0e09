import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { SnackbarProvider } from '../ui/snackbar';
import { useSignOut } from './use-sign-out';

const signoutRedirect = vi.fn(async () => undefined);
const removeUser = vi.fn(async () => undefined);
let endSession: string | undefined;

vi.mock('./auth', () => ({
  useAuth: () => ({ signoutRedirect, user: { id_token: 'id-token', profile: { sub: 'u' } } }),
}));
vi.mock('./oidc', () => ({
  loadUserManager: async () => ({
    userManager: {
      metadataService: { getEndSessionEndpoint: async () => endSession },
      removeUser,
    },
  }),
}));

function Header() {
  const signOut = useSignOut();
  return (
    <button type="button" onClick={() => void signOut()}>
      サインアウト
    </button>
  );
}

function renderAt(path: string) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SnackbarProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/home" element={<Header />} />
            <Route path="/lock" element={<p>lock</p>} />
          </Routes>
        </MemoryRouter>
      </SnackbarProvider>
    </QueryClientProvider>,
  );
}

describe('useSignOut', () => {
  it("signs out at the issuer's end-session endpoint, passing the ID token", async () => {
    endSession = 'https://login.school.example.jp/logout';
    renderAt('/home');
    fireEvent.click(screen.getByRole('button', { name: 'サインアウト' }));
    await waitFor(() =>
      expect(signoutRedirect).toHaveBeenCalledWith({ id_token_hint: 'id-token' }),
    );
    expect(removeUser).not.toHaveBeenCalled();
  });

  it('forgets the user in the portal and shows /lock when the issuer has no end-session endpoint', async () => {
    endSession = undefined;
    signoutRedirect.mockClear();
    renderAt('/home');
    fireEvent.click(screen.getByRole('button', { name: 'サインアウト' }));
    expect(await screen.findByText('lock')).toBeTruthy();
    expect(removeUser).toHaveBeenCalledTimes(1);
    expect(signoutRedirect).not.toHaveBeenCalled();
  });
});
