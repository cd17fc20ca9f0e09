import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { oidcIdentities, users } from '../../db/schema';
import { recordAudit } from '../data/audit';
import type { AccountResolver, VerifiedIdentity } from './auth';

/**
 * The claims the verifier keeps for linking: the matching claim and, for `email`, its
 * verification flag (OpenID Connect Core 1.0 §5.1).
 */
export const linkClaims = (claim: string): string[] =>
  claim === 'email' ? ['email', 'email_verified'] : [claim];

/**
 * The value that may find an account at a person's first sign-in, or null. `email` counts only when
 * the issuer says it verified it (some issuers write the flag as the string "true"); another
 * configured claim is one the issuer itself assigns (e.g. Entra ID's `upn`), so it counts as sent.
 */
export function matchingValue(identity: VerifiedIdentity, claim: string): string | null {
  const value = identity.claims[claim];
  if (typeof value !== 'string' || value.trim() === '' || value.length > 254) return null;
  if (claim === 'email') {
    const verified = identity.claims.email_verified;
    if (verified !== true && verified !== 'true') return null;
  }
  return value.trim();
}

/**
 * An external issuer's people, by issuer + subject (oidc_identities). At a person's first sign-in
 * the ACTIVE account whose e-mail equals the matching claim (case-insensitive, as sign-in IDs are)
 * is linked, and the link recorded in the audit log; a person with no account, an unverified
 * e-mail, or an account already linked to another subject of this issuer, is refused (null: the
 * API answers unauthorized). Two first calls at once link once (the primary key decides).
 */
export function linkedAccounts(
  db: Db,
  opts: { issuer: string; claim: string; log?: FastifyBaseLogger },
): AccountResolver {
  const linked = async (subject: string) => {
    const [row] = await db
      .select({ userId: oidcIdentities.userId })
      .from(oidcIdentities)
      .where(and(eq(oidcIdentities.issuer, opts.issuer), eq(oidcIdentities.subject, subject)))
      .limit(1);
    return row?.userId ?? null;
  };
  return async (identity) => {
    if (identity.sub.length > 255) return null; // OpenID Connect Core 1.0 §2: at most 255
    const known = await linked(identity.sub);
    if (known) return known;
    const value = matchingValue(identity, opts.claim);
    if (!value) return null;
    const [account] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.email}) = lower(${value})`, eq(users.status, 'ACTIVE')))
      .limit(1);
    if (!account) return null;
    const created = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(oidcIdentities)
        .values({ issuer: opts.issuer, subject: identity.sub, userId: account.id })
        .onConflictDoNothing()
        .returning({ userId: oidcIdentities.userId });
      if (row)
        await recordAudit(tx, {
          actorUserId: account.id,
          action: 'link-identity',
          entity: 'user',
          entityId: account.id,
          detail: { issuer: opts.issuer, subject: identity.sub, claim: opts.claim },
        });
      return row?.userId ?? null;
    });
    if (created) return created;
    // Another call linked this subject meanwhile, or the account has another subject already.
    const raced = await linked(identity.sub);
    if (!raced)
      opts.log?.warn(
        { userId: account.id },
        'sign-in refused: the account is linked to another subject of the issuer',
      );
    return raced;
  };
}
