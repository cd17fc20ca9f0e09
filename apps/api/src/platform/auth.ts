import { eq } from 'drizzle-orm';
import { createLocalJWKSet, createRemoteJWKSet, jwtVerify, type JWK } from 'jose';
import type { RoleType, UserType } from '@tayori/contract';
import type { Db } from '../db/client';
import { users } from '../db/schema';

/** The signed-in user as the API sees it: every field from the database, never from the client. */
export interface Principal {
  userId: string;
  userType: UserType;
  roleType: RoleType | null;
  schoolId: number | null;
  email: string;
}

export interface TokenVerifier {
  /** Returns the token's subject, or throws when the token is not a valid ID token for us. */
  verify(token: string): Promise<string>;
}

export function createTokenVerifier(opts: {
  issuer: string;
  audience: string;
  /** Public keys of the bundled IdP; without them the issuer's JWKS is fetched. */
  jwks?: { keys: JWK[] };
}): TokenVerifier {
  const keySet = opts.jwks
    ? createLocalJWKSet(opts.jwks)
    : createRemoteJWKSet(new URL(`${opts.issuer}/jwks`));
  return {
    async verify(token) {
      const { payload } = await jwtVerify(token, keySet, {
        issuer: opts.issuer,
        audience: opts.audience,
        algorithms: ['RS256', 'ES256', 'PS256'],
        requiredClaims: ['sub', 'exp', 'iat'],
      });
      return payload.sub!;
    },
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Finds the active user behind a token subject, or null. */
export async function findPrincipal(db: Db, sub: string): Promise<Principal | null> {
  if (!UUID.test(sub)) return null;
  const [row] = await db
    .select({
      userId: users.id,
      userType: users.userType,
      roleType: users.roleType,
      schoolId: users.schoolId,
      email: users.email,
      status: users.status,
    })
    .from(users)
    .where(eq(users.id, sub))
    .limit(1);
  if (!row || row.status !== 'ACTIVE') return null;
  const { status: _status, ...principal } = row;
  return principal;
}
