/**
 * What the student, staff and tutor account screens of spec 001 §2 share: the account's fields,
 * the detail's save, the CSV button and the temporary password section.
 */
export const accounts = {
  account_csv: 'CSVデータ作成',
  account_csv_ready: 'CSVデータを作成しました。',
  account_col_detail: '詳細',
  account_detail_of: '{{name}}の詳細',
  account_user_status: 'ステータス',
  account_school: '学校',
  account_school_name: '学校名',
  account_last_name: '姓',
  account_first_name: '名',
  account_last_name_kana: '姓（カナ）',
  account_first_name_kana: '名（カナ）',
  account_email: 'サインインID',
  account_billing_code: '請求区分',
  account_billing_name: '請求先',
  account_notes: '備考',
  account_license: 'ライセンス',
  account_a1: 'A1ライセンス',
  account_a3: 'A3ライセンス',
  account_test_user: 'テストユーザー',
  account_registered: '登録',
  account_updated: '更新',
  account_stamp: '{{date}}（{{name}}）',
  account_save: '保存',
  account_updated_message: '更新しました。',
  temporary_password_title: 'パスワード',
  temporary_password_issue: '仮パスワードを発行',
  temporary_password_confirm:
    '仮パスワードを発行しますか？現在のパスワードは使えなくなり、サインイン中の端末はサインアウトされます。',
  temporary_password_confirm_button: '発行する',
  temporary_password_value: '仮パスワード',
  temporary_password_once:
    'この仮パスワードは今だけ表示されます。7日以内に初回サインインし、新しいパスワードに変更するよう伝えてください。',
  temporary_password_copy: '仮パスワードをコピー',
} as const;
