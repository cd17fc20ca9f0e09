import { createHash } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type { JWK } from 'jose';
import type Provider from 'oidc-provider';
import { ensureCookieKeys, ensureSigningKeys, publicJwks } from './keys';
import { requiredFor } from './factor-flow';
import { relyingPartyOf } from './passkeys';
import { idpPlugin } from './plugin';
import { secretBox } from './secret-box';
import { basePath, buildProvider, type ProviderOptions } from './provider';
export type { IdpDb } from './keys';
export {
  ensureCookieKeys,
  ensureSigningKeys,
  publicJwks,
  publishedJwks,
  rotateSigningKey,
} from './keys';
export {
  setPassword,
  endSessions,
  issueTemporaryPassword,
  generateTemporaryPassword,
  hashPassword,
  verifyPassword,
} from './credentials';
export {
  HASH_CONCURRENCY,
  passwordHashStats,
  PRODUCTION_HASH_COST,
  setPasswordHashCostForTests,
} from './password-hash';
export { checkPasswordPolicy } from './password-policy';
export { listSecondFactors, resetSecondFactors, type SecondFactorEntry } from './factor-store';

export interface AccountClaims {
  email: string;
  family_name: string;
  given_name: string;
  name: string;
  phone_number?: string;
  user_type: string;
  role_type: string | null;
}

/** What the IdP needs to know of the portal's accounts; the portal's users table stays the API's. */
export interface AccountPort {
  /** An ACTIVE account by sign-in ID (e-mail, case-insensitive), or null. */
  findByLoginId(loginId: string): Promise<{ accountId: string } | null>;
  /** ID-token claims of an ACTIVE account, or null. */
  findClaims(accountId: string): Promise<AccountClaims | null>;
}

/** The provider's options but its signing keys, which createIdp reads from the database. */
export interface IdpOptions extends Omit<ProviderOptions, 'signingKeys'> {
  now: () => Date;
  /**
   * Role types (and user types, e.g. STUDENT) that must sign in with a second factor: they enrol
   * one at their next sign-in (SECOND_FACTOR_ROLES; docs/decisions/second-factors.md).
   */
  secondFactorRoles: readonly string[];
}

export interface Idp {
  /** Public keys that sign ID tokens. */
  jwks: { keys: JWK[] };
  /** A Fastify plugin to register with `{ prefix: '/idp' }` (the issuer's path). */
  plugin: FastifyPluginAsync;
  /** The issuer's path, i.e. the prefix to register the plugin with. */
  prefix: string;
  provider: Provider;
}

export async function createIdp(opts: IdpOptions): Promise<Idp> {
  const signingKeys = await ensureSigningKeys(opts.db);
  // Cookies are signed with the first key and checked against all.
  const cookieKeys = opts.cookieKeys.length > 0 ? opts.cookieKeys : await ensureCookieKeys(opts.db);
  const publicUrl = opts.publicUrl.replace(/\/$/, '');
  const provider = buildProvider({ ...opts, publicUrl, cookieKeys, signingKeys });
  const prefix = basePath(opts.issuer);
  const plugin = idpPlugin({
    provider,
    db: opts.db,
    accounts: opts.accounts,
    now: opts.now,
    clientId: opts.clientId,
    pages: { base: prefix, publicUrl },
    secret: createHash('sha256').update(`tayori-idp-forms:${cookieKeys[0]}`).digest('base64url'),
    factors: {
      box: secretBox(cookieKeys),
      rp: relyingPartyOf(publicUrl),
      required: requiredFor(opts.secondFactorRoles),
    },
  });
  return { jwks: publicJwks(signingKeys), plugin, prefix, provider };
}
