/** Staff e-mail address search (spec 001 §2). */
export const staffEmail = {
  staff_email_title: '教職員メールアドレス検索',
  staff_email_last_name: '姓',
  staff_email_first_name: '名',
  staff_email_last_name_kana: '姓（カナ）',
  staff_email_first_name_kana: '名（カナ）',
  staff_email_kana_hint: '全角カナ（ひらがなも可）',
  staff_email_idle: '条件を1つ以上入力して検索してください。',
  staff_email_school: '{{school}}（{{count}}名）',
  staff_email_list: '{{school}}の教職員',
  staff_email_col_name: '氏名',
  staff_email_col_kana: 'カナ',
  staff_email_col_email: 'メールアドレス',
  staff_email_full_name: '{{lastName}} {{firstName}}',
  staff_email_capped:
    '該当が多いため、先頭の{{shown}}件を表示しています。条件を追加して絞り込んでください。',
  staff_email_empty: '該当する教職員はいません。',
} as const;
