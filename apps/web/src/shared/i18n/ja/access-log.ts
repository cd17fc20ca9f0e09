/** The 「操作ログ」 (docs/decisions/access-log.md): the system administrator's search of the log. */
export const accessLog = {
  access_log_title: '操作ログ',
  access_log_error_prefix: '操作ログ：',
  access_log_staff: '教職員（氏名・メールアドレス）',
  access_log_student: '学生（氏名・学籍番号）',
  access_log_from: '開始日',
  access_log_to: '終了日',
  access_log_kind: '種別',
  access_log_kind_read: '閲覧',
  access_log_kind_write: '変更',
  access_log_list_label: '操作ログ',
  access_log_empty: '該当する記録はありません。',
  access_log_col_at: '日時',
  access_log_col_staff: '教職員',
  access_log_col_operation: '操作',
  access_log_col_students: '学生',
  access_log_col_address: '接続元',
  access_log_students_more: '他{{count}}名',
  access_log_students_count: '{{count}}名',
  access_log_capped: '{{count}}件以上あります。条件を追加して絞り込んでください。',
  access_log_note:
    '学生の個人情報を表示した操作と、教職員による変更の記録です。記録は編集・削除できません。',
} as const;
