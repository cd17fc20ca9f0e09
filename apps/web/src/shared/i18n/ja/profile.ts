/** Profile (spec 001 §2). */
export const profile = {
  profile_title: 'プロフィール',
  profile_school_name: '学校名',
  profile_no_school: '所属なし',
  profile_name: '氏名',
  profile_full_name: '{{lastName}} {{firstName}}',
  profile_jid_form: 'JIDの編集',
  profile_jid: 'JID',
  profile_jid_hint: '半角英数字16文字以内',
  profile_save: '保存',
  profile_saved: '保存しました。',
  // Spec 001 §8: a failed save of the profile carries the screen's prefix.
  profile_error_prefix: 'プロフィール：',
  // One's own second factors (docs/decisions/second-factors.md).
  profile_factors_lead_required:
    'このアカウントは、パスワードに加えて2段階認証（認証アプリまたはパスキー）でサインインします。',
  profile_factors_lead:
    '2段階認証を設定すると、パスワードを知られてもほかの人はサインインできなくなります。',
  profile_factors_set_up: '2段階認証を設定する',
  profile_factors_manage: '2段階認証の設定を変更する',
  profile_factors_manage_hint:
    'サインイン画面に移動します。パスワードと今の2段階認証で確認したあと、方法の追加・削除やリカバリーコードの再発行ができます。',
} as const;
