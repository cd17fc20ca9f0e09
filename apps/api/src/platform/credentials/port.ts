/**
 * The credentials port (DESIGN §4), types only: adapters (bundled.ts, cognito.ts) and callers
 * import it from here, the factory (index.ts) imports the adapters.
 */

/** The account whose password is set: the portal's user, and the sign-in ID the SMS names. */
export interface CredentialAccount {
  userId: string;
  /** The sign-in ID (the account's e-mail). */
  email: string;
}

/**
 * Where a temporary password is set (DESIGN §4; spec 000's identity check, spec 001's
 * temporary-password call): the issuer's own store. The password must be replaced at the next
 * sign-in, and setting it ends the account's sessions.
 */
export interface CredentialsPort {
  /** A new temporary password the provider's password policy accepts. */
  generateTemporaryPassword(): string;
  /** Sets it; resolves only once the provider has accepted it, rejects otherwise. */
  setTemporaryPassword(account: CredentialAccount, password: string, now: Date): Promise<void>;
}
