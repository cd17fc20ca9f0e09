import { hash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import {
  createLocalJWKSet,
  jwtVerify,
  type JWK,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';
import { LRUCache } from 'lru-cache';
import type { RoleType, UserType } from '@tayori/contract';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { preparedSelect } from '../data/prepared';

/** The signed-in user as the API sees it: every field from the database, never from the client. */
export interface Principal {
  userId: string;
  userType: UserType;
  roleType: RoleType | null;
  schoolId: number | null;
  email: string;
}

/** Who a valid ID token names: its subject, and the claims the verifier was asked to keep. */
export interface VerifiedIdentity {
  sub: string;
  claims: Readonly<Record<string, unknown>>;
}

/**
 * Why a valid token's user is refused all the same, in Japanese for them (an external issuer's
 * token without the second factor the policy requires: issuer.ts); null: admitted.
 */
export type PrincipalRefusal = (identity: VerifiedIdentity, principal: Principal) => string | null;

export interface TokenVerifier {
  /** The token's identity, or throws when the token is not a valid ID token for us. */
  verify(token: string): Promise<VerifiedIdentity>;
  /** The identity of a token verified before and not yet expired, without a promise; else undefined. */
  remembered(token: string): VerifiedIdentity | undefined;
}

/** How many verified tokens are remembered (a bounded LRU; about 120 bytes an entry). */
export const TOKEN_CACHE_SIZE = 10_000;

export function createTokenVerifier(opts: {
  issuer: string;
  audience: string;
  /**
   * Where signing keys come from: the bundled IdP's (refreshed after a rotation), or an external
   * issuer's jwks_uri (platform/identity/oidc-discovery).
   */
  keySet?: JWTVerifyGetKey;
  /** A fixed set of public keys (tests, the benchmark). */
  jwks?: { keys: JWK[] };
  /** Claims to keep beside `sub` (an external issuer's account-matching claim). */
  keepClaims?: readonly string[];
  /** Verified tokens remembered until their exp (0 turns the cache off). */
  cacheSize?: number;
}): TokenVerifier {
  const keySet = opts.keySet ?? (opts.jwks ? createLocalJWKSet(opts.jwks) : undefined);
  if (!keySet) throw new Error('createTokenVerifier needs keySet or jwks');
  const keep = opts.keepClaims ?? [];
  // token SHA-256 → its identity, until the token's exp.
  const size = opts.cacheSize ?? TOKEN_CACHE_SIZE;
  const cache =
    size > 0 ? new LRUCache<string, VerifiedIdentity>({ max: size, ttlResolution: 0 }) : null;
  // One-shot hash(): no Hash object per call (createHash().update().digest() cost twice as much).
  const keyOf = (token: string) => hash('sha256', token, 'base64url');
  return {
    // A token already verified answers its identity until its own exp, without the signature
    // check again (RS256 verification is the costliest step of an authenticated call). Only
    // successes are kept. jose refuses a token once now ≥ exp (no clock tolerance): so does the
    // cache.
    remembered: (token) => cache?.get(keyOf(token)),
    async verify(token) {
      const key = cache ? keyOf(token) : '';
      const hit = cache?.get(key);
      if (hit !== undefined) return hit;
      const { payload, protectedHeader } = await jwtVerify(token, keySet, {
        issuer: opts.issuer,
        audience: opts.audience,
        algorithms: ['RS256', 'ES256', 'PS256'],
        requiredClaims: ['sub', 'exp', 'iat'],
      });
      checkIdTokenClaims(payload, protectedHeader.typ, opts.audience, Date.now() / 1000);
      const identity: VerifiedIdentity = {
        sub: payload.sub!,
        claims: Object.fromEntries(keep.filter((c) => c in payload).map((c) => [c, payload[c]])),
      };
      // The cache drops an entry once more than its ttl has passed; jose already refuses at exp.
      const ttl = typeof payload.exp === 'number' ? payload.exp * 1000 - Date.now() - 1 : 0;
      if (cache && ttl > 0) cache.set(key, identity, { ttl });
      return identity;
    },
  };
}

/** The longest an ID token may live from its iat, in seconds (the bundled IdP issues an hour). */
const MAX_TOKEN_AGE_S = 12 * 60 * 60;
/** How far an external issuer's clock may run ahead of ours, for iat only (exp stays strict). */
const IAT_GRACE_S = 5;

/**
 * OpenID Connect Core 3.1.3.7 beyond jose's checks: issued within 12 hours whatever its exp says,
 * and not in the future; with several audiences the token must have been issued to us (azp); a
 * JWT typed as something else (an access token `at+jwt`, a logout token) is not an ID token.
 */
function checkIdTokenClaims(
  payload: JWTPayload,
  typ: string | undefined,
  audience: string,
  nowS: number,
): void {
  const iat = payload.iat!;
  if (iat > nowS + IAT_GRACE_S) throw new Error('ID token issued in the future');
  if (nowS - iat > MAX_TOKEN_AGE_S) throw new Error('ID token too old');
  const audiences = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
  const azp = payload.azp;
  if ((audiences.length > 1 || azp !== undefined) && azp !== audience)
    throw new Error('ID token issued to another party (azp)');
  if (typ !== undefined && typ.toUpperCase() !== 'JWT')
    throw new Error(`not an ID token (typ ${typ})`);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The principal lookup of every authenticated call, prepared once per database. */
const principalQuery = preparedSelect('find_principal', (db) =>
  db
    .select({
      userId: users.id,
      userType: users.userType,
      roleType: users.roleType,
      schoolId: users.schoolId,
      email: users.email,
      status: users.status,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('sub')))
    .limit(1),
);

/** Finds the active user behind a token subject, or null. */
export async function findPrincipal(db: Db, sub: string): Promise<Principal | null> {
  if (!UUID.test(sub)) return null;
  const [row] = await principalQuery(db).execute({ sub });
  if (!row || row.status !== 'ACTIVE') return null;
  const { status: _status, ...principal } = row;
  return principal;
}

/** How many principals are remembered at most (a bounded LRU; about 200 bytes an entry). */
export const PRINCIPAL_CACHE_SIZE = 20_000;

/**
 * The portal account a verified identity belongs to, or null. The bundled IdP's `sub` is the user
 * id itself; an external issuer's is looked up in its link table (platform/identity/account-links).
 */
export type AccountResolver = (identity: VerifiedIdentity) => Promise<string | null>;

/** The bundled IdP's: `sub` is the user id. */
export const subjectIsUserId: AccountResolver = async ({ sub }) => (UUID.test(sub) ? sub : null);

export interface PrincipalLookup {
  find(identity: VerifiedIdentity): Promise<Principal | null>;
  /** The principal find() would answer when it is remembered, without a promise; else undefined. */
  remembered(identity: VerifiedIdentity): Principal | undefined;
  /** Drops what is remembered of a user whose type, role, school or status changed here. */
  forget(userId: string): void;
}

/**
 * findPrincipal with the active principals of the last `ttlMs` remembered: a page load makes
 * several calls at once, and the lookup was half the database work of a student's read. A user
 * suspended or deleted elsewhere (another instance, SQL) is refused at most `ttlMs` later; a change
 * made through this process calls forget(). Refusals are never remembered. An external issuer's
 * subject → user id is remembered as long (a link is only ever added, or deleted by hand).
 */
export function createPrincipalLookup(
  db: Db,
  opts: { ttlMs: number; size?: number; now?: () => number; accounts?: AccountResolver },
): PrincipalLookup {
  const accounts = opts.accounts ?? subjectIsUserId;
  const cache = <V extends object>() =>
    opts.ttlMs > 0
      ? new LRUCache<string, V>({
          max: opts.size ?? PRINCIPAL_CACHE_SIZE,
          ttl: opts.ttlMs,
          ttlResolution: 0,
          perf: { now: opts.now ?? performance.now.bind(performance) },
        })
      : null;
  const remembered = cache<Principal>();
  // An external issuer's subject → user id (the bundled IdP's subject is the user id).
  const userIds = accounts === subjectIsUserId ? null : cache<{ userId: string }>();
  return {
    remembered(identity) {
      const userId = userIds ? userIds.get(identity.sub)?.userId : identity.sub;
      return userId === undefined ? undefined : remembered?.get(userId);
    },
    async find(identity) {
      let userId = userIds?.get(identity.sub)?.userId;
      if (userId === undefined) {
        const found = await accounts(identity);
        if (!found) return null;
        userId = found;
        userIds?.set(identity.sub, { userId });
      }
      const hit = remembered?.get(userId);
      if (hit) return hit;
      const principal = await findPrincipal(db, userId);
      if (principal) remembered?.set(userId, principal);
      return principal;
    },
    forget(userId) {
      remembered?.delete(userId);
    },
  };
}
