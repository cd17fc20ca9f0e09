/** The roster import's kinds and their Japanese names; loads no zod (the screen imports it). */
export const rosterImportKinds = [
  'students',
  'accounts',
  'attendancePeriods',
  'attendanceCourses',
  'literacy',
] as const;

export const rosterImportKindLabels: Record<(typeof rosterImportKinds)[number], string> = {
  students: '生徒',
  accounts: '教職員・チューター・その他',
  attendancePeriods: '出席（期間別）',
  attendanceCourses: '出席（科目別）',
  literacy: 'ITリテラシー検定結果',
};

/** What the import history lists: a file's import of a kind, or a year update (年度更新). */
export const rosterHistoryKinds = [...rosterImportKinds, 'yearUpdate'] as const;

export const rosterHistoryKindLabels: Record<(typeof rosterHistoryKinds)[number], string> = {
  ...rosterImportKindLabels,
  yearUpdate: '年度更新',
};
