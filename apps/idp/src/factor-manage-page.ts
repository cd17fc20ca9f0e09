import { passkeyButton } from './passkey-button';
import type { FactorForms } from './factor-pages';
import { alerts, escapeHtml, layout, type PageContext } from './pages';

/**
 * The page where a signed-in person manages their own second factors (docs/decisions/
 * second-factors.md): reached from the portal's profile through a fresh sign-in, so every button on
 * it was earned with the password and the factor the account already had.
 */

export interface OwnFactors {
  totp: { createdAt: Date; lastUsedAt: Date | null } | null;
  passkeys: { credentialId: string; createdAt: Date; lastUsedAt: Date | null }[];
  recoveryCodesLeft: number;
  /** SECOND_FACTOR_ROLES names the account: its last factor cannot be removed. */
  required: boolean;
}

const day = new Intl.DateTimeFormat('ja-JP', {
  timeZone: 'Asia/Tokyo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const used = (f: { createdAt: Date; lastUsedAt: Date | null }) =>
  `${day.format(f.createdAt)} 追加・${f.lastUsedAt ? `最終使用 ${day.format(f.lastUsedAt)}` : '未使用'}`;

const tokenField = (token: string) =>
  `<input type="hidden" name="token" value="${escapeHtml(token)}">`;

function button(f: FactorForms, step: string, label: string, cls: string, fields = ''): string {
  return `<form method="post" action="${escapeHtml(f.action(step))}" class="inline">
${tokenField(f.token)}${fields}<button type="submit" class="${cls}">${escapeHtml(label)}</button>
</form>`;
}

const removeButton = (f: FactorForms, factor: string, label: string) =>
  button(
    f,
    'manage/remove',
    label,
    'link danger',
    `<input type="hidden" name="factor" value="${escapeHtml(factor)}">`,
  );

export function manageFactorsPage(
  ctx: PageContext,
  f: FactorForms,
  own: OwnFactors,
  register: { token: string; options: unknown },
  opts: { notice?: string; errors?: string[] } = {},
): string {
  const count = (own.totp ? 1 : 0) + own.passkeys.length;
  const removable = count > 1 || !own.required;
  const lead = own.required
    ? 'このアカウントは2段階認証が必須です。方法の追加や変更ができます（最後の1つは削除できません）。'
    : count > 0
      ? '2段階認証を使っています。方法の追加や変更、使うのをやめることができます。'
      : '2段階認証を設定すると、パスワードを知られてもほかの人はサインインできなくなります。';
  const notice = opts.notice
    ? `<div class="notice" role="status"><p>${escapeHtml(opts.notice)}</p></div>`
    : '';
  const totp = own.totp
    ? `<p>設定済み（${used(own.totp)}）</p>
${button(f, 'manage/totp', '別のアプリに設定し直す', 'secondary')}
${removable ? removeButton(f, 'totp', '認証アプリを削除') : ''}`
    : `<p>未設定</p>
${button(f, 'manage/totp', '認証アプリを設定する', 'secondary')}`;
  const keys =
    own.passkeys.length > 0
      ? `<ul class="factors">${own.passkeys
          .map(
            (k, i) =>
              `<li><span>パスキー ${i + 1}（${used(k)}）</span>${removable ? removeButton(f, `passkey:${k.credentialId}`, `パスキー ${i + 1} を削除`) : ''}</li>`,
          )
          .join('')}</ul>`
      : '<p>未設定</p>';
  const codes =
    count > 0
      ? `<div class="choice">
<h2>リカバリーコード</h2>
<p>未使用のコード: ${own.recoveryCodesLeft} 個。新しく発行すると、これまでのコードは使えなくなります。</p>
${button(f, 'manage/recovery-codes', '新しいリカバリーコードを発行する', 'secondary')}
</div>`
      : '';
  return layout(
    ctx,
    '2段階認証の管理',
    `<p>${lead}</p>
${notice}
${alerts(opts.errors ?? [])}
<div class="choice">
<h2>認証アプリ</h2>
${totp}
</div>
<div class="choice">
<h2>パスキー</h2>
${keys}
${passkeyButton({ action: f.action('manage/passkey'), token: register.token }, 'register', register.options, 'パスキーを追加する', 'secondary')}
</div>
${codes}
${button(f, 'manage/done', '完了してポータルに戻る', 'primary')}`,
    { logoLink: false, passkey: true },
  );
}
