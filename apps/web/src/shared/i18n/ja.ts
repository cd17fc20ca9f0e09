import { messages } from '@tayori/contract';

type StringKeys<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T];
type ContractStrings = { [K in StringKeys<typeof messages>]: (typeof messages)[K] };

/** The contract's shared messages (validation, error answers) are reused as they are, never retyped. */
const contractMessages = Object.fromEntries(
  Object.entries(messages).filter(([, v]) => typeof v === 'string'),
) as ContractStrings;

/**
 * Every user-facing string of the web app. Keys of the spec are kept (validation_incorrect,
 * signed_out_failed, cmp_51_001_description, jid_required…); the rest are grouped by screen.
 */
export const ja = {
  ...contractMessages,

  app_name: 'Tayori',
  loading: '読み込み中です…',
  close: '閉じる',
  ok: 'OK',
  cancel: 'キャンセル',
  copy: 'コピー',
  copied: 'コピーしました',
  copy_failed: 'コピーできませんでした。',
  pager_label: 'ページ切り替え',
  pager_first: '最初のページ',
  pager_previous: '前のページ',
  pager_next: '次のページ',
  pager_last: '最後のページ',
  pager_page: '{{page}}ページ目',

  // Error catalogue (spec 000 §8); texts the contract already has come from it above.
  connection_refused: 'サーバーとの接続が切断されました。',
  request_timeout: 'サーバーからの応答がありませんでした。時間を置いて再度お試しください。',
  forbidden_outside_school: '学外からはアカウント情報を閲覧できません。',
  conflict_notice_group: 'すでに登録されているグループ名です。',
  conflict_a3_license: 'A3ライセンスの付与上限に達しているため付与できません。',
  general_error: 'エラーが発生しました。時間をおいて再度お試しください。',
  not_found_page:
    'お探しのページは見つかりませんでした。ページが削除されたか、URLが変更された可能性があります。',
  not_found_title: 'ページが見つかりません',
  error_title: 'エラー',
  back_to_home: 'ホームへ戻る',
  back_to_lock: 'サインイン画面へ',
  reload: '再読み込み',
  /** A list row without an id cannot be opened (spec 000 §8). */
  cmp_51_001_description: 'このデータは表示できません。',

  // Sign-in / sign-out
  sign_in: 'サインイン',
  sign_out: 'サインアウト',
  signed_out_failed: 'サインアウトに失敗しました。',
  sign_in_failed: 'サインイン画面を開けませんでした。時間を置いて再度お試しください。',
  lock_title: 'Tayori へようこそ',
  lock_lead: '学校からのお知らせや出席状況を確認できます。サインインしてご利用ください。',
  lock_manual: 'マニュアル',
  lock_forgot: 'サインインID・パスワードを忘れた方',
  lock_forgot_help: '学生の方は本人確認を行うと、サインイン情報がSMSで届きます。',
  lock_redirect_notice: 'サインイン後、要求されたページに移動します。',
  cushion_moving: 'ホーム画面へ移動しています…',
  cushion_unauthorized_redirect: '3秒後にサインイン画面へ移動します。',

  // Header
  header_home: 'ホーム',
  header_account_menu: 'アカウントメニュー',
  header_profile: 'プロフィール',
  header_change_password: 'パスワード変更',
  header_opens_new_tab: '（新しいタブで開きます）',

  // Home
  home_title: 'ホーム',
  home_greeting: '{{lastName}} {{firstName}} さん、こんにちは。',
  home_attention_title: 'お知らせ・注意事項',
  home_attention_failed: '注意事項を取得できませんでした。',
} as const;

export type MessageKey = keyof typeof ja;
