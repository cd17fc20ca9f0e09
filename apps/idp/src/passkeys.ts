import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import type { StoredPasskey } from './factor-store';

/**
 * Passkey ceremonies (WebAuthn) through @simplewebauthn/server. The relying party is the portal's
 * host (PUBLIC_URL), the origin its origin. Passkeys are discoverable (resident) credentials whose
 * user handle is the account id, so one can sign in alone, without a sign-in ID or password.
 */
export interface RelyingParty {
  id: string;
  origin: string;
}

export const relyingPartyOf = (publicUrl: string): RelyingParty => {
  const url = new URL(publicUrl);
  return { id: url.hostname, origin: url.origin };
};

const TIMEOUT_MS = 5 * 60 * 1000;

export function registrationOptions(
  rp: RelyingParty,
  user: { id: string; email: string; name: string },
  existing: StoredPasskey[],
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  return generateRegistrationOptions({
    rpName: 'Tayori',
    rpID: rp.id,
    userID: new TextEncoder().encode(user.id),
    userName: user.email,
    userDisplayName: user.name,
    timeout: TIMEOUT_MS,
    attestationType: 'none',
    excludeCredentials: existing.map((k) => ({ id: k.credentialId, transports: k.transports })),
    // Platform (the phone's or PC's own) and roaming (a security key) authenticators alike.
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
}

export interface NewPasskey {
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string[];
}

/** The passkey a registration response creates, or null when it does not verify. */
export async function verifyRegistration(
  rp: RelyingParty,
  response: RegistrationResponseJSON,
  challenge: string,
): Promise<NewPasskey | null> {
  try {
    const result = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: false,
    });
    if (!result.verified) return null;
    const { credential } = result.registrationInfo;
    return {
      credentialId: credential.id,
      publicKey: isoBase64URL.fromBuffer(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports ?? response.response.transports ?? [],
    };
  } catch {
    return null;
  }
}

/**
 * Options for an assertion: of the account's passkeys (a second factor after the password), or of
 * any discoverable one (signing in with a passkey alone: user verification required then, so the
 * passkey is two factors in itself — the device and its PIN or biometrics).
 */
export function authenticationOptions(
  rp: RelyingParty,
  opts: { keys?: StoredPasskey[]; alone: boolean },
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  return generateAuthenticationOptions({
    rpID: rp.id,
    timeout: TIMEOUT_MS,
    userVerification: opts.alone ? 'required' : 'preferred',
    allowCredentials: opts.keys?.map((k) => ({ id: k.credentialId, transports: k.transports })),
  });
}

/** The account id a discoverable passkey's assertion names (its user handle), or null. */
export function userHandleOf(response: AuthenticationResponseJSON): string | null {
  const handle = response.response.userHandle;
  if (!handle) return null;
  try {
    return new TextDecoder().decode(isoBase64URL.toBuffer(handle));
  } catch {
    return null;
  }
}

/**
 * Verifies an assertion against the stored passkey; the new counter, or null. A counter at or
 * below the stored one (a cloned authenticator) fails here.
 */
export async function verifyAssertion(
  rp: RelyingParty,
  response: AuthenticationResponseJSON,
  challenge: string,
  key: StoredPasskey,
  alone: boolean,
): Promise<number | null> {
  try {
    const result = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: alone,
      credential: {
        id: key.credentialId,
        publicKey: isoBase64URL.toBuffer(key.publicKey),
        counter: key.counter,
        transports: key.transports as never,
      },
    });
    return result.verified ? result.authenticationInfo.newCounter : null;
  } catch {
    return null;
  }
}
