import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { endpoints } from '@tayori/contract';
import type { Db } from '../../db/client';
import { schools, users } from '../../db/schema';
import { notFound } from '../../platform/http/errors';
import { route } from '../../platform/http/http';
import { preparedSelect } from '../../platform/data/prepared';
import { userStatusChoices } from '../../domain/accounts/status-choices';
import { recordVisit } from '../../domain/accounts/presence';
import type { Clock } from '../../platform/clock';

const meQuery = preparedSelect('me', (db) =>
  db
    .select({
      userId: users.id,
      userType: users.userType,
      roleType: users.roleType,
      lastName: users.lastName,
      firstName: users.firstName,
      emailAddress: users.email,
      schoolName: schools.name,
      extendedSchoolCode: schools.extendedSchoolCode,
    })
    .from(users)
    .leftJoin(schools, eq(schools.id, users.schoolId))
    .where(eq(users.id, sql.placeholder('userId'))),
);

export async function meRoutes(app: FastifyInstance, { db, clock }: { db: Db; clock: Clock }) {
  route(app, endpoints.me, async ({ principal }) => {
    const [[row]] = await Promise.all([
      meQuery(db).execute({ userId: principal.userId }),
      recordVisit(db, principal.userId, clock.now()),
    ]);
    if (!row) throw notFound();
    return {
      ...row,
      userStatusChoices: principal.userType === 'STAFF' ? userStatusChoices(principal) : [],
    };
  });

  // The XSRF cookie itself is set by the xsrf hook on every API answer.
  route(app, endpoints.start, async () => ({ ok: true as const }));
}
