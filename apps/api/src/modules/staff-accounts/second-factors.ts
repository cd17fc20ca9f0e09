import type { FastifyInstance } from 'fastify';
import { endpoints, isAllowed, messages, type StaffSecondFactors } from '@tayori/contract';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { recordAudit } from '../../platform/data/audit';
import { forbidden, notFound } from '../../platform/http/errors';
import { route } from '../../platform/http/http';
import {
  listedSecondFactors,
  resetAccountSecondFactors,
} from '../../platform/identity/bundled-idp';
import { secondFactorRequired } from '../../platform/identity/assurance';
import type { Principal } from '../../platform/identity/auth';
import { enqueueOne, type Jobs } from '../../platform/jobs';
import { findStaffAccount } from '../../domain/accounts/directory';
import { secondFactorResetMailJob } from './second-factor-mail';

export interface SecondFactorDeps {
  db: Db;
  clock: Clock;
  config: Config;
  jobs: Jobs;
}

async function factorsOf(
  d: SecondFactorDeps,
  p: Principal,
  account: { uid: string; userType: string; roleType: string | null },
): Promise<StaffSecondFactors> {
  const managed = d.config.oidc.bundled;
  const factors = await listedSecondFactors(d.db, managed, account.uid);
  return {
    factors,
    required: secondFactorRequired(d.config.secondFactor.roles, account),
    managed,
    abilities: {
      reset:
        managed &&
        account.uid !== p.userId &&
        isAllowed(endpoints.staffSecondFactorsReset.access, p) &&
        factors.some((f) => f.kind !== 'RECOVERY_CODES'),
    },
  };
}

/**
 * The staff detail's second factors (docs/decisions/second-factors.md): listed for those who see
 * the detail; reset by a system administrator, never their own (another administrator does it, so
 * a stolen session cannot drop its owner's factor). A reset removes every factor, ends the
 * account's sessions, is audited and mails the account.
 */
export async function secondFactorRoutes(app: FastifyInstance, d: SecondFactorDeps) {
  route(app, endpoints.staffSecondFactors, async ({ params, principal }) => {
    const account = await findStaffAccount(d.db, params.id);
    if (!account) throw notFound();
    return factorsOf(d, principal, account);
  });
  route(app, endpoints.staffSecondFactorsReset, async ({ params, principal }) => {
    const account = await findStaffAccount(d.db, params.id);
    if (!account) throw notFound();
    if (account.uid === principal.userId) throw forbidden(messages.second_factor_reset_own);
    if (!d.config.oidc.bundled) throw forbidden();
    const now = d.clock.now();
    const removed = await resetAccountSecondFactors(d.db, account.uid);
    await recordAudit(d.db, {
      actorUserId: principal.userId,
      action: 'reset-second-factors',
      entity: 'staff',
      entityId: account.uid,
      detail: { factors: removed },
    });
    if (removed > 0)
      await enqueueOne(d.jobs, secondFactorResetMailJob, {
        userId: account.uid,
        at: now.toISOString(),
      });
    return factorsOf(d, principal, account);
  });
}
