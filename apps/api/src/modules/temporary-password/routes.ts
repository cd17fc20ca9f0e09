import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import {
  endpoints,
  isAllowed,
  messages,
  temporaryPasswordIssuersByUserType,
} from '@tayori/contract';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { recordAccess } from '../../platform/data/access';
import type { Clock } from '../../platform/clock';
import { issueTemporaryPassword } from '../../platform/credentials';
import type { CredentialsPort } from '../../platform/credentials/port';
import { conflict, forbidden, notFound } from '../../platform/http/errors';
import { route } from '../../platform/http/http';
import { inReachableSchool } from '../../domain/schools/reach';

/**
 * POST /api/v1/users/{uid}/temporary-password (spec 001 §2, §4, §7): the account detail screens'
 * password section. The same port as the identity check's SMS password (platform/credentials): a
 * readable random password, replaced at the next sign-in, 7 days, the old one and the account's
 * sessions ended. Audited without the password, as a read of the account too: who, in which role,
 * from which address (docs/decisions/access-log.md).
 */
export async function temporaryPasswordRoutes(
  app: FastifyInstance,
  { db, clock, credentials }: { db: Db; clock: Clock; credentials: CredentialsPort | null },
) {
  route(app, endpoints.temporaryPassword, async ({ params, body, principal, req }) => {
    if (!isAllowed(temporaryPasswordIssuersByUserType[body.userType], principal)) {
      throw forbidden();
    }
    const [account] = await db
      .select({ id: users.id, email: users.email, status: users.status })
      .from(users)
      .where(
        and(
          eq(users.id, params.uid),
          eq(users.userType, body.userType),
          inReachableSchool(db, principal, users.schoolId),
        ),
      )
      .limit(1);
    if (!account) throw notFound();
    // Spec 001 §4: a password can be fetched only while ACTIVE.
    if (account.status !== 'ACTIVE') throw conflict(messages.temporary_password_not_active);
    if (!credentials) throw forbidden(messages.temporary_password_external_provider);
    const now = clock.now();
    const temporaryPassword = await issueTemporaryPassword(
      credentials,
      { userId: account.id, email: account.email },
      now,
    );
    await recordAccess(
      db,
      { principal, req },
      {
        read: 'temporaryPassword',
        action: 'issue-temporary-password',
        entity: 'user',
        recordId: account.id,
        studentIds: body.userType === 'STUDENT' ? [account.id] : [],
        conditions: { userType: body.userType },
        // The issue is a write: on record before the password goes.
        wait: true,
      },
    );
    return { temporaryPassword };
  });
}
