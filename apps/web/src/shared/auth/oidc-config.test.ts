import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthConfig } from '@tayori/contract';

/**
 * The SPA signs in with what GET /api/v1/auth-config says at run time: nothing about the issuer is
 * built in. Each test loads the modules afresh (they read the configuration once per page load).
 */

const external: AuthConfig = {
  authority: 'https://login.school.example.jp/realms/tayori',
  clientId: 'portal',
  scope: 'openid email profile',
  changePasswordUrl: null,
  identityCheck: false,
};

let answers: (AuthConfig | number)[];
const fetchMock = vi.fn(async (url: string) => {
  expect(url).toBe('/api/v1/auth-config');
  const next = answers.shift() ?? external;
  return typeof next === 'number'
    ? new Response('{}', { status: next })
    : new Response(JSON.stringify(next), { headers: { 'content-type': 'application/json' } });
});

beforeEach(() => {
  vi.resetModules();
  answers = [];
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the OIDC client, configured by the server', () => {
  it('uses the configured issuer, client and scopes (no admin for an external issuer)', async () => {
    const { loadUserManager } = await import('./oidc');
    const { userManager } = await loadUserManager();
    expect(userManager.settings).toMatchObject({
      authority: external.authority,
      client_id: 'portal',
      scope: 'openid email profile',
      redirect_uri: `${window.location.origin}/cushion`,
      post_logout_redirect_uri: `${window.location.origin}/lock`,
    });
    await loadUserManager();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('forgets a user signed in at another issuer, and says the session ended', async () => {
    const bundledKey = `oidc.user:${window.location.origin}/idp:tayori-web`;
    const externalKey = `oidc.user:${external.authority}:portal`;
    localStorage.setItem(bundledKey, JSON.stringify({ id_token: 'old', profile: { sub: 'u-1' } }));
    const { loadUserManager, readStoredUser } = await import('./oidc');
    const { onSessionChange } = await import('./session-events');
    const changes: unknown[] = [];
    onSessionChange((user) => changes.push(user));
    expect(readStoredUser()?.id_token).toBe('old');
    await loadUserManager();
    expect(localStorage.getItem(bundledKey)).toBeNull();
    expect(readStoredUser()).toBeNull();
    expect(changes).toEqual([undefined]);
    // The current issuer's user is kept.
    localStorage.setItem(
      externalKey,
      JSON.stringify({ id_token: 'new', profile: { sub: 'kc-1' } }),
    );
    expect(readStoredUser()?.id_token).toBe('new');
  });

  it('reads the configuration again after a failed read', async () => {
    answers = [503];
    const { loadUserManager } = await import('./oidc');
    await expect(loadUserManager()).rejects.toThrow('answered 503');
    await expect(loadUserManager()).resolves.toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
