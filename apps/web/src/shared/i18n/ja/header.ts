/** The header and its account menu. */
export const header = {
  header_home: 'ホーム',
  header_account_menu: 'アカウントメニュー',
  header_profile: 'プロフィール',
  header_change_password: 'パスワード変更',
  header_opens_new_tab: '（新しいタブで開きます）',
} as const;
