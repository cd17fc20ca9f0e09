import type { FastifyInstance } from 'fastify';
import { createLocalJWKSet, errors as joseErrors, type JWK, type JWTVerifyGetKey } from 'jose';
import { and, eq, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { students, users } from '../../db/schema';
import { createIdp, publishedJwks, type AccountClaims, type AccountPort } from './bundled-idp';
import type { Clock } from '../clock';
import { toE164 } from '../phone';
import { personName } from '../data/person-name';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The bundled IdP's view of the portal's accounts: ACTIVE users, signing in with their e-mail. */
export function userAccounts(db: Db): AccountPort {
  return {
    async findByLoginId(loginId) {
      const id = loginId.trim();
      if (!id || id.length > 254) return null;
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(sql`lower(${users.email}) = lower(${id})`, eq(users.status, 'ACTIVE')))
        .limit(1);
      return row ? { accountId: row.id } : null;
    },
    async findClaims(accountId) {
      if (!UUID.test(accountId)) return null;
      const [row] = await db
        .select({
          email: users.email,
          lastName: users.lastName,
          firstName: users.firstName,
          userType: users.userType,
          roleType: users.roleType,
          status: users.status,
          phone: students.phoneNumber,
        })
        .from(users)
        .leftJoin(students, eq(students.userId, users.id))
        .where(eq(users.id, accountId))
        .limit(1);
      if (!row || row.status !== 'ACTIVE') return null;
      const claims: AccountClaims = {
        email: row.email,
        family_name: row.lastName,
        given_name: row.firstName,
        name: personName(row),
        user_type: row.userType,
        role_type: row.roleType,
      };
      const phone = toE164(row.phone);
      if (phone) claims.phone_number = phone;
      return claims;
    },
  };
}

/**
 * Mounts the bundled OpenID provider under the issuer's path (/idp). The API verifies with
 * `keySet`: the published keys as of start-up, read again from the database when a token names a
 * key it does not know (another instance restarted after a rotation signs with the new key).
 */
export async function mountIdp(
  app: FastifyInstance,
  deps: { config: Config; db: Db; clock: Clock },
): Promise<{ keySet: JWTVerifyGetKey }> {
  const { config, db, clock } = deps;
  const idp = await createIdp({
    db,
    issuer: config.oidc.issuer,
    publicUrl: config.publicUrl,
    clientId: config.oidc.clientId,
    cookieKeys: config.oidc.cookieKeys ?? [],
    accounts: userAccounts(db),
    now: () => clock.now(),
    secondFactorRoles: config.secondFactor.roles,
  });
  await app.register(idp.plugin, { prefix: idp.prefix });
  return { keySet: refreshingKeySet(idp.jwks, () => publishedJwks(db)) };
}

/** At most one database read of the keys per this many ms, however many unknown kids arrive. */
const KEY_REFRESH_MS = 30_000;

/** A key set that reloads itself when asked for a key it lacks (and its last reload is not too recent). */
export function refreshingKeySet(
  initial: { keys: JWK[] },
  load: () => Promise<{ keys: JWK[] }>,
  now: () => number = Date.now,
): JWTVerifyGetKey {
  let current = createLocalJWKSet(initial);
  // The first unknown kid may read at once (a rotation can be minutes after start-up).
  let loadedAt = -Infinity;
  return async (header, token) => {
    try {
      return await current(header, token);
    } catch (err) {
      if (!(err instanceof joseErrors.JWKSNoMatchingKey) || now() - loadedAt < KEY_REFRESH_MS)
        throw err;
      loadedAt = now();
      current = createLocalJWKSet(await load());
      return current(header, token);
    }
  };
}
