import type { UserManager, UserManagerSettings } from 'oidc-client-ts';
import type { AuthConfig } from '@tayori/contract';
import { loadAuthConfig } from './auth-config';
import { emitSessionChange } from './session-events';

const origin = window.location.origin;

/**
 * The OIDC client's settings for the issuer the server names (./auth-config). oidc-client-ts
 * itself is loaded only when needed (./user-manager): to sign in or out, for the sign-in callback
 * on /cushion, and, while signed in, for the token renewal once the first screen is drawn. The
 * first frame reads the stored user directly (readStoredUser), so neither /lock nor a signed-in
 * screen waits for the library or the configuration.
 */
export function oidcSettingsFor(config: AuthConfig) {
  return {
    authority: config.authority,
    client_id: config.clientId,
    redirect_uri: `${origin}/cushion`,
    post_logout_redirect_uri: `${origin}/lock`,
    response_type: 'code', // PKCE is added by oidc-client-ts
    scope: config.scope,
    // The bundled IdP issues rotating refresh tokens (bounded by its 8 h session), so renewal needs
    // no hidden iframe page. An issuer that issues none: the user signs in again after an hour.
    automaticSilentRenew: true,
    monitorSession: false,
    loadUserInfo: false,
  } satisfies UserManagerSettings;
}

/**
 * Where oidc-client-ts keeps the signed-in user: localStorage rather than the library's
 * sessionStorage default (./user-manager). The spec opens notice details, read status and the copy
 * page in new tabs, and those tabs (opened noopener) do not inherit sessionStorage, so each would
 * bounce to /lock. The exposure on shared campus PCs is bounded: the guard treats an expired user
 * as signed out, and sign-out removes the stored user. The key is the library's own
 * (`oidc.` + `user:<authority>:<client_id>`); there is at most one, the current issuer's
 * (forgetOtherIssuers), so the first frame finds it without the configuration.
 */
export const userStorage = (): Storage => window.localStorage;
const USER_KEY_PREFIX = 'oidc.user:';
export const userStorageKey = (config: AuthConfig) =>
  `${USER_KEY_PREFIX}${config.authority}:${config.clientId}`;
const storedUserKeys = () =>
  Object.keys(userStorage()).filter((key) => key.startsWith(USER_KEY_PREFIX));

/**
 * Drops a user signed in at another issuer or client (the portal's configuration changed since):
 * their token is not for this API, and they would look signed in until a call failed.
 */
function forgetOtherIssuers(config: AuthConfig): void {
  const current = userStorageKey(config);
  const others = storedUserKeys().filter((key) => key !== current);
  for (const key of others) userStorage().removeItem(key);
  if (others.length > 0) emitSessionChange(undefined);
}

/** What the app reads of the signed-in user (a subset of oidc-client-ts's User). */
export interface SessionUser {
  id_token?: string;
  refresh_token?: string;
  /** Seconds since the epoch. */
  expires_at?: number;
  profile: { sub: string };
  /** The state given to the sign-in request (the lock page's return path). */
  state?: unknown;
}

/** As oidc-client-ts's `User.expired`: false when the token has no expiry. */
export function isExpired(user: SessionUser): boolean {
  return user.expires_at !== undefined && user.expires_at - Math.floor(Date.now() / 1000) <= 0;
}

/** The stored user, as oidc-client-ts wrote it, or null (none, or unreadable). */
export function readStoredUser(): SessionUser | null {
  let stored: unknown;
  try {
    const key = storedUserKeys()[0];
    stored = key ? JSON.parse(userStorage().getItem(key) ?? 'null') : null;
  } catch {
    return null;
  }
  if (typeof stored !== 'object' || stored === null) return null;
  const user = stored as Record<string, unknown>;
  const profile = user.profile as Record<string, unknown> | undefined;
  if (typeof profile?.sub !== 'string') return null;
  const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
  return {
    id_token: text(user.id_token),
    refresh_token: text(user.refresh_token),
    expires_at: typeof user.expires_at === 'number' ? user.expires_at : undefined,
    profile: { sub: profile.sub },
  };
}

let loading: Promise<{ userManager: UserManager }> | undefined;

/**
 * oidc-client-ts and the app's one UserManager for the configured issuer, loaded once (the library
 * and the configuration side by side; a failed download or read is tried again).
 */
export function loadUserManager(): Promise<{ userManager: UserManager }> {
  loading ??= Promise.all([import('./user-manager'), loadAuthConfig()]).then(
    ([module, config]) => {
      forgetOtherIssuers(config);
      return {
        userManager: module.createUserManager(oidcSettingsFor(config), userStorage()),
      };
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The ID token the API expects in `Authorization: Bearer …`, or null when nobody is signed in or
 * the token has expired (the API then answers 401 and the guard sends the user to /lock).
 * An expired token is renewed with the refresh token first (a tab woken from sleep misses the
 * automatic renewal).
 */
export async function getIdToken(): Promise<string | null> {
  let user = readStoredUser();
  if (user && isExpired(user) && user.refresh_token) {
    user = await loadUserManager()
      .then(({ userManager }) => userManager.signinSilent())
      .catch(() => null);
  }
  if (!user || isExpired(user)) return null;
  return user.id_token ?? null;
}
