/**
 * Staff, other and tutor accounts and the paid licence summary (spec 001 §2): search, detail,
 * registration. Validation and error wording is the contract's (messages.ts).
 */
export const staffAccounts = {
  license_summary_title: '有料ライセンス集計',
  license_col_school_code: '学校コード',
  license_col_school_name: '学校名',
  license_col_used: 'A3付与数',
  license_col_limit: '上限',
  license_summary_lead: '学校ごとのA3ライセンスの付与数と上限です。',
  license_over_limit: '上限超過',
  license_summary_empty: 'データがありません。',
  staff_search_title: '教職員・その他アカウント検索',
  // Spec 001 §8: failures of the staff search and detail carry the screen's prefix.
  staff_search_error_prefix: '教職員アカウント検索：',
  staff_detail_error_prefix: '教職員アカウント詳細：',
  staff_register: '新規登録',
  staff_list_label: '教職員・その他アカウント',
  staff_list_empty: '該当するアカウントはありません。',
  staff_self: '自分',
  staff_user_type: 'ユーザー種別',
  staff_role_type: 'ロール',
  staff_domain: 'ドメイン',
  staff_account_part: 'サインインID（@より前）',
  staff_billing_id: '請求先ID',
  staff_detail_title: '教職員・その他アカウント詳細',
  staff_registration_title: '教職員・その他アカウント登録',
  staff_back_to_search: '検索に戻る',
  staff_saved_needs_password:
    '登録しました。このアカウントは、管理者が詳細画面で仮パスワードを発行するとサインインできるようになります。',
  // The staff detail's second factors (docs/decisions/second-factors.md).
  second_factor_none_required:
    '2段階認証はまだ設定されていません。次回のサインインで設定が求められます。',
  second_factor_reset: '2段階認証をリセット',
  second_factor_reset_confirm:
    'このアカウントの2段階認証（認証アプリ・パスキー・リカバリーコード）をすべて削除します。本人は次回のサインインで設定し直すことになり、サインイン中の画面からはサインアウトされます。本人にはメールでお知らせします。リセットしますか？',
  second_factor_reset_done: '2段階認証をリセットしました。',
} as const;
