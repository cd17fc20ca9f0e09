import type { FastifyReply } from 'fastify';
import { manageSecondFactors } from '@tayori/contract';
import { eq } from 'drizzle-orm';
import type Provider from 'oidc-provider';
import type { AccountClaims } from './index';
import { factorSummary, passkeysOf, type StoredPasskey } from './factor-store';
import { manageFactorsPage, type OwnFactors } from './factor-manage-page';
import { formsOf, signState, type SignInState } from './factor-state';
import { sendHtml } from './http';
import type { RouteDeps } from './interactions';
import { registrationOptions } from './passkeys';
import { totpFactors } from './schema';

/**
 * The portal asks for the page managing one's own factors with this authorization parameter (and
 * `prompt=login`, so the password and the factor are asked again), as Keycloak's `kc_action` does
 * for its required actions. Any other value, or none, is an ordinary sign-in.
 */
export const MANAGE_PARAM = manageSecondFactors.param;

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;

export const isManaging = (details: Interaction): boolean =>
  details.params[MANAGE_PARAM] === manageSecondFactors.value;

/** What the account has, as the page lists it (`keys`: its passkeys, already read). */
async function ownFactors(
  deps: RouteDeps,
  sub: string,
  claims: AccountClaims,
  keys: StoredPasskey[],
): Promise<OwnFactors> {
  const [totp] = await deps.db.select().from(totpFactors).where(eq(totpFactors.userId, sub));
  const { recoveryCodesLeft } = await factorSummary(deps.db, sub);
  return {
    totp: totp ? { createdAt: totp.createdAt, lastUsedAt: totp.lastUsedAt } : null,
    passkeys: keys.map((k) => ({
      credentialId: k.credentialId,
      createdAt: k.createdAt,
      lastUsedAt: k.lastUsedAt,
    })),
    recoveryCodesLeft,
    required: deps.factors.required(claims),
  };
}

/**
 * The page managing one's own factors, with a fresh passkey registration challenge (the account's
 * passkeys excluded, so one authenticator is not registered twice). `state.m` is set: only a
 * sign-in that got this far (password, then the factor it had) may change anything.
 */
export async function showManagePage(
  deps: RouteDeps,
  reply: FastifyReply,
  state: SignInState,
  claims: AccountClaims,
  opts: { notice?: string; errors?: string[] } = {},
) {
  const base: SignInState = { ...state, m: 1, ch: undefined, sec: undefined };
  const keys = await passkeysOf(deps.db, state.sub);
  const options = await registrationOptions(
    deps.factors.rp,
    { id: state.sub, email: claims.email, name: claims.name },
    keys,
  );
  const register = { token: signState(deps, { ...base, ch: options.challenge }), options };
  return sendHtml(
    reply,
    manageFactorsPage(
      deps.pages,
      formsOf(deps, state.uid, signState(deps, base)),
      await ownFactors(deps, state.sub, claims, keys),
      register,
      opts,
    ),
    opts.errors?.length ? 400 : 200,
  );
}
