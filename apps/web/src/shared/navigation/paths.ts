/** Paths that screens outside the route table need (links, redirects). The table in app/routes.tsx uses them too. */
export const paths = {
  root: '/',
  lock: '/lock',
  cushion: '/cushion',
  identification: '/identification',
  successAuthentication: '/success-authentication',
  failureAuthentication: '/failure-authentication',
  home: '/home',
  profile: '/profile',
  error: '/error',
} as const;

/** Query parameter of /lock that carries the originally requested path (spec 000 §2). */
export const REDIRECT_PARAM = 'redirect';

/** Navigation state of the Error route. */
export interface ErrorRouteState {
  message?: string;
}

/**
 * An in-app path to return to after sign-in, or /home. Only same-origin absolute paths are kept,
 * so a crafted `?redirect=//evil.example` cannot send a freshly signed-in user elsewhere.
 */
export function safeReturnPath(value: unknown): string {
  if (
    typeof value !== 'string' ||
    !value.startsWith('/') ||
    value.startsWith('//') ||
    value.includes('\\')
  ) {
    return paths.home;
  }
  const pathname = value.split(/[?#]/)[0];
  if (pathname === paths.lock || pathname === paths.cushion || pathname === paths.root)
    return paths.home;
  return value;
}
