/** The error catalogue (spec 000 §8); texts the contract already has come from it, not from here. */
export const errors = {
  connection_refused: 'サーバーとの接続が切断されました。',
  /** A call that failed while the device itself had no network (`navigator.onLine` false). */
  connection_offline: 'オフラインです。接続を確認してから、もう一度お試しください。',
  forbidden_outside_school: '学外からはアカウント情報を閲覧できません。',
  conflict_a3_license: 'A3ライセンスの付与上限に達しているため付与できません。',
  general_error: 'エラーが発生しました。時間をおいて再度お試しください。',
  not_found_page:
    'お探しのページは見つかりませんでした。ページが削除されたか、URLが変更された可能性があります。',
  not_found_title: 'ページが見つかりません',
  error_title: 'エラー',
  back_to_home: 'ホームへ戻る',
  back_to_lock: 'サインイン画面へ',
  reload: '再読み込み',
  new_version_reloading: 'ポータルが新しいバージョンに更新されました。画面を読み込み直しています…',
  /** A list row without an id cannot be opened (spec 000 §8). */
  cmp_51_001_description: 'このデータは表示できません。',
} as const;
