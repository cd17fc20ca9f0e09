import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { AUTH_MESSAGES, credentialState } from './credentials';
import {
  checkTotp,
  factorSummary,
  findPasskey,
  hasFactor,
  issueRecoveryCodes,
  saveTotp,
  savePasskey,
  usePasskey,
  useRecoveryCode,
} from './factor-store';
import {
  confirmTotpSetup,
  proceed,
  showEnrolChoice,
  showFactorPage,
  showTotpSetup,
} from './factor-flow';
import { FACTOR_MESSAGES } from './factor-pages';
import {
  formsOf,
  readChallenge,
  readState,
  signState,
  withMethods,
  type SignInState,
} from './factor-state';
import { recoveryCodesPage } from './factor-pages';
import { formOf, parsedJson, sendHtml } from './http';
import type { Interaction, InteractionHelpers, InteractionParams, RouteDeps } from './interactions';
import { userHandleOf, verifyAssertion, verifyRegistration } from './passkeys';
import { countFactorAttempt, clearFactorCount } from './sign-in-limits';

/**
 * The second factor inside an oidc-provider interaction (docs/decisions/second-factors.md): the
 * step after the password (an authenticator app's code, a passkey, a recovery code; wrong ones
 * count toward the sign-in ID's lockout), enrolment when the policy requires a factor, and signing
 * in with a passkey alone from the sign-in page.
 */
export async function factorRoutes(
  app: FastifyInstance,
  deps: RouteDeps,
  helpers: InteractionHelpers & {
    signInAgain: (
      reply: FastifyReply,
      details: Interaction,
      errors: string[],
    ) => Promise<FastifyReply>;
  },
): Promise<void> {
  const { db, now, pages, factors } = deps;

  /** The interaction and the state its form carries, or null (then: expired). */
  async function stateOf(req: FastifyRequest<InteractionParams>, reply: FastifyReply) {
    const details = await helpers.load(req, reply);
    if (!details || details.prompt.name !== 'login') return null;
    const state = readState(deps, formOf(req).token, details.uid);
    return state ? { details, state } : null;
  }
  const next = (req: FastifyRequest, reply: FastifyReply, d: Interaction, s: SignInState) =>
    proceed(deps, req, reply, d, s, () => helpers.expired(reply));

  /** One counted attempt at a factor; refused (locked) or checked by `check`. */
  async function attempt(
    req: FastifyRequest<InteractionParams>,
    reply: FastifyReply,
    kind: 'code' | 'recovery' | 'passkey',
    check: (state: SignInState) => Promise<string[] | null>,
  ) {
    const found = await stateOf(req, reply);
    if (!found || found.state.f) return helpers.expired(reply);
    const { details, state } = found;
    const counted = await countFactorAttempt(db, state.sub, now());
    const refuse = (message: string, status: number) =>
      showFactorPage(deps, reply, state, {
        errors: [message],
        recovery: kind === 'recovery',
        status,
      });
    if (!counted.admitted) {
      reply.header('retry-after', String(counted.retryAfterSeconds));
      return refuse(AUTH_MESSAGES.locked, 429);
    }
    const methods = await check(state);
    if (!methods) {
      req.log.info({ account: state.sub, factor: kind }, 'second factor refused');
      if (counted.last) {
        reply.header('retry-after', String(counted.retryAfterSeconds));
        return refuse(AUTH_MESSAGES.locked, 429);
      }
      return refuse(FACTOR_MESSAGES[kind], 401);
    }
    await clearFactorCount(db, state.sub);
    return next(req, reply, details, { ...state, f: 1, amr: withMethods(state.amr, ...methods) });
  }

  app.post<InteractionParams>('/interaction/:uid/factor', (req, reply) =>
    attempt(req, reply, 'code', async (s) =>
      (await checkTotp(db, factors.box, s.sub, formOf(req).code ?? '', now()))
        ? ['otp', 'mfa']
        : null,
    ),
  );
  app.post<InteractionParams>('/interaction/:uid/factor-recovery', (req, reply) =>
    attempt(req, reply, 'recovery', async (s) =>
      (await useRecoveryCode(db, s.sub, formOf(req).recoveryCode ?? '', now()))
        ? ['otp', 'mfa']
        : null,
    ),
  );
  app.post<InteractionParams>('/interaction/:uid/factor-passkey', (req, reply) =>
    attempt(req, reply, 'passkey', async (s) => {
      const response = parsedJson<AuthenticationResponseJSON>(formOf(req).response);
      const key = response && s.ch ? await findPasskey(db, response.id) : null;
      if (!response || !key || key.userId !== s.sub) return null;
      const counter = await verifyAssertion(factors.rp, response, s.ch!, key, false);
      if (counter === null || !(await usePasskey(db, key.credentialId, counter, now())))
        return null;
      return ['hwk', 'mfa'];
    }),
  );

  /** Enrolment steps: only for an account without a factor (a password alone must not add one). */
  async function enrolling(req: FastifyRequest<InteractionParams>, reply: FastifyReply) {
    const found = await stateOf(req, reply);
    if (!found || found.state.f) return null;
    const summary = await factorSummary(db, found.state.sub);
    const claims = await deps.accounts.findClaims(found.state.sub);
    return hasFactor(summary) || !claims ? null : { ...found, claims };
  }
  async function enrolled(reply: FastifyReply, state: SignInState, methods: string[]) {
    const codes = await issueRecoveryCodes(db, state.sub, now());
    const token = signState(deps, {
      ...state,
      f: 1,
      amr: withMethods(state.amr, ...methods),
      ch: undefined,
      sec: undefined,
    });
    return sendHtml(reply, recoveryCodesPage(pages, formsOf(deps, state.uid, token), codes));
  }

  app.post<InteractionParams>('/interaction/:uid/enrol', async (req, reply) => {
    const e = await enrolling(req, reply);
    return e ? showEnrolChoice(deps, reply, e.state, e.claims) : helpers.expired(reply);
  });
  app.post<InteractionParams>('/interaction/:uid/enrol-totp', async (req, reply) => {
    const e = await enrolling(req, reply);
    return e ? showTotpSetup(deps, reply, e.state, e.claims.email) : helpers.expired(reply);
  });
  app.post<InteractionParams>('/interaction/:uid/enrol-totp/confirm', async (req, reply) => {
    const e = await enrolling(req, reply);
    const sec = e?.state.sec;
    if (!e || typeof sec !== 'string') return helpers.expired(reply);
    const set = await confirmTotpSetup(deps, req, reply, { ...e.state, sec }, e.claims.email);
    if (!('step' in set)) return set;
    await saveTotp(db, factors.box, e.state.sub, set.secret, set.step, now());
    return enrolled(reply, e.state, ['otp', 'mfa']);
  });
  app.post<InteractionParams>('/interaction/:uid/enrol-passkey', async (req, reply) => {
    const e = await enrolling(req, reply);
    if (!e || !e.state.ch) return helpers.expired(reply);
    const response = parsedJson<RegistrationResponseJSON>(formOf(req).response);
    const key = response && (await verifyRegistration(factors.rp, response, e.state.ch));
    if (!key) return showEnrolChoice(deps, reply, e.state, e.claims, [FACTOR_MESSAGES.passkey]);
    await savePasskey(db, { userId: e.state.sub, ...key }, now());
    return enrolled(reply, e.state, ['hwk', 'mfa']);
  });
  app.post<InteractionParams>('/interaction/:uid/continue', async (req, reply) => {
    const found = await stateOf(req, reply);
    if (!found || !found.state.f) return helpers.expired(reply);
    return next(req, reply, found.details, { ...found.state, ch: undefined, sec: undefined });
  });

  // A passkey alone, from the sign-in page: its user handle names the account.
  app.post<InteractionParams>('/interaction/:uid/passkey', async (req, reply) => {
    const details = await helpers.load(req, reply);
    if (!details || details.prompt.name !== 'login') return helpers.expired(reply);
    const challenge = readChallenge(deps, formOf(req).token, details.uid);
    const response = parsedJson<AuthenticationResponseJSON>(formOf(req).response);
    const sub = response && userHandleOf(response);
    const key = response && challenge && sub ? await findPasskey(db, response.id) : null;
    const counter =
      key && key.userId === sub
        ? await verifyAssertion(factors.rp, response!, challenge!, key, true)
        : null;
    const credential = key && counter !== null ? await credentialState(db, key.userId) : null;
    if (
      !key ||
      counter === null ||
      !(await deps.accounts.findClaims(key.userId)) ||
      !(await usePasskey(db, key.credentialId, counter, now()))
    ) {
      req.log.info({ account: key?.userId ?? null }, 'passkey sign-in refused');
      return helpers.signInAgain(reply, details, [FACTOR_MESSAGES.passkey]);
    }
    return next(req, reply, details, {
      uid: details.uid,
      sub: key.userId,
      ca: credential?.changedAt ?? 0,
      f: 1,
      amr: ['hwk', 'user', 'mfa'],
    });
  });
}
