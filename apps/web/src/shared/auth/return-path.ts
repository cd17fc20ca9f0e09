import { safeReturnPath } from '../navigation/paths';

let pending: string | null = null;

/**
 * Sign-in hands the requested path to the IdP as OIDC state (lock page); the sign-in callback
 * puts it here and /cushion takes it to navigate with the router once the user is loaded.
 */
export function rememberReturnPath(state: unknown): void {
  const path =
    typeof state === 'object' && state !== null ? (state as { path?: unknown }).path : undefined;
  pending = safeReturnPath(path);
}

/** The path to go to after sign-in (once), or /home. */
export function takeReturnPath(): string {
  const path = pending ?? safeReturnPath(undefined);
  pending = null;
  return path;
}
