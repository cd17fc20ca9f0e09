import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { SigninRedirectArgs, SignoutRedirectArgs, User } from 'oidc-client-ts';
import { isExpired, loadUserManager, readStoredUser, type SessionUser } from './oidc';
import { onSessionChange } from './session-events';

export interface AuthState {
  /** The sign-in callback is being handled, or the browser is on its way to the IdP. */
  isLoading: boolean;
  /** A user is stored and their token has not expired. */
  isAuthenticated: boolean;
  user?: SessionUser;
}

export interface Auth extends AuthState {
  /** Goes to the IdP's sign-in page (a failure ends the wait and is not reported). */
  signinRedirect(args?: SigninRedirectArgs): Promise<void>;
  /** Forgets the user and goes to the IdP's sign-out (a failure ends the wait, unreported). */
  signoutRedirect(args?: SignoutRedirectArgs): Promise<void>;
}

const AuthContext = createContext<Auth | undefined>(undefined);

/** The sign-in state, as react-oidc-context's `useAuth` gave it (same fields, same meaning). */
export function useAuth(): Auth {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth() is used outside <AuthProvider>');
  return auth;
}

/** As react-oidc-context's: `code` or `error`, with `state`, in the query or the hash. */
function hasAuthParams(location: Location = window.location): boolean {
  return [location.search, location.hash.replace('#', '?')].some((part) => {
    const params = new URLSearchParams(part);
    return !!(params.get('code') || params.get('error')) && !!params.get('state');
  });
}

const withUser = (state: AuthState, user: SessionUser | null | undefined): AuthState =>
  user
    ? { ...state, user, isLoading: false, isAuthenticated: !isExpired(user) }
    : { ...state, user: undefined, isLoading: false, isAuthenticated: false };

/**
 * While signed in, oidc-client-ts (which renews the tokens) loads this long after the first
 * frame, so it is not in the way of the first screen. A token that expires before then is
 * renewed by the API client (getIdToken).
 */
const RENEWAL_START_MS = 3_000;

/**
 * The app's sign-in state, in place of react-oidc-context's provider (docs/decisions/web-foundation.md): the
 * first render reads the stored user synchronously, so a signed-in first load draws its screen
 * at once, and oidc-client-ts loads only when needed (./oidc). On /cushion with `code` and
 * `state` it handles the sign-in callback, as react-oidc-context did, then calls
 * `onSigninCallback` with the user.
 */
export function AuthProvider({
  children,
  onSigninCallback,
  skipSigninCallback,
}: {
  children: ReactNode;
  onSigninCallback?: (user: User | undefined) => void;
  skipSigninCallback?: boolean;
}) {
  const [handleCallback] = useState(() => !skipSigninCallback && hasAuthParams());
  const [state, setState] = useState<AuthState>(() =>
    handleCallback
      ? { isLoading: true, isAuthenticated: false }
      : withUser({ isLoading: false, isAuthenticated: false }, readStoredUser()),
  );

  useEffect(() => onSessionChange((user) => setState((s) => withUser(s, user))), []);

  // The code is exchanged once, even when StrictMode runs the effect twice.
  const callbackStarted = useRef(false);
  useEffect(() => {
    if (!handleCallback || callbackStarted.current) return;
    callbackStarted.current = true;
    void loadUserManager()
      .then(async ({ userManager }) => {
        const user = await userManager.signinCallback();
        onSigninCallback?.(user);
        return user ?? (await userManager.getUser());
      })
      .then(
        (user) => setState((s) => withUser(s, user)),
        () => setState((s) => ({ ...s, isLoading: false })),
      );
  }, [handleCallback, onSigninCallback]);

  useEffect(() => {
    if (!state.isAuthenticated) return undefined;
    const timer = setTimeout(() => void loadUserManager().catch(() => undefined), RENEWAL_START_MS);
    return () => clearTimeout(timer);
  }, [state.isAuthenticated]);

  /** As react-oidc-context's navigators: loading while the browser leaves; failures end it. */
  const navigate = useCallback(
    async (go: (manager: Awaited<ReturnType<typeof loadUserManager>>) => Promise<unknown>) => {
      setState((s) => ({ ...s, isLoading: true }));
      try {
        await go(await loadUserManager());
      } catch {
        // react-oidc-context kept the error in its state, which no screen read
      } finally {
        setState((s) => ({ ...s, isLoading: false }));
      }
    },
    [],
  );
  const signinRedirect = useCallback(
    (args?: SigninRedirectArgs) => navigate(({ userManager }) => userManager.signinRedirect(args)),
    [navigate],
  );
  const signoutRedirect = useCallback(
    (args?: SignoutRedirectArgs) =>
      navigate(({ userManager }) => userManager.signoutRedirect(args)),
    [navigate],
  );

  const auth = useMemo(
    () => ({ ...state, signinRedirect, signoutRedirect }),
    [state, signinRedirect, signoutRedirect],
  );
  return <AuthContext.Provider value={auth}>{children}</AuthContext.Provider>;
}
