import { passkeyButton } from './passkey-button';
import { alerts, escapeHtml, field, layout, type PageContext } from './pages';

/**
 * The second factor's pages (docs/decisions/second-factors.md): choosing one to enrol, setting up
 * an authenticator app or a passkey, the recovery codes, and the step after the password. Plain
 * forms; only the passkey buttons need passkey.js.
 */

/** What the second factor's steps say when an answer is wrong. */
export const FACTOR_MESSAGES = {
  code: '確認コードが正しくありません。認証アプリに表示されている最新のコードを入力してください。',
  recovery: 'リカバリーコードが正しくないか、すでに使われています。',
  passkey: 'パスキーで確認できませんでした。もう一度お試しいただくか、別の方法を選んでください。',
  enrolCode:
    '確認コードが正しくありません。時刻が合っているか確認し、最新のコードを入力してください。',
} as const;

/** Where each step posts; `token` carries the signed sign-in state. */
export interface FactorForms {
  token: string;
  action: (step: string) => string;
}

const tokenField = (token: string) =>
  `<input type="hidden" name="token" value="${escapeHtml(token)}">`;

const codeField = (label: string, autofocus: boolean) =>
  field(
    'code',
    label,
    'text',
    `inputmode="numeric" autocomplete="one-time-code" pattern="[0-9]*" maxlength="6" required${autofocus ? ' autofocus' : ''}`,
  );

export function enrolChoicePage(
  ctx: PageContext,
  f: FactorForms,
  passkey: { token: string; options: unknown },
  errors: string[] = [],
): string {
  return layout(
    ctx,
    '2段階認証の設定',
    `<p>生徒の情報を守るため、パスワードに加えてもう一つの確認（2段階認証）が必要です。次のどちらかを設定してください。設定は一度だけで、次回からのサインインで使います。</p>
${alerts(errors)}
<div class="choice">
<h2>パスキー（おすすめ）</h2>
<p>このスマートフォンやパソコンの指紋・顔認証・PIN、またはセキュリティキーで確認します。次回からはパスワードを入力せずにサインインすることもできます。</p>
${passkeyButton({ action: f.action('enrol-passkey'), token: passkey.token }, 'register', passkey.options, 'パスキーを設定する')}
</div>
<div class="choice">
<h2>認証アプリ</h2>
<p>Google Authenticator、Microsoft Authenticator などのアプリに表示される6桁の確認コードを入力します。</p>
<form method="post" action="${escapeHtml(f.action('enrol-totp'))}">
${tokenField(f.token)}
<button type="submit" class="secondary">認証アプリを設定する</button>
</form>
</div>`,
    { logoLink: false, passkey: true },
  );
}

/** Where the set-up's forms go: enrolling at a sign-in, or managing one's factors. */
const ENROL_STEPS = { confirm: 'enrol-totp/confirm', back: 'enrol', backLabel: '別の方法を選ぶ' };

export function totpSetupPage(
  ctx: PageContext,
  f: FactorForms,
  setup: { qr: string; secret: string },
  errors: string[] = [],
  steps: { confirm: string; back: string; backLabel: string } = ENROL_STEPS,
): string {
  const grouped = setup.secret.replace(/(.{4})/g, '$1 ').trim();
  return layout(
    ctx,
    '認証アプリの設定',
    `${alerts(errors)}
<ol class="steps">
<li>スマートフォンに認証アプリ（Google Authenticator、Microsoft Authenticator など）を入れます。</li>
<li>アプリでこのQRコードを読み取ります。
<span class="qr" role="img" aria-label="認証アプリ用のQRコード">${setup.qr}</span>
読み取れない場合は、アプリで「セットアップキーを入力」を選び、次のキーを入力してください（種類は「時間ベース」）。
<span class="secret" id="totp-secret">${escapeHtml(grouped)}</span></li>
<li>アプリに表示された6桁の確認コードを入力します。</li>
</ol>
<form method="post" action="${escapeHtml(f.action(steps.confirm))}" novalidate>
${tokenField(f.token)}
${codeField('確認コード（6桁）', true)}
<button type="submit" class="primary">確認して設定する</button>
</form>
<form method="post" action="${escapeHtml(f.action(steps.back))}">${tokenField(f.token)}<button type="submit" class="link">${escapeHtml(steps.backLabel)}</button></form>`,
    { logoLink: false },
  );
}

export function recoveryCodesPage(
  ctx: PageContext,
  f: FactorForms,
  codes: string[],
  opts: { next?: string; lead?: string } = {},
): string {
  return layout(
    ctx,
    'リカバリーコード',
    `<p>${escapeHtml(opts.lead ?? '2段階認証を設定しました。')}スマートフォンをなくしたときなどに備えて、次のリカバリーコードを印刷するか書き写し、安全な場所に保管してください。各コードは一度だけ使えます。この画面を離れると、もう表示できません。</p>
<ul class="codes" aria-label="リカバリーコード">${codes.map((c) => `<li>${escapeHtml(c)}</li>`).join('')}</ul>
<form method="post" action="${escapeHtml(f.action(opts.next ?? 'continue'))}">
${tokenField(f.token)}
<button type="submit" class="primary">保管しました。続ける</button>
</form>`,
    { logoLink: false },
  );
}

/** The step after the password: the app's code, a passkey, or a recovery code. */
export function factorPage(
  ctx: PageContext,
  f: FactorForms,
  opts: {
    totp: boolean;
    passkey?: { token: string; options: unknown };
    errors?: string[];
    recovery?: boolean;
  },
): string {
  const totp = opts.totp
    ? `<form method="post" action="${escapeHtml(f.action('factor'))}" novalidate>
${tokenField(f.token)}
${codeField('確認コード（認証アプリの6桁）', !opts.recovery)}
<button type="submit" class="primary">確認</button>
</form>`
    : '';
  const passkey = opts.passkey
    ? `${opts.totp ? '<div class="or" aria-hidden="true">または</div>' : ''}${passkeyButton({ action: f.action('factor-passkey'), token: opts.passkey.token }, 'authenticate', opts.passkey.options, 'パスキーで確認', opts.totp ? 'secondary' : 'primary')}`
    : '';
  const lead = opts.totp
    ? `認証アプリに表示されている6桁の確認コードを入力${opts.passkey ? 'するか、パスキーで確認' : ''}してください。`
    : 'パスキーで本人確認をしてください。';
  return layout(
    ctx,
    '2段階認証',
    `<p>${lead}</p>
${alerts(opts.errors ?? [])}
${totp}
${passkey}
<details${opts.recovery ? ' open' : ''}>
<summary>スマートフォンをなくした場合（リカバリーコード）</summary>
<form method="post" action="${escapeHtml(f.action('factor-recovery'))}" novalidate>
${tokenField(f.token)}
${field('recoveryCode', 'リカバリーコード', 'text', `autocomplete="off" autocapitalize="off" spellcheck="false" required${opts.recovery ? ' autofocus' : ''}`)}
<button type="submit" class="secondary">リカバリーコードで確認</button>
</form>
<p class="note">リカバリーコードもない場合は、学校のシステム管理者に2段階認証のリセットを依頼してください。</p>
</details>`,
    { logoLink: false, passkey: !!opts.passkey },
  );
}

/**
 * passkey.js: runs the ceremony of each `[data-passkey]` button with @simplewebauthn/browser
 * (webauthn.js, its UMD bundle) and posts the result; the button stays hidden without WebAuthn.
 */
export const PASSKEY_JS = `document.addEventListener('DOMContentLoaded',function(){
var W=window.SimpleWebAuthnBrowser;
document.querySelectorAll('[data-passkey]').forEach(function(button){
var form=button.form,status=form.querySelector('.passkey-status');
if(!W||!W.browserSupportsWebAuthn()){if(status)status.textContent='このブラウザではパスキーを使えません。';return;}
button.hidden=false;
button.addEventListener('click',function(){
button.disabled=true;status.textContent='';
var options=JSON.parse(button.dataset.options);
var run=button.dataset.passkey==='register'?W.startRegistration({optionsJSON:options}):W.startAuthentication({optionsJSON:options});
run.then(function(result){form.elements.response.value=JSON.stringify(result);form.submit();})
.catch(function(){button.disabled=false;status.textContent='パスキーを使えませんでした。もう一度お試しいただくか、別の方法を選んでください。';});
});
});
});
`;
