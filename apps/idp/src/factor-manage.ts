import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import { and, eq } from 'drizzle-orm';
import type { AccountClaims } from './index';
import { confirmTotpSetup, finishSignIn, showTotpSetup } from './factor-flow';
import { isManaging, showManagePage } from './factor-manage-view';
import { FACTOR_MESSAGES, recoveryCodesPage } from './factor-pages';
import { formsOf, readState, signState, withMethods, type SignInState } from './factor-state';
import {
  factorSummary,
  hasFactor,
  issueRecoveryCodes,
  saveTotp,
  savePasskey,
} from './factor-store';
import { formOf, parsedJson, sendHtml } from './http';
import type { InteractionHelpers, InteractionParams, RouteDeps } from './interactions';
import type { IdpDb } from './keys';
import { verifyRegistration } from './passkeys';
import { passkeys, recoveryCodes, totpFactors } from './schema';

export const MANAGE_MESSAGES = {
  lastRequired:
    '2段階認証が必須のアカウントのため、最後の方法は削除できません。先に別の方法を追加してください。',
  notFound: '削除する方法が見つかりません。画面を更新してください。',
  totpAdded: '認証アプリを設定しました。',
  passkeyAdded: 'パスキーを追加しました。',
  removed: '削除しました。',
  off: '2段階認証を使わない設定にしました。リカバリーコードも使えなくなりました。',
} as const;

const MANAGE_TOTP_STEPS = { confirm: 'manage/totp/confirm', back: 'manage', backLabel: '戻る' };

/**
 * Removes one factor (`totp`, or `passkey:<credential id>`) unless it is the last one of an account
 * that must have one. The last factor of any other account goes with its recovery codes: nothing
 * would be left for them to stand in for.
 */
async function removeFactor(
  db: IdpDb,
  sub: string,
  factor: string,
  required: boolean,
): Promise<keyof typeof MANAGE_MESSAGES> {
  return db.transaction(async (tx) => {
    const [totp] = await tx
      .select()
      .from(totpFactors)
      .where(eq(totpFactors.userId, sub))
      .for('update');
    const keys = await tx.select().from(passkeys).where(eq(passkeys.userId, sub)).for('update');
    const count = (totp ? 1 : 0) + keys.length;
    const credentialId = factor.startsWith('passkey:') ? factor.slice('passkey:'.length) : null;
    const exists =
      factor === 'totp'
        ? !!totp
        : !!credentialId && keys.some((k) => k.credentialId === credentialId);
    if (!exists) return 'notFound';
    if (required && count <= 1) return 'lastRequired';
    if (factor === 'totp') await tx.delete(totpFactors).where(eq(totpFactors.userId, sub));
    else
      await tx
        .delete(passkeys)
        .where(and(eq(passkeys.userId, sub), eq(passkeys.credentialId, credentialId!)));
    if (count > 1) return 'removed';
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, sub));
    return 'off';
  });
}

/**
 * Managing one's own second factors (docs/decisions/second-factors.md), after a sign-in the portal
 * started with `tayori_action=second-factors`: adding an authenticator app (or setting it up again
 * on another phone) or a passkey, removing one, new recovery codes, and back to the portal.
 */
export async function factorManageRoutes(
  app: FastifyInstance,
  deps: RouteDeps,
  helpers: InteractionHelpers,
): Promise<void> {
  const { db, now, pages, factors } = deps;

  /** The interaction, its state (past every factor: `m`) and the account, or null. */
  async function managing(req: FastifyRequest<InteractionParams>, reply: FastifyReply) {
    const details = await helpers.load(req, reply);
    if (!details || details.prompt.name !== 'login' || !isManaging(details)) return null;
    const state = readState(deps, formOf(req).token, details.uid);
    if (!state || state.m !== 1) return null;
    const claims = await deps.accounts.findClaims(state.sub);
    return claims ? { details, state, claims } : null;
  }
  const show = (
    reply: FastifyReply,
    m: { state: SignInState; claims: AccountClaims },
    opts?: { notice?: string; errors?: string[] },
  ) => showManagePage(deps, reply, m.state, m.claims, opts);

  /** After a factor is added: the first one's recovery codes, or the page again. */
  async function added(
    reply: FastifyReply,
    m: { state: SignInState; claims: AccountClaims },
    methods: string[],
    notice: string,
  ) {
    const state = { ...m.state, amr: withMethods(m.state.amr, ...methods), f: 1 as const };
    const summary = await factorSummary(db, state.sub);
    if ((summary.totp ? 1 : 0) + summary.passkeys > 1 || summary.recoveryCodesLeft > 0)
      return show(reply, { ...m, state }, { notice });
    const codes = await issueRecoveryCodes(db, state.sub, now());
    const token = signState(deps, { ...state, ch: undefined, sec: undefined });
    return sendHtml(
      reply,
      recoveryCodesPage(pages, formsOf(deps, state.uid, token), codes, { next: 'manage' }),
    );
  }

  app.post<InteractionParams>('/interaction/:uid/manage', async (req, reply) => {
    const m = await managing(req, reply);
    return m ? show(reply, m) : helpers.expired(reply);
  });

  app.post<InteractionParams>('/interaction/:uid/manage/totp', async (req, reply) => {
    const m = await managing(req, reply);
    if (!m) return helpers.expired(reply);
    return showTotpSetup(deps, reply, m.state, m.claims.email, MANAGE_TOTP_STEPS);
  });
  app.post<InteractionParams>('/interaction/:uid/manage/totp/confirm', async (req, reply) => {
    const m = await managing(req, reply);
    const sec = m?.state.sec;
    if (!m || typeof sec !== 'string') return helpers.expired(reply);
    const state = { ...m.state, sec };
    const set = await confirmTotpSetup(deps, req, reply, state, m.claims.email, MANAGE_TOTP_STEPS);
    if (!('step' in set)) return set;
    await saveTotp(db, factors.box, m.state.sub, set.secret, set.step, now());
    return added(reply, m, ['otp', 'mfa'], MANAGE_MESSAGES.totpAdded);
  });

  app.post<InteractionParams>('/interaction/:uid/manage/passkey', async (req, reply) => {
    const m = await managing(req, reply);
    if (!m || !m.state.ch) return helpers.expired(reply);
    const response = parsedJson<RegistrationResponseJSON>(formOf(req).response);
    const key = response && (await verifyRegistration(factors.rp, response, m.state.ch));
    if (!key) return show(reply, m, { errors: [FACTOR_MESSAGES.passkey] });
    await savePasskey(db, { userId: m.state.sub, ...key }, now());
    return added(reply, m, ['hwk', 'mfa'], MANAGE_MESSAGES.passkeyAdded);
  });

  app.post<InteractionParams>('/interaction/:uid/manage/remove', async (req, reply) => {
    const m = await managing(req, reply);
    if (!m) return helpers.expired(reply);
    const required = factors.required(m.claims);
    const outcome = await removeFactor(db, m.state.sub, formOf(req).factor ?? '', required);
    req.log.info({ account: m.state.sub, outcome }, 'second factor removal');
    return outcome === 'removed' || outcome === 'off'
      ? show(reply, m, { notice: MANAGE_MESSAGES[outcome] })
      : show(reply, m, { errors: [MANAGE_MESSAGES[outcome]] });
  });

  app.post<InteractionParams>('/interaction/:uid/manage/recovery-codes', async (req, reply) => {
    const m = await managing(req, reply);
    if (!m) return helpers.expired(reply);
    if (!hasFactor(await factorSummary(db, m.state.sub))) return show(reply, m);
    const codes = await issueRecoveryCodes(db, m.state.sub, now());
    const token = signState(deps, { ...m.state, ch: undefined, sec: undefined });
    return sendHtml(
      reply,
      recoveryCodesPage(pages, formsOf(deps, m.state.uid, token), codes, {
        next: 'manage',
        lead: '新しいリカバリーコードを発行しました。これまでのコードは使えません。',
      }),
    );
  });

  app.post<InteractionParams>('/interaction/:uid/manage/done', async (req, reply) => {
    const m = await managing(req, reply);
    if (!m) return helpers.expired(reply);
    return finishSignIn(deps, req, reply, { ...m.state, ch: undefined, sec: undefined });
  });
}
