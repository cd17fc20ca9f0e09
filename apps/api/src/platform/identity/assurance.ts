import { messages } from '@tayori/contract';
import type { SecondFactorConfig } from '../../config-identity';
import type { PrincipalRefusal } from './auth';

/** Whether the policy (SECOND_FACTOR_ROLES) names the account's role or user type. */
export const secondFactorRequired = (
  roles: readonly string[],
  account: { userType: string; roleType: string | null },
): boolean =>
  roles.includes(account.userType) ||
  (account.userType === 'STAFF' && roles.includes(account.roleType ?? ''));

/**
 * An external issuer's proof of a second factor (docs/decisions/second-factors.md): the ID token of
 * someone the policy names must carry one of OIDC_REQUIRED_AMR's values in `amr` (RFC 8176, e.g.
 * mfa, otp, hwk) and one of OIDC_REQUIRED_ACR's as `acr`, else every call answers 401 with a
 * Japanese message saying so. Null: nothing is required (neither is set).
 */
export function secondFactorAssurance(
  policy: SecondFactorConfig,
): { claims: string[]; refuse: PrincipalRefusal } | null {
  const { requiredAmr, requiredAcr, roles } = policy;
  if (!requiredAmr && !requiredAcr) return null;
  return {
    claims: ['amr', 'acr'],
    refuse: ({ claims }, principal) => {
      if (!secondFactorRequired(roles, principal)) return null;
      const amr = Array.isArray(claims.amr) ? claims.amr : [];
      const amrShown = !requiredAmr || amr.some((v) => requiredAmr.includes(String(v)));
      const acrShown =
        !requiredAcr || (typeof claims.acr === 'string' && requiredAcr.includes(claims.acr));
      return amrShown && acrShown ? null : messages.second_factor_required;
    },
  };
}
