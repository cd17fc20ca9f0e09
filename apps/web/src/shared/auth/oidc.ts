import { UserManager, WebStorageStateStore, type UserManagerSettings } from 'oidc-client-ts';

const origin = window.location.origin;

export const oidcSettings: UserManagerSettings = {
  authority: import.meta.env.VITE_OIDC_AUTHORITY || `${origin}/idp`,
  client_id: import.meta.env.VITE_OIDC_CLIENT_ID || 'tayori-web',
  redirect_uri: `${origin}/cushion`,
  post_logout_redirect_uri: `${origin}/lock`,
  response_type: 'code', // PKCE is added by oidc-client-ts
  scope: 'openid email phone profile admin',
  // localStorage rather than the library's sessionStorage default: the spec opens notice details,
  // read status and the copy page in new tabs, and those tabs (opened noopener) do not inherit
  // sessionStorage, so each would bounce to /lock. The exposure on shared campus PCs is bounded:
  // the guard treats an expired user as signed out, and sign-out removes the stored user.
  userStore: new WebStorageStateStore({ store: window.localStorage }),
  // The bundled IdP issues rotating refresh tokens (bounded by its 8 h session), so renewal needs
  // no hidden iframe page.
  automaticSilentRenew: true,
  monitorSession: false,
  loadUserInfo: false,
};

/** One UserManager for the whole app, shared by react-oidc-context and the API client. */
export const userManager = new UserManager(oidcSettings);

/**
 * The ID token the API expects in `Authorization: Bearer …`, or null when nobody is signed in or
 * the token has expired (the API then answers 401 and the guard sends the user to /lock).
 * An expired token is renewed with the refresh token first (a tab woken from sleep misses the
 * automatic renewal).
 */
export async function getIdToken(): Promise<string | null> {
  let user = await userManager.getUser();
  if (user?.expired && user.refresh_token) {
    user = await userManager.signinSilent().catch(() => null);
  }
  if (!user || user.expired) return null;
  return user.id_token ?? null;
}
