import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { AuthProvider, useAuth } from './auth';
import { getIdToken, readStoredUser } from './oidc';
import { emitSessionChange } from './session-events';

const now = () => Math.floor(Date.now() / 1000);

/** Where oidc-client-ts keeps the user of the bundled IdP's client. */
const USER_STORAGE_KEY = `oidc.user:${window.location.origin}/idp:tayori-web`;

/** A user as oidc-client-ts stores it (User.toStorageString). */
function storeUser(expiresIn: number, extra: Record<string, unknown> = {}) {
  const user = {
    id_token: 'id-token',
    access_token: 'access-token',
    refresh_token: undefined,
    token_type: 'Bearer',
    scope: 'openid',
    profile: { sub: 'user-1', iss: 'http://localhost/idp' },
    expires_at: now() + expiresIn,
    ...extra,
  };
  localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
}

function State() {
  const auth = useAuth();
  return (
    <p>
      {`${auth.isLoading ? 'loading' : 'ready'} ${auth.isAuthenticated ? 'in' : 'out'} ${auth.user?.profile.sub ?? '-'}`}
    </p>
  );
}

afterEach(() => localStorage.clear());

describe('the stored user', () => {
  it('is read from oidc-client-ts’s localStorage entry, whatever the issuer', () => {
    expect(readStoredUser()).toBeNull();
    localStorage.setItem(
      'oidc.user:https://login.school.example.jp:portal',
      JSON.stringify({ id_token: 'ext', profile: { sub: 'kc-1' } }),
    );
    expect(readStoredUser()).toMatchObject({ id_token: 'ext', profile: { sub: 'kc-1' } });
    localStorage.clear();
    storeUser(300);
    expect(readStoredUser()).toMatchObject({ id_token: 'id-token', profile: { sub: 'user-1' } });
    localStorage.setItem(USER_STORAGE_KEY, '{not json');
    expect(readStoredUser()).toBeNull();
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify({ id_token: 'x', profile: {} }));
    expect(readStoredUser()).toBeNull();
  });

  it('gives its ID token to the API client until it expires (no refresh token: no renewal)', async () => {
    storeUser(300);
    await expect(getIdToken()).resolves.toBe('id-token');
    storeUser(-1);
    await expect(getIdToken()).resolves.toBeNull();
  });
});

/** What AuthProvider tells its children, as State writes it. */
const renderState = () =>
  render(
    <AuthProvider skipSigninCallback>
      <State />
    </AuthProvider>,
  );

describe('AuthProvider', () => {
  it('knows a stored, unexpired user in its first render', () => {
    storeUser(300);
    renderState();
    expect(screen.getByText('ready in user-1')).toBeTruthy();
  });

  it('counts an expired user as signed out, and nobody stored as signed out', () => {
    storeUser(-10);
    const { unmount } = renderState();
    expect(screen.getByText('ready out user-1')).toBeTruthy();
    unmount();
    localStorage.clear();
    renderState();
    expect(screen.getByText('ready out -')).toBeTruthy();
  });

  it('follows the user oidc-client-ts stores (renewal) and removes (sign-out)', () => {
    renderState();
    act(() => emitSessionChange({ id_token: 'renewed', profile: { sub: 'user-2' } }));
    expect(screen.getByText('ready in user-2')).toBeTruthy();
    act(() => emitSessionChange(undefined));
    expect(screen.getByText('ready out -')).toBeTruthy();
  });
});
