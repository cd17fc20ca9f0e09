import { UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { oidcSettings, userStorage } from './oidc';
import { emitSessionChange } from './session-events';

/**
 * The app's one UserManager (oidc-client-ts), loaded on demand through `loadUserManager()`
 * (./oidc). Created with `automaticSilentRenew`, it reads the stored user and renews its tokens
 * with the refresh token before they expire, from the moment it is loaded.
 */
export const userManager = new UserManager({
  ...oidcSettings,
  userStore: new WebStorageStateStore({ store: userStorage() }),
});

userManager.events.addUserLoaded((user) => emitSessionChange(user));
userManager.events.addUserUnloaded(() => emitSessionChange(undefined));
userManager.events.addUserSignedOut(() => emitSessionChange(undefined));
