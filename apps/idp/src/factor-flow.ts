import type { FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { InteractionResults } from 'oidc-provider';
import type { AccountClaims } from './index';
import { credentialState } from './credentials';
import { factorSummary, hasFactor, passkeysOf, type FactorSummary } from './factor-store';
import { FACTOR_MESSAGES, enrolChoicePage, factorPage, totpSetupPage } from './factor-pages';
import { formOf, sendHtml } from './http';
import type { RouteDeps } from './interactions';
import { newPasswordPage } from './pages';
import { authenticationOptions, registrationOptions, type RelyingParty } from './passkeys';
import type { SecretBox } from './secret-box';
import { matchTotp, newTotpSecret, qrSvg, totpUri } from './totp';
import { isManaging, showManagePage } from './factor-manage-view';
import { formsOf, signState, type SignInState } from './factor-state';

/** The second factor's part of the IdP's dependencies (docs/decisions/second-factors.md). */
export interface FactorDeps {
  box: SecretBox;
  rp: RelyingParty;
  /** Whether an account must have a second factor (SECOND_FACTOR_ROLES: its role or user type). */
  required: (claims: AccountClaims) => boolean;
}

/** Roles (or user types) a second factor is required of: a `required` for FactorDeps. */
export const requiredFor =
  (roles: readonly string[]) =>
  (claims: AccountClaims): boolean =>
    roles.includes(claims.user_type) ||
    (claims.user_type === 'STAFF' && roles.includes(claims.role_type ?? ''));

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;

/** The factor page of an account, with a fresh passkey challenge when it has passkeys. */
export async function showFactorPage(
  deps: RouteDeps,
  reply: FastifyReply,
  state: SignInState,
  opts: { errors?: string[]; recovery?: boolean; status?: number; summary?: FactorSummary } = {},
) {
  const summary = opts.summary ?? (await factorSummary(deps.db, state.sub));
  const token = signState(deps, { ...state, ch: undefined });
  let passkey: { token: string; options: unknown } | undefined;
  if (summary.passkeys > 0) {
    const keys = await passkeysOf(deps.db, state.sub);
    const options = await authenticationOptions(deps.factors.rp, { keys, alone: false });
    passkey = { token: signState(deps, { ...state, ch: options.challenge }), options };
  }
  return sendHtml(
    reply,
    factorPage(deps.pages, formsOf(deps, state.uid, token), {
      totp: summary.totp,
      passkey,
      ...opts,
    }),
    opts.status ?? 200,
  );
}

/** The choice of a factor to enrol, with a fresh passkey registration challenge. */
export async function showEnrolChoice(
  deps: RouteDeps,
  reply: FastifyReply,
  state: SignInState,
  claims: AccountClaims,
  errors: string[] = [],
) {
  const options = await registrationOptions(
    deps.factors.rp,
    { id: state.sub, email: claims.email, name: claims.name },
    [],
  );
  const token = signState(deps, { ...state, ch: undefined, sec: undefined });
  const passkey = { token: signState(deps, { ...state, ch: options.challenge }), options };
  return sendHtml(
    reply,
    enrolChoicePage(deps.pages, formsOf(deps, state.uid, token), passkey, errors),
    errors.length > 0 ? 400 : 200,
  );
}

/**
 * The next step of a sign-in whose password (or passkey) was right: the second factor, when the
 * account has one and it was not shown yet; a new password, when a temporary one signed in (after
 * the factor: a temporary password never skips it); enrolment, when the policy requires a factor
 * and the account has none; the page managing one's factors, when the portal asked for it; else
 * the sign-in ends.
 */
export async function proceed(
  deps: RouteDeps,
  req: FastifyRequest,
  reply: FastifyReply,
  details: Interaction,
  state: SignInState,
  expired: () => FastifyReply,
) {
  const summary = await factorSummary(deps.db, state.sub);
  if (!state.f && hasFactor(summary)) return showFactorPage(deps, reply, state, { summary });
  const credential = await credentialState(deps.db, state.sub);
  if (credential?.mustChange) {
    const token = signState(deps, { ...state, ca: credential.changedAt, ch: undefined });
    return sendHtml(
      reply,
      newPasswordPage(
        deps.pages,
        `${deps.pages.base}/interaction/${details.uid}/new-password`,
        token,
      ),
    );
  }
  const claims = await deps.accounts.findClaims(state.sub);
  if (!claims) return expired();
  if (!hasFactor(summary) && deps.factors.required(claims))
    return showEnrolChoice(deps, reply, state, claims);
  if (isManaging(details))
    return showManagePage(deps, reply, { ...state, m: 1, ch: undefined, sec: undefined }, claims);
  return finishSignIn(deps, req, reply, state);
}

/** The sign-in ends: back to the portal with a code, its methods in the ID token's `amr`. */
export async function finishSignIn(
  deps: RouteDeps,
  req: FastifyRequest,
  reply: FastifyReply,
  state: SignInState,
) {
  const result: InteractionResults = { login: { accountId: state.sub, amr: state.amr } };
  const returnTo = await deps.provider.interactionResult(req.raw, reply.raw, result, {
    mergeWithLastSubmission: false,
  });
  return reply.header('cache-control', 'no-store').redirect(returnTo, 303);
}

type TotpSteps = Parameters<typeof totpSetupPage>[4];

/** An authenticator app's set-up page, its new secret carried in the signed state (`sec`). */
export async function showTotpSetup(
  deps: RouteDeps,
  reply: FastifyReply,
  state: SignInState,
  email: string,
  steps?: TotpSteps,
) {
  const secret = newTotpSecret();
  const token = signState(deps, { ...state, sec: secret, ch: undefined });
  const qr = await qrSvg(totpUri(secret, email));
  const forms = formsOf(deps, state.uid, token);
  return sendHtml(reply, totpSetupPage(deps.pages, forms, { qr, secret }, [], steps));
}

/**
 * The set-up's confirmation: the secret and the step of the code typed, or the set-up page again
 * (400) with what was wrong.
 */
export async function confirmTotpSetup(
  deps: RouteDeps,
  req: FastifyRequest,
  reply: FastifyReply,
  state: SignInState & { sec: string },
  email: string,
  steps?: TotpSteps,
): Promise<{ secret: string; step: number } | FastifyReply> {
  const secret = state.sec;
  const step = matchTotp(secret, formOf(req).code ?? '', deps.now());
  if (step !== null) return { secret, step };
  const qr = await qrSvg(totpUri(secret, email));
  const forms = formsOf(deps, state.uid, formOf(req).token ?? '');
  const errors = [FACTOR_MESSAGES.enrolCode];
  return sendHtml(reply, totpSetupPage(deps.pages, forms, { qr, secret }, errors, steps), 400);
}
