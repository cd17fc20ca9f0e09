/** Home and its panels (spec 000 §2). */
export const home = {
  home_title: 'ホーム',
  home_greeting: '{{lastName}} {{firstName}} さん、こんにちは。',
  home_attention_title: 'お知らせ・注意事項',
  home_attention_failed: '注意事項を取得できませんでした。',

  home_unread_title: '未読のお知らせ',
  home_unread_title_count: '未読のお知らせ（{{unread}}件）',
  home_unread_empty: '未読のお知らせはありません。',
  home_attendance_title: '出席率',
  home_attendance_detail: '詳細を見る',
  home_attendance_failed: '出席率を取得できませんでした。',
  home_literacy_title: 'ITリテラシーテスト結果',
  home_literacy_passed: '合格',
  home_literacy_failure: '不合格',
  home_literacy_untested: '未受験',
  home_literacy_failed: 'テスト結果を取得できませんでした。',
  home_menu_title: 'メニュー',
  home_menu_failed: 'メニューを取得できませんでした。',
  home_menu_empty: '表示できるメニューはありません。',
  home_menu_campus_only: '学内限定',
  home_menu_unavailable: '（現在利用できません）',
} as const;
