import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  AUTH_MESSAGES,
  SAME_AS_CURRENT,
  authenticate,
  checkPasswordPolicy,
  setPassword,
} from './credentials';
import {
  crossSite,
  formOf,
  randomToken,
  readCookie,
  refusedStatus,
  sameString,
  sendHtml,
  setCookie,
} from './http';
import type { RouteDeps } from './interactions';
import { changePasswordPage, messagePage } from './pages';

const CSRF_COOKIE = 'idp_csrf';
const CSRF_MAX_AGE = 60 * 60;

/**
 * GET/POST /password: the header's "change password" page. A user signed in at the IdP (the
 * portal's menu opens it in the same browser) changes their own account's password: the sign-in ID
 * comes from the IdP session and is shown, not asked. Without a session it asks for the sign-in ID.
 * Either way the current password must be given, and it is checked with the sign-in form's lockout.
 * CSRF: double-submit cookie (SameSite=Strict, HttpOnly) plus an Origin / Sec-Fetch-Site check.
 */
export async function passwordChangeRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { db, accounts, now, pages, provider } = deps;
  const path = `${pages.base}/password`;
  const secure = pages.publicUrl.startsWith('https:');

  /** The sign-in ID of the account signed in at the IdP in this browser, or undefined. */
  async function sessionLoginId(req: FastifyRequest, reply: FastifyReply) {
    try {
      const session = await provider.Session.get(provider.createContext(req.raw, reply.raw));
      return session.accountId ? (await accounts.findClaims(session.accountId))?.email : undefined;
    } catch {
      return undefined;
    }
  }

  function form(
    req: FastifyRequest,
    reply: FastifyReply,
    opts: { loginId?: string; signedIn?: boolean; errors?: string[] },
    status = 200,
  ) {
    let csrf = readCookie(req, CSRF_COOKIE);
    if (!csrf || csrf.length < 32) {
      csrf = randomToken();
      setCookie(reply, CSRF_COOKIE, csrf, { path, secure, maxAge: CSRF_MAX_AGE });
    }
    return sendHtml(reply, changePasswordPage(pages, path, csrf, opts), status);
  }

  app.get<{ Querystring: { login_hint?: string } }>('/password', async (req, reply) => {
    const signedIn = await sessionLoginId(req, reply);
    const hint =
      typeof req.query.login_hint === 'string' ? req.query.login_hint.slice(0, 254) : undefined;
    return form(req, reply, { loginId: signedIn ?? hint, signedIn: !!signedIn });
  });

  app.post('/password', async (req, reply) => {
    const body = formOf(req);
    const signedIn = await sessionLoginId(req, reply);
    const loginId = signedIn ?? (body.loginId ?? '').trim();
    const again = (errors: string[], status: number) =>
      form(req, reply, { loginId, signedIn: !!signedIn, errors }, status);
    if (crossSite(req, pages.publicUrl) || !sameString(readCookie(req, CSRF_COOKIE), body.csrf)) {
      return again(['画面の有効期限が切れました。お手数ですが、もう一度入力してください。'], 403);
    }
    const current = body.currentPassword ?? '';
    const next = body.newPassword ?? '';
    if (!loginId || !current) {
      return again(
        [
          signedIn
            ? '現在のパスワードを入力してください。'
            : 'サインインIDと現在のパスワードを入力してください。',
        ],
        400,
      );
    }
    const policyErrors = checkPasswordPolicy(next, body.newPasswordConfirm ?? '', { loginId });
    const account = await accounts.findByLoginId(loginId);
    const result = await authenticate(
      db,
      { userId: account?.accountId ?? null, loginId, address: req.ip },
      current,
      now(),
    );
    if (!result.ok) {
      return again([AUTH_MESSAGES[result.reason]], refusedStatus(reply, result));
    }
    if (policyErrors.length === 0 && next === current) policyErrors.push(SAME_AS_CURRENT);
    if (policyErrors.length > 0) return again(policyErrors, 400);

    await setPassword(db, result.userId, next, { temporary: false, now: now() });
    setCookie(reply, CSRF_COOKIE, '', { path, secure, maxAge: 0 });
    return sendHtml(
      reply,
      messagePage(
        pages,
        'パスワード変更',
        'パスワードを変更しました。次回のサインインから新しいパスワードをお使いください。',
        {
          href: `${pages.publicUrl}/home`,
          label: 'ポータルに戻る',
        },
      ),
    );
  });
}
