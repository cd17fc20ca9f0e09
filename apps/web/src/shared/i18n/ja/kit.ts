/**
 * Messages of the shared screen kit (shared/search, shared/forms, shared/ui): search frames, data
 * tables, fields and the student tree, the same on every screen that uses them.
 */
export const kit = {
  search_conditions: '検索条件',
  search_button: '検索',
  search_more_conditions: 'ほかの条件（{{count}}項目）を表示',
  search_fewer_conditions: 'ほかの条件（{{count}}項目）を閉じる',
  search_hits: '検索結果：{{count}}件',
  table_empty: '該当するデータはありません。',
  field_clear_input: '{{label}}の入力をクリア',
  field_clear_choice: '{{label}}の選択を解除',
  field_char_count: '{{count}} / {{max}}',
  field_school: '学校',
  opens_new_tab: '（新しいタブで開きます）',
  tree_select_all: 'すべて選択',
  tree_branch: '{{label}}（{{count}}名）',
  tree_careful_title: '要配慮の生徒（{{count}}名）',
  tree_selected: '{{count}}名を選択中',
  tree_empty: '該当する生徒はいません。',
} as const;
