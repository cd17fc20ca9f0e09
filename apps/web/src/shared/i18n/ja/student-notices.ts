/** Student notices (spec 000 §2): home panel, /notice-list, /unread-notice-detail/{id}. */
export const studentNotices = {
  notice_important: '重要',
  notice_category_default: '重要',
  notice_fetch_failed: 'お知らせの取得に失敗しました。',
  notice_list_title: 'お知らせ一覧',
  notice_list_empty: 'お知らせはありません。',
  notice_list_more: 'もっと見る',
  notice_list_all_shown: 'すべてのお知らせを表示しました。',
} as const;
