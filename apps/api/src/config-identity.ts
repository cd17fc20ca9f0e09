import { z } from 'zod';
import { bundledIdpScopes, roleTypes, userTypes } from '@tayori/contract';

/**
 * The identity part of the configuration: which OpenID Connect issuer signs users in, and where the
 * identity check's temporary password goes (the credentials port). Read with config.ts's rules:
 * every problem is listed at once.
 */

export const url = (protocols: string[]) =>
  z.string().refine(
    (v) => {
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}` },
  );

/** RFC 6749 §3.3 scope tokens, separated by single spaces. */
const SCOPE_LIST = /^[\x21\x23-\x5B\x5D-\x7E]+( [\x21\x23-\x5B\x5D-\x7E]+)*$/;
/** A Cognito user pool id: `<region>_<id>`, e.g. ap-northeast-1_AbCdEf123. */
const COGNITO_POOL = /^([a-z]{2}(?:-[a-z]+)+-\d)_[0-9A-Za-z]+$/;
/** A Cognito user pool's issuer: https://cognito-idp.<region>.amazonaws.com/<pool id>. */
/** Claim values (amr, acr) separated by commas. */
const CLAIM_VALUES = /^[\x21\x23-\x2B\x2D-\x5B\x5D-\x7E]+(,[\x21\x23-\x2B\x2D-\x5B\x5D-\x7E]+)*$/;
const COGNITO_ISSUER = /^https:\/\/cognito-idp\.[a-z0-9-]+\.amazonaws\.com\/([^/]+)$/;

/** What SECOND_FACTOR_ROLES may name: a staff role, or a whole user type. */
const SECOND_FACTOR_NAMES: ReadonlySet<string> = new Set([...roleTypes, ...userTypes]);

/**
 * Who must sign in with a second factor (docs/decisions/second-factors.md): every staff role
 * unless SECOND_FACTOR_ROLES says otherwise (`none`: nobody).
 */
export function secondFactorRolesOf(value: string | undefined): string[] {
  if (value === undefined) return [...roleTypes];
  if (value.trim() === 'none') return [];
  return value.split(',').map((r) => r.trim());
}

export const identityEnv = {
  OIDC_ISSUER: url(['http:', 'https:']).optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_SCOPES: z
    .string()
    .regex(SCOPE_LIST, 'must be scopes separated by single spaces')
    .refine((v) => v.split(' ').includes('openid'), 'must include openid')
    .optional(),
  OIDC_USER_CLAIM: z
    .string()
    .regex(/^[A-Za-z_][\w.:-]{0,99}$/, 'must be a claim name, e.g. email or preferred_username')
    .optional(),
  OIDC_CHANGE_PASSWORD_URL: url(['http:', 'https:']).optional(),
  OIDC_COOKIE_KEYS: z.string().min(32).optional(),
  CREDENTIALS_PROVIDER: z.enum(['bundled', 'cognito', 'none']).optional(),
  COGNITO_USER_POOL_ID: z
    .string()
    .regex(COGNITO_POOL, 'must be a user pool id, e.g. ap-northeast-1_AbCdEf123')
    .optional(),
  COGNITO_ENDPOINT: url(['http:', 'https:']).optional(),
  SECOND_FACTOR_ROLES: z
    .string()
    .refine(
      (v) => v === 'none' || v.split(',').every((r) => SECOND_FACTOR_NAMES.has(r.trim())),
      `must be none, or role and user types separated by commas (${[...SECOND_FACTOR_NAMES].join(', ')})`,
    )
    .optional(),
  OIDC_REQUIRED_AMR: z
    .string()
    .regex(CLAIM_VALUES, 'must be values separated by commas')
    .optional(),
  OIDC_REQUIRED_ACR: z
    .string()
    .regex(CLAIM_VALUES, 'must be values separated by commas')
    .optional(),
};

type IdentityEnv = z.infer<z.ZodObject<typeof identityEnv>>;

export interface OidcConfig {
  /** The bundled IdP (no OIDC_ISSUER): mounted at /idp, its `sub` is the portal's user id. */
  bundled: boolean;
  /**
   * The issuer exactly as its discovery document and ID tokens name it (OpenID Connect Discovery
   * 1.0 §4.3): an external one as written in OIDC_ISSUER, trailing slash and all.
   */
  issuer: string;
  clientId: string;
  /** Space-separated scopes the SPA requests. */
  scope: string;
  /**
   * The ID-token claim that finds the portal account at an external issuer's first sign-in of a
   * person, compared with the account's e-mail (case-insensitive). `email` counts only with
   * `email_verified: true`.
   */
  userClaim: string;
  changePasswordUrl: string | null;
  cookieKeys?: string[];
}

/** Who signs in with a second factor (docs/decisions/second-factors.md). */
export interface SecondFactorConfig {
  /** Role and user types that must (SECOND_FACTOR_ROLES); the bundled IdP has them enrol one. */
  roles: string[];
  /**
   * An external issuer: what the ID token of someone under `roles` must show, one of these `amr`
   * values (OIDC_REQUIRED_AMR) and one of these `acr` values (OIDC_REQUIRED_ACR); null: not asked.
   */
  requiredAmr: string[] | null;
  requiredAcr: string[] | null;
}

/** Where the identity check's temporary password is set (DESIGN §4). */
export type CredentialsConfig =
  | { provider: 'bundled' }
  | { provider: 'cognito'; userPoolId: string; region: string; endpoint?: string }
  /** The issuer has no API for it: the identity check tells the student to ask the school. */
  | { provider: 'none' };

/** Scopes requested from an external issuer unless OIDC_SCOPES says otherwise. */
export const DEFAULT_EXTERNAL_SCOPES = 'openid email profile';

export function identityConfig(
  e: IdentityEnv,
  publicUrl: string,
): { oidc: OidcConfig; credentials: CredentialsConfig; secondFactor: SecondFactorConfig } {
  const external = e.OIDC_ISSUER;
  const oidc: OidcConfig = {
    bundled: !external,
    issuer: external ?? `${publicUrl}/idp`,
    clientId: e.OIDC_CLIENT_ID ?? 'tayori-web',
    scope: external ? (e.OIDC_SCOPES ?? DEFAULT_EXTERNAL_SCOPES) : bundledIdpScopes.join(' '),
    userClaim: e.OIDC_USER_CLAIM ?? 'email',
    changePasswordUrl: external
      ? (e.OIDC_CHANGE_PASSWORD_URL ?? null)
      : `${publicUrl}/idp/password`,
    cookieKeys: e.OIDC_COOKIE_KEYS?.split(','),
  };
  const secondFactor: SecondFactorConfig = {
    roles: secondFactorRolesOf(e.SECOND_FACTOR_ROLES),
    requiredAmr: e.OIDC_REQUIRED_AMR?.split(',') ?? null,
    requiredAcr: e.OIDC_REQUIRED_ACR?.split(',') ?? null,
  };
  const provider = e.CREDENTIALS_PROVIDER ?? (external ? 'none' : 'bundled');
  if (provider !== 'cognito') return { oidc, secondFactor, credentials: { provider } };
  const userPoolId = cognitoPoolOf(e)!;
  return {
    oidc,
    secondFactor,
    credentials: {
      provider,
      userPoolId,
      region: COGNITO_POOL.exec(userPoolId)![1]!,
      endpoint: e.COGNITO_ENDPOINT,
    },
  };
}

/** The pool named by COGNITO_USER_POOL_ID, else by a Cognito issuer's path; undefined: none. */
function cognitoPoolOf(e: Partial<Record<string, string>>): string | undefined {
  const pool = e.COGNITO_USER_POOL_ID ?? COGNITO_ISSUER.exec(e.OIDC_ISSUER ?? '')?.[1];
  return pool && COGNITO_POOL.test(pool) ? pool : undefined;
}

/** Combinations that cannot work, whatever NODE_ENV says. */
export function identityProblems(e: Partial<Record<string, string>>): string[] {
  const problems: string[] = [];
  const external = !!e.OIDC_ISSUER;
  if (external && !e.OIDC_CLIENT_ID)
    problems.push(
      'OIDC_CLIENT_ID is required with OIDC_ISSUER: the client id the issuer gave the portal',
    );
  if (!external)
    for (const name of [
      'OIDC_SCOPES',
      'OIDC_USER_CLAIM',
      'OIDC_CHANGE_PASSWORD_URL',
      'OIDC_REQUIRED_AMR',
      'OIDC_REQUIRED_ACR',
    ])
      if (e[name])
        problems.push(`${name} applies only with OIDC_ISSUER: the bundled IdP's is fixed`);
  const provider = e.CREDENTIALS_PROVIDER;
  if (provider === 'bundled' && external)
    problems.push(
      'CREDENTIALS_PROVIDER=bundled sets passwords in the bundled IdP, which nobody signs in with when OIDC_ISSUER is set: choose cognito or none',
    );
  if ((provider === 'cognito' || provider === 'none') && !external)
    problems.push(
      `CREDENTIALS_PROVIDER=${provider} needs OIDC_ISSUER: with the bundled IdP, the identity check's password is set there (bundled)`,
    );
  if (provider === 'cognito' && !e.COGNITO_USER_POOL_ID && !cognitoPoolOf(e))
    problems.push(
      'COGNITO_USER_POOL_ID is required with CREDENTIALS_PROVIDER=cognito (e.g. ap-northeast-1_AbCdEf123), unless OIDC_ISSUER is the pool itself (https://cognito-idp.<region>.amazonaws.com/<pool id>)',
    );
  if (provider !== 'cognito')
    for (const name of ['COGNITO_USER_POOL_ID', 'COGNITO_ENDPOINT'])
      if (e[name]) problems.push(`${name} applies only with CREDENTIALS_PROVIDER=cognito`);
  return problems;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** NODE_ENV=production: an external issuer over HTTPS, and the identity check's part chosen. */
export function identityProductionProblems(e: Partial<Record<string, string>>): string[] {
  const problems: string[] = [];
  if (!e.OIDC_ISSUER) return problems;
  let issuer: URL | null = null;
  try {
    issuer = new URL(e.OIDC_ISSUER);
  } catch {
    return problems; // already reported as an invalid URL
  }
  if (issuer.protocol !== 'https:' && !LOOPBACK.has(issuer.hostname))
    problems.push(
      'OIDC_ISSUER must start with https:// in production: the API fetches the keys that sign ID tokens from it',
    );
  if (!e.CREDENTIALS_PROVIDER)
    problems.push(
      "CREDENTIALS_PROVIDER is required in production with OIDC_ISSUER: cognito (the identity check sets the temporary password in the Cognito user pool) or none (it sets none: students get their sign-in details from the school's provider)",
    );
  return problems;
}
