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

/**
 * What an upload may be: a CSV of one kind, or a OneRoster Japan Profile ZIP holding a school's
 * students and staff together (docs/roster-import.md "OneRoster").
 */
export const rosterUploadKinds = [...rosterImportKinds, 'oneRoster'] as const;

export const rosterUploadKindLabels: Record<(typeof rosterUploadKinds)[number], string> = {
  ...rosterImportKindLabels,
  oneRoster: 'OneRoster（Japan Profile のZIP）',
};

/** What the import history lists: an upload, or a year update (年度更新). */
export const rosterHistoryKinds = [...rosterUploadKinds, 'yearUpdate'] as const;

export const rosterHistoryKindLabels: Record<(typeof rosterHistoryKinds)[number], string> = {
  ...rosterUploadKindLabels,
  yearUpdate: '年度更新',
};
