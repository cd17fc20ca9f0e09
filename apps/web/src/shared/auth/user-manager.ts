import { UserManager, WebStorageStateStore, type UserManagerSettings } from 'oidc-client-ts';
import { emitSessionChange } from './session-events';

/**
 * The app's one UserManager (oidc-client-ts), created on demand through `loadUserManager()`
 * (./oidc) with the configured issuer's settings and where users are stored. Created with `automaticSilentRenew`, it reads the
 * stored user and renews its tokens with the refresh token before they expire, from then on.
 */
export function createUserManager(settings: UserManagerSettings, store: Storage): UserManager {
  const userManager = new UserManager({
    ...settings,
    userStore: new WebStorageStateStore({ store }),
  });
  userManager.events.addUserLoaded((user) => emitSessionChange(user));
  userManager.events.addUserUnloaded(() => emitSessionChange(undefined));
  userManager.events.addUserSignedOut(() => emitSessionChange(undefined));
  return userManager;
}
