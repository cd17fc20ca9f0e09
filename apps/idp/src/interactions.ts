import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { InteractionResults } from 'oidc-provider';
import type { AccountPort } from './index';
import type { IdpDb } from './keys';
import {
  AUTH_MESSAGES,
  SAME_AS_CURRENT,
  authenticate,
  checkPasswordPolicy,
  credentialState,
  setPassword,
  verifyPassword,
} from './credentials';
import { proceed, type FactorDeps } from './factor-flow';
import { readState, signState } from './factor-state';
import { factorManageRoutes } from './factor-manage';
import { factorRoutes } from './factor-routes';
import { formOf, refusedStatus, sendHtml } from './http';
import { messagePage, newPasswordPage, signInPage, type PageContext } from './pages';
import { authenticationOptions } from './passkeys';

export interface RouteDeps {
  provider: Provider;
  db: IdpDb;
  accounts: AccountPort;
  now: () => Date;
  pages: PageContext;
  clientId: string;
  /** HMAC key for state carried through forms. */
  secret: string;
  factors: FactorDeps;
}

export type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;

/** A route of an interaction's step: `/interaction/:uid/…`. */
export type InteractionParams = { Params: { uid: string } };

/** What the interaction's routes hand the second factor's routes (factor-routes, factor-manage). */
export interface InteractionHelpers {
  /** The interaction of this browser (bound to its interaction cookie), or null. */
  load: (
    req: FastifyRequest<InteractionParams>,
    reply: FastifyReply,
  ) => Promise<Interaction | null>;
  /** The page saying the sign-in expired (400). */
  expired: (reply: FastifyReply) => FastifyReply;
}

/** Sign-in (and, for a temporary password, setting a new one) inside an oidc-provider interaction. */
export async function interactionRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { provider, db, accounts, now, pages } = deps;
  const action = (uid: string, step: string) => `${pages.base}/interaction/${uid}/${step}`;

  function expired(reply: FastifyReply) {
    return sendHtml(
      reply,
      messagePage(
        pages,
        'サインイン',
        'サインイン画面の有効期限が切れました。お手数ですが、もう一度サインインしてください。',
        {
          href: `${pages.publicUrl}/lock`,
          label: 'サインイン画面へ',
        },
      ),
      400,
    );
  }

  /** The interaction of this browser (bound to its interaction cookie), or null. */
  async function load(req: FastifyRequest<{ Params: { uid: string } }>, reply: FastifyReply) {
    try {
      const details = await provider.interactionDetails(req.raw, reply.raw);
      return details.uid === req.params.uid ? details : null;
    } catch {
      return null;
    }
  }

  async function finish(req: FastifyRequest, reply: FastifyReply, result: InteractionResults) {
    const returnTo = await provider.interactionResult(req.raw, reply.raw, result, {
      mergeWithLastSubmission: false,
    });
    return reply.header('cache-control', 'no-store').redirect(returnTo, 303);
  }

  async function autoConsent(details: Interaction) {
    const { prompt, params, session, grantId } = details;
    const grant = grantId
      ? await provider.Grant.find(grantId)
      : new provider.Grant({ accountId: session!.accountId, clientId: String(params.client_id) });
    if (!grant) return null;
    const d = prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[] };
    if (d.missingOIDCScope) grant.addOIDCScope(d.missingOIDCScope.join(' '));
    if (d.missingOIDCClaims) grant.addOIDCClaims(d.missingOIDCClaims);
    return grant.save();
  }

  /** The sign-in form, with a fresh challenge for signing in with a passkey alone. */
  async function signInForm(
    reply: FastifyReply,
    details: Interaction,
    opts: { loginId: string; errors?: string[] },
    status = 200,
  ) {
    const options = await authenticationOptions(deps.factors.rp, { alone: true });
    const passkey = {
      action: action(details.uid, 'passkey'),
      token: signState(deps, { uid: details.uid, ch: options.challenge }),
      options,
    };
    return sendHtml(
      reply,
      signInPage(pages, action(details.uid, 'login'), { ...opts, passkey }),
      status,
    );
  }

  app.get<{ Params: { uid: string } }>('/interaction/:uid', async (req, reply) => {
    const details = await load(req, reply);
    if (!details) return expired(reply);
    if (details.prompt.name === 'login') {
      const hint = typeof details.params.login_hint === 'string' ? details.params.login_hint : '';
      return signInForm(reply, details, { loginId: hint });
    }
    if (
      details.prompt.name === 'consent' &&
      details.params.client_id === deps.clientId &&
      details.session
    ) {
      const grantId = await autoConsent(details);
      if (grantId) return finish(req, reply, { consent: { grantId } });
    }
    return expired(reply);
  });

  app.post<{ Params: { uid: string } }>('/interaction/:uid/login', async (req, reply) => {
    const details = await load(req, reply);
    if (!details || details.prompt.name !== 'login') return expired(reply);
    const form = formOf(req);
    const loginId = (form.loginId ?? '').trim();
    const password = form.password ?? '';
    const retry = (message: string, status: number) =>
      signInForm(reply, details, { loginId, errors: [message] }, status);
    if (!loginId || !password) return retry('サインインIDとパスワードを入力してください。', 400);

    const account = await accounts.findByLoginId(loginId);
    const result = await authenticate(
      db,
      { userId: account?.accountId ?? null, loginId, address: req.ip },
      password,
      now(),
    );
    if (!result.ok) {
      // For the operator asked why someone cannot sign in: the account and the reason, never the
      // password, and no ID that matches no account (people type their password there too).
      req.log.info(
        {
          account: account?.accountId ?? null,
          reason: account || result.reason !== 'invalid' ? result.reason : 'unknown-sign-in-id',
          ...('retryAfterSeconds' in result ? { retryAfterSeconds: result.retryAfterSeconds } : {}),
        },
        'sign-in refused',
      );
      return retry(AUTH_MESSAGES[result.reason], refusedStatus(reply, result));
    }
    return proceed(
      deps,
      req,
      reply,
      details,
      { uid: details.uid, sub: result.userId, ca: result.changedAt, f: 0, amr: ['pwd'] },
      () => expired(reply),
    );
  });

  app.post<{ Params: { uid: string } }>('/interaction/:uid/new-password', async (req, reply) => {
    const details = await load(req, reply);
    if (!details || details.prompt.name !== 'login') return expired(reply);
    const form = formOf(req);
    const token = form.token ?? '';
    const pending = readState(deps, token, details.uid);
    if (!pending) return expired(reply);
    // Bound to the temporary password it was issued for: once changed (or re-issued), it is spent.
    const state = await credentialState(db, pending.sub);
    if (!state || !state.mustChange || state.changedAt !== pending.ca) return expired(reply);
    const claims = await accounts.findClaims(pending.sub);
    if (!claims) return expired(reply);

    const password = form.newPassword ?? '';
    const errors = checkPasswordPolicy(password, form.newPasswordConfirm ?? '', {
      loginId: claims.email,
    });
    if (errors.length === 0 && (await verifyPassword(password, state.passwordHash)))
      errors.push(SAME_AS_CURRENT);
    if (errors.length > 0) {
      return sendHtml(
        reply,
        newPasswordPage(pages, action(details.uid, 'new-password'), token, errors),
        400,
      );
    }
    await setPassword(db, pending.sub, password, { temporary: false, now: now() });
    // The second factor, if the account must enrol one, follows (factor-flow.ts).
    return proceed(deps, req, reply, details, pending, () => expired(reply));
  });

  await factorRoutes(app, deps, {
    load,
    expired,
    signInAgain: (reply, details, errors) =>
      signInForm(reply, details, { loginId: '', errors }, 401),
  });
  await factorManageRoutes(app, deps, { load, expired });
}
