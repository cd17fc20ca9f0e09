import type { FactorForms } from './factor-pages';
import { signToken, verifyToken } from './http';
import type { RouteDeps } from './interactions';

/*
 * The state a sign-in carries between its steps, signed into each form rather than stored
 * (docs/decisions/second-factors.md): a 30-minute HMAC token bound to the oidc-provider interaction.
 */

/**
 * Where a sign-in stands, signed into the forms between its steps: the interaction, the account,
 * its password's change time (a pending new password is bound to it), whether a second factor was
 * shown (`f`), the methods so far (the ID token's `amr`, RFC 8176), and a ceremony's state (a
 * WebAuthn challenge `ch`, an authenticator app's secret `sec` being set up).
 */
export type SignInState = {
  uid: string;
  sub: string;
  ca: number;
  f: 0 | 1;
  amr: string[];
  ch?: string;
  sec?: string;
  /** Managing one's own factors (factor-manage.ts): set once the sign-in has shown every factor. */
  m?: 1;
};

const STATE_TTL_MS = 30 * 60 * 1000;

export const signState = (deps: RouteDeps, state: SignInState | { uid: string; ch: string }) =>
  signToken(deps.secret, state, STATE_TTL_MS, deps.now().getTime());

/** The state a form carries, when it is this interaction's and still good. */
export function readState(deps: RouteDeps, token: string | undefined, uid: string) {
  const state = verifyToken<SignInState & Record<string, unknown>>(
    deps.secret,
    token ?? '',
    deps.now().getTime(),
  );
  return state && state.uid === uid && typeof state.sub === 'string' ? state : null;
}

/** A WebAuthn challenge of a sign-in page (no account yet): signing in with a passkey alone. */
export function readChallenge(deps: RouteDeps, token: string | undefined, uid: string) {
  const state = verifyToken<{ uid: string; ch: string }>(
    deps.secret,
    token ?? '',
    deps.now().getTime(),
  );
  return state && state.uid === uid && typeof state.ch === 'string' ? state.ch : null;
}

export const withMethods = (amr: string[], ...more: string[]) => [...new Set([...amr, ...more])];

export function formsOf(deps: RouteDeps, uid: string, token: string): FactorForms {
  return { token, action: (step) => `${deps.pages.base}/interaction/${uid}/${step}` };
}
