import escapeHtml from 'escape-html';
import { brandColors, fontStack } from '@tayori/contract';
import { passkeyButton } from './passkey-button';
import { PASSWORD_POLICY } from './password-policy';

/** Japanese, server-rendered pages of the IdP. No inline script (CSP script-src 'self'). */

export { escapeHtml };

export interface PageContext {
  /** e.g. /idp — where the plugin's assets live. */
  base: string;
  publicUrl: string;
}

/**
 * The page frame, in the portal's look: its header (the logo leads home, except while signing in,
 * where home would only lead back here, as on the portal's identity-check pages), its favicon (the
 * SPA's, served by the portal) and its fonts and colours (the contract's `look`).
 */
export function layout(
  ctx: PageContext,
  title: string,
  body: string,
  opts: { script?: boolean; passkey?: boolean; logoLink?: boolean } = {},
): string {
  const home = `${ctx.publicUrl}/home`;
  const logo =
    opts.logoLink === false
      ? '<span class="logo">Tayori</span>'
      : `<a class="logo" href="${escapeHtml(home)}" aria-label="Tayori ホーム">Tayori</a>`;
  return `<!doctype html>
<html lang="ja">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="theme-color" content="${brandColors.primary}">
<title>${escapeHtml(title)} | Tayori</title>
<link rel="icon" href="${escapeHtml(ctx.publicUrl)}/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${ctx.base}/assets/style.css">
${opts.script ? `<script src="${ctx.base}/assets/auto-submit.js" defer></script>` : ''}
${opts.passkey ? `<script src="${ctx.base}/assets/webauthn.js" defer></script><script src="${ctx.base}/assets/passkey.js" defer></script>` : ''}
</head>
<body>
<header class="appbar">${logo}</header>
<main class="card">
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>`;
}

export function alerts(messages: string[]): string {
  if (messages.length === 0) return '';
  return `<div class="alert" role="alert">${messages.map((m) => `<p>${escapeHtml(m)}</p>`).join('')}</div>`;
}

export function field(name: string, label: string, type: string, extra = ''): string {
  return `<div class="field"><label for="${name}">${escapeHtml(label)}</label>
<input id="${name}" name="${name}" type="${type}" ${extra}></div>`;
}

export function signInPage(
  ctx: PageContext,
  action: string,
  opts: {
    loginId?: string;
    errors?: string[];
    /** Signing in with a passkey alone (docs/decisions/second-factors.md). */
    passkey?: { action: string; token: string; options: unknown };
  },
): string {
  return layout(
    ctx,
    'サインイン',
    `${alerts(opts.errors ?? [])}
<form method="post" action="${escapeHtml(action)}" novalidate>
${field('loginId', 'サインインID（メールアドレス）', 'email', `autocomplete="username" required value="${escapeHtml(opts.loginId ?? '')}"${opts.loginId ? '' : ' autofocus'}`)}
${field('password', 'パスワード', 'password', `autocomplete="current-password" required${opts.loginId ? ' autofocus' : ''}`)}
<button type="submit" class="primary">サインイン</button>
</form>
${opts.passkey ? `<div class="or" aria-hidden="true">または</div>${passkeyButton(opts.passkey, 'authenticate', opts.passkey.options, 'パスキーを使う', 'secondary')}` : ''}
<p class="note">パスワードを忘れた場合や初めてお使いの場合は、学生の方は<a href="${escapeHtml(ctx.publicUrl)}/identification">本人確認</a>を行うと仮パスワードがSMSで届きます。教職員の方は学校の担当者にお問い合わせください。</p>`,
    { logoLink: false, passkey: !!opts.passkey },
  );
}

function policy(): string {
  return `<div class="policy"><p>パスワードの条件</p><ul>${PASSWORD_POLICY.map((p) => `<li>${escapeHtml(p)}</li>`).join('')}</ul></div>`;
}

export function newPasswordPage(
  ctx: PageContext,
  action: string,
  token: string,
  errors: string[] = [],
): string {
  return layout(
    ctx,
    '新しいパスワードの設定',
    `<p>仮パスワードでサインインしました。引き続きご利用いただくには、新しいパスワードを設定してください。</p>
${alerts(errors)}
${policy()}
<form method="post" action="${escapeHtml(action)}" novalidate>
<input type="hidden" name="token" value="${escapeHtml(token)}">
${field('newPassword', '新しいパスワード', 'password', 'autocomplete="new-password" required autofocus minlength="8" maxlength="64"')}
${field('newPasswordConfirm', '新しいパスワード（確認）', 'password', 'autocomplete="new-password" required minlength="8" maxlength="64"')}
<button type="submit" class="primary">設定してサインイン</button>
</form>`,
    { logoLink: false },
  );
}

/**
 * The change-password form. `signedIn`: the sign-in ID comes from the IdP session, shown read-only
 * (and sent, so password managers know which entry changes); otherwise it is asked for.
 */
export function changePasswordPage(
  ctx: PageContext,
  action: string,
  csrf: string,
  opts: { loginId?: string; signedIn?: boolean; errors?: string[] },
): string {
  const loginId = escapeHtml(opts.loginId ?? '');
  const idField = opts.signedIn
    ? field(
        'loginId',
        'サインインID（メールアドレス）',
        'email',
        `autocomplete="username" readonly value="${loginId}"`,
      )
    : field(
        'loginId',
        'サインインID（メールアドレス）',
        'email',
        `autocomplete="username" required value="${loginId}"${opts.loginId ? '' : ' autofocus'}`,
      );
  return layout(
    ctx,
    'パスワード変更',
    `${alerts(opts.errors ?? [])}
${policy()}
<form method="post" action="${escapeHtml(action)}" novalidate>
<input type="hidden" name="csrf" value="${escapeHtml(csrf)}">
${idField}
${field('currentPassword', '現在のパスワード', 'password', `autocomplete="current-password" required${opts.loginId ? ' autofocus' : ''}`)}
${field('newPassword', '新しいパスワード', 'password', 'autocomplete="new-password" required minlength="8" maxlength="64"')}
${field('newPasswordConfirm', '新しいパスワード（確認）', 'password', 'autocomplete="new-password" required minlength="8" maxlength="64"')}
<button type="submit" class="primary">変更する</button>
</form>`,
  );
}

export function messagePage(
  ctx: PageContext,
  title: string,
  message: string,
  link?: { href: string; label: string },
): string {
  return layout(
    ctx,
    title,
    `<p>${escapeHtml(message)}</p>${link ? `<p><a class="button" href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : ''}`,
  );
}

/** Any other path under the IdP (oidc-provider's own endpoints keep their JSON errors). */
export function notFoundPage(ctx: PageContext): string {
  return messagePage(
    ctx,
    'ページが見つかりません',
    'お探しのページは見つかりませんでした。ページが削除されたか、URLが変更された可能性があります。',
    { href: `${ctx.publicUrl}/home`, label: 'ポータルに戻る' },
  );
}

export function logoutPage(ctx: PageContext, form: string): string {
  // `form` is oidc-provider's <form id="op.logoutForm"> with its xsrf field; auto-submit.js posts it.
  return layout(
    ctx,
    'サインアウト',
    `<p>サインアウトしています…</p>
${form}
<button type="submit" class="primary" form="op.logoutForm" name="logout" value="yes">サインアウト</button>`,
    { script: true },
  );
}

/**
 * The portal's look in plain CSS: MUI's white app bar with a divider and the orange logo (h6, 700),
 * its page background, body text and button colours, its breakpoint (600 px) for the bar's height.
 */
export const STYLE_CSS = `*{box-sizing:border-box}
[hidden]{display:none!important}
html{-webkit-text-size-adjust:100%}
body{margin:0;background:${brandColors.background};color:rgba(0,0,0,.87);font-family:${fontStack};font-size:16px;line-height:1.7;letter-spacing:.00938em;line-break:strict;overflow-wrap:anywhere}
.appbar{position:sticky;top:0;z-index:1;display:flex;align-items:center;min-height:56px;padding:0 16px;background:#fff;border-bottom:1px solid rgba(0,0,0,.12)}
.appbar .logo{font-size:1.25rem;font-weight:700;line-height:1.6;letter-spacing:.0075em;color:${brandColors.primary};text-decoration:none}
.card{background:#fff;max-width:480px;margin:32px auto;padding:24px 28px;border-radius:4px;box-shadow:0 2px 1px -1px rgba(0,0,0,.2),0 1px 1px 0 rgba(0,0,0,.14),0 1px 3px 0 rgba(0,0,0,.12)}
h1{font-size:1.5rem;margin:0 0 16px;font-weight:700;line-height:1.4}
.field{margin-bottom:16px}
label{display:block;font-size:14px;font-weight:700;margin-bottom:4px}
input[type=email],input[type=password],input[type=text]{width:100%;padding:12px;font:inherit;font-size:16px;border:1px solid rgba(0,0,0,.38);border-radius:4px;background:#fff;color:inherit}
input[readonly]{background:#f5f5f5;border-color:rgba(0,0,0,.23)}
input:focus{outline:2px solid ${brandColors.primary};outline-offset:0;border-color:${brandColors.primary}}
button,.button{display:inline-block;border:0;border-radius:4px;padding:12px 16px;font:inherit;font-size:16px;font-weight:700;cursor:pointer;text-decoration:none;text-align:center}
button.primary,.button{background:${brandColors.primary};color:#fff;width:100%}
button.primary:hover,.button:hover{background:${brandColors.primaryDark}}
button:focus-visible,.button:focus-visible,a:focus-visible{outline:3px solid #1976d2;outline-offset:2px}
.alert{background:#fdeded;color:#5f2120;border-left:4px solid #d32f2f;padding:8px 12px;margin-bottom:16px;border-radius:4px}
.alert p{margin:4px 0}
.policy{background:#fff4e5;border-radius:4px;padding:8px 12px;margin-bottom:16px;font-size:14px}
.policy p{margin:0;font-weight:700}.policy ul{margin:4px 0 0;padding-left:20px}
.note{font-size:14px;color:rgba(0,0,0,.6);margin-top:20px}
a{color:${brandColors.primary}}
button.secondary{background:#fff;color:${brandColors.primary};border:1px solid ${brandColors.primary};width:100%}
button.secondary:hover{background:#fff4e5}
button.link{background:none;color:${brandColors.primary};padding:8px 0;font-weight:400;text-decoration:underline}
.or{text-align:center;color:rgba(0,0,0,.6);font-size:14px;margin:16px 0}
.steps{padding-left:20px}.steps li{margin-bottom:8px}
.qr{display:block;width:200px;height:200px;margin:8px auto}
.secret{display:block;margin-top:8px;font-family:ui-monospace,Menlo,Consolas,monospace;font-size:15px;letter-spacing:.08em;background:#f5f5f5;padding:8px;border-radius:4px;text-align:center;word-break:break-all}
.codes{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:4px 16px;list-style:none;padding:12px;margin:0 0 16px;background:#f5f5f5;border-radius:4px;font-family:ui-monospace,Menlo,Consolas,monospace;font-size:16px}
.choice{border:1px solid rgba(0,0,0,.12);border-radius:4px;padding:12px 16px;margin-bottom:16px}
.choice h2{font-size:1.05rem;margin:0 0 4px}.choice p{margin:0 0 12px;font-size:14px}
button.danger{color:#c62828}
.notice{background:#edf7ed;color:#1e4620;border-left:4px solid #2e7d32;padding:8px 12px;margin-bottom:16px;border-radius:4px}.notice p{margin:4px 0}
.factors{list-style:none;padding:0;margin:0 0 12px;font-size:14px}.factors li{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:0 12px;border-bottom:1px solid rgba(0,0,0,.08)}
form.inline+form.inline{margin-top:8px}
details{margin-top:20px}summary{cursor:pointer;color:${brandColors.primary}}
@media (min-width:600px){.appbar{min-height:64px;padding:0 24px}}
@media (max-width:480px){.card{margin:0;border-radius:0;box-shadow:none;padding:20px 16px;max-width:none}}
`;

export const AUTO_SUBMIT_JS = `document.addEventListener('DOMContentLoaded',function(){var f=document.getElementById('op.logoutForm');if(!f)return;var i=document.createElement('input');i.type='hidden';i.name='logout';i.value='yes';f.appendChild(i);f.submit();});
`;
