/**
 * Tutor accounts (spec 001 §2 "Tutor search and detail"): search and detail. The fields' labels
 * are the account screens' (accounts.ts); validation and error wording is the contract's.
 */
export const tutorAccounts = {
  tutor_search_title: 'チューターアカウント検索',
  tutor_detail_title: 'チューターアカウント詳細',
  // Spec 001 §8: failures of the tutor search and detail carry the screen's prefix.
  tutor_search_error_prefix: 'チューターアカウント検索：',
  tutor_detail_error_prefix: 'チューターアカウント詳細：',
  tutor_list_label: 'チューターアカウント',
  tutor_list_empty: '該当するチューターはいません。',
  tutor_deleted_notice: 'このアカウントは削除されています。',
} as const;
