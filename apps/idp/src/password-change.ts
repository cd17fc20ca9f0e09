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
  sameString,
  sendHtml,
  setCookie,
} from './http';
import type { RouteDeps } from './interactions';
import { changePasswordPage, messagePage } from './pages';

const CSRF_COOKIE = 'idp_csrf';
const CSRF_MAX_AGE = 60 * 60;

/**
 * GET/POST /password: the header's "change password" page. It always asks for the sign-in ID and
 * the current password, so it works with or without an IdP session. CSRF: double-submit cookie
 * (SameSite=Strict, HttpOnly) plus an Origin / Sec-Fetch-Site check.
 */
export async function passwordChangeRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { db, accounts, now, pages } = deps;
  const path = `${pages.base}/password`;
  const secure = pages.publicUrl.startsWith('https:');

  function form(
    req: FastifyRequest,
    reply: FastifyReply,
    opts: { loginId?: string; errors?: string[] },
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
    const hint =
      typeof req.query.login_hint === 'string' ? req.query.login_hint.slice(0, 254) : undefined;
    return form(req, reply, { loginId: hint });
  });

  app.post('/password', async (req, reply) => {
    const body = formOf(req);
    const loginId = (body.loginId ?? '').trim();
    if (crossSite(req, pages.publicUrl) || !sameString(readCookie(req, CSRF_COOKIE), body.csrf)) {
      return form(
        req,
        reply,
        {
          loginId,
          errors: ['画面の有効期限が切れました。お手数ですが、もう一度入力してください。'],
        },
        403,
      );
    }
    const current = body.currentPassword ?? '';
    const next = body.newPassword ?? '';
    if (!loginId || !current) {
      return form(
        req,
        reply,
        { loginId, errors: ['サインインIDと現在のパスワードを入力してください。'] },
        400,
      );
    }
    const policyErrors = checkPasswordPolicy(next, body.newPasswordConfirm ?? '');
    const account = await accounts.findByLoginId(loginId);
    const result = await authenticate(
      db,
      { userId: account?.accountId ?? null, loginId },
      current,
      now(),
    );
    if (!result.ok) {
      return form(
        req,
        reply,
        { loginId, errors: [AUTH_MESSAGES[result.reason]] },
        result.reason === 'locked' ? 429 : 401,
      );
    }
    if (policyErrors.length === 0 && next === current) policyErrors.push(SAME_AS_CURRENT);
    if (policyErrors.length > 0) return form(req, reply, { loginId, errors: policyErrors }, 400);

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
