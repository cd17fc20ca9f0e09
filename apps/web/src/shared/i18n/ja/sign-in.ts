/** Sign-in, sign-out, the lock screen and the cushion page (spec 000 §2). */
export const signIn = {
  sign_in: 'サインイン',
  sign_out: 'サインアウト',
  signed_out_failed: 'サインアウトに失敗しました。',
  sign_in_failed: 'サインイン画面を開けませんでした。時間を置いて再度お試しください。',
  lock_title: 'Tayori へようこそ',
  page_title_lock: 'サインイン',
  page_title_cushion: 'サインインしています',
  page_title_unread_notice: 'お知らせ',
  lock_lead: '学校からのお知らせや出席状況を確認できます。サインインしてご利用ください。',
  lock_manual: 'マニュアル',
  lock_forgot: 'サインインID・パスワードを忘れた方',
  lock_forgot_help: '学生の方は本人確認を行うと、サインイン情報がSMSで届きます。',
  lock_forgot_help_link: 'サインインIDがわからない場合のヘルプ',
  lock_redirect_notice: 'サインイン後、要求されたページに移動します。',
  cushion_moving: 'ホーム画面へ移動しています…',
  cushion_unauthorized_redirect: '3秒後にサインイン画面へ移動します。',
} as const;
