import { PASSWORD_POLICY } from './credentials';

/** Japanese, server-rendered pages of the IdP. No inline script (CSP script-src 'self'). */

export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

export interface PageContext {
  /** e.g. /idp — where the plugin's assets live. */
  base: string;
  publicUrl: string;
}

export function layout(
  ctx: PageContext,
  title: string,
  body: string,
  opts: { script?: boolean } = {},
): string {
  return `<!doctype html>
<html lang="ja">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | Tayori</title>
<link rel="stylesheet" href="${ctx.base}/assets/style.css">
${opts.script ? `<script src="${ctx.base}/assets/auto-submit.js" defer></script>` : ''}
</head>
<body>
<header class="brand"><span class="logo">Tayori</span></header>
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

function field(name: string, label: string, type: string, extra = ''): string {
  return `<div class="field"><label for="${name}">${escapeHtml(label)}</label>
<input id="${name}" name="${name}" type="${type}" ${extra}></div>`;
}

export function signInPage(
  ctx: PageContext,
  action: string,
  opts: { loginId?: string; errors?: string[] },
): string {
  return layout(
    ctx,
    'サインイン',
    `${alerts(opts.errors ?? [])}
<form method="post" action="${escapeHtml(action)}" novalidate>
${field('loginId', 'サインインID（メールアドレス）', 'email', `autocomplete="username" required autofocus value="${escapeHtml(opts.loginId ?? '')}"`)}
${field('password', 'パスワード', 'password', 'autocomplete="current-password" required')}
<button type="submit" class="primary">サインイン</button>
</form>
<p class="note">パスワードを忘れた場合や初めてお使いの場合は、学生の方は<a href="${escapeHtml(ctx.publicUrl)}/identification">本人確認</a>を行うと仮パスワードがSMSで届きます。教職員の方は学校の担当者にお問い合わせください。</p>`,
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
  );
}

export function changePasswordPage(
  ctx: PageContext,
  action: string,
  csrf: string,
  opts: { loginId?: string; errors?: string[] },
): string {
  return layout(
    ctx,
    'パスワード変更',
    `${alerts(opts.errors ?? [])}
${policy()}
<form method="post" action="${escapeHtml(action)}" novalidate>
<input type="hidden" name="csrf" value="${escapeHtml(csrf)}">
${field('loginId', 'サインインID（メールアドレス）', 'email', `autocomplete="username" required value="${escapeHtml(opts.loginId ?? '')}"${opts.loginId ? '' : ' autofocus'}`)}
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

export const STYLE_CSS = `*{box-sizing:border-box}
body{margin:0;background:#f5f5f5;color:#212121;font-family:-apple-system,BlinkMacSystemFont,"Hiragino Kaku Gothic ProN","Hiragino Sans","Yu Gothic UI","Yu Gothic",Meiryo,"Noto Sans JP",sans-serif;line-height:1.7;font-size:16px}
.brand{background:#ED6C02;color:#fff;padding:10px 16px}
.brand .logo{font-weight:700;font-size:22px;letter-spacing:.05em}
.card{background:#fff;max-width:440px;margin:32px auto;padding:24px 28px;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.2)}
h1{font-size:22px;margin:0 0 16px;font-weight:700}
.field{margin-bottom:16px}
label{display:block;font-size:14px;font-weight:700;margin-bottom:4px}
input[type=email],input[type=password],input[type=text]{width:100%;padding:12px;font-size:16px;border:1px solid #bdbdbd;border-radius:4px}
input:focus{outline:2px solid #ED6C02;outline-offset:0;border-color:#ED6C02}
button,.button{display:inline-block;border:0;border-radius:4px;padding:12px 16px;font-size:16px;font-weight:700;cursor:pointer;text-decoration:none;text-align:center}
button.primary,.button{background:#B84D00;color:#fff;width:100%}
button.primary:hover,.button:hover{background:#9A4100}
button:focus-visible,.button:focus-visible,a:focus-visible{outline:3px solid #1976d2;outline-offset:2px}
.alert{background:#fdeded;color:#5f2120;border-left:4px solid #d32f2f;padding:8px 12px;margin-bottom:16px;border-radius:4px}
.alert p{margin:4px 0}
.policy{background:#fff4e5;border-radius:4px;padding:8px 12px;margin-bottom:16px;font-size:14px}
.policy p{margin:0;font-weight:700}.policy ul{margin:4px 0 0;padding-left:20px}
.note{font-size:14px;color:#616161;margin-top:20px}
a{color:#b24f00}
@media (max-width:480px){.card{margin:0;border-radius:0;box-shadow:none;padding:20px 16px;max-width:none}}
`;

export const AUTO_SUBMIT_JS = `document.addEventListener('DOMContentLoaded',function(){var f=document.getElementById('op.logoutForm');if(!f)return;var i=document.createElement('input');i.type='hidden';i.name='logout';i.value='yes';f.appendChild(i);f.submit();});
`;
