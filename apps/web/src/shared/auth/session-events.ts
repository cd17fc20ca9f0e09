import type { SessionUser } from './oidc';

type Listener = (user: SessionUser | undefined) => void;
const listeners = new Set<Listener>();

/**
 * The signed-in user as oidc-client-ts changes it (./user-manager: a renewal stores a new user,
 * sign-out removes it), for the auth provider, which is in the entry while the library is not.
 * Returns the unsubscribe function.
 */
export function onSessionChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitSessionChange(user: SessionUser | undefined): void {
  for (const listener of listeners) listener(user);
}
