import {
  rosterHistoryKindLabels,
  type RosterChange,
  type RosterImportCounts,
  type RosterImportDetail,
  type RosterImportSummary,
} from '@tayori/contract';
import { t } from '../../shared/i18n';

/**
 * What an import changes, as its preview and the history name it: kind, school and file. The
 * form's school is only the next upload's choice, so an import reopened (a reload, the history)
 * says its own school.
 */
export const importTarget = (
  r: Pick<RosterImportSummary, 'kind' | 'schoolName' | 'extendedSchoolCode' | 'fileName'>,
) =>
  t('roster_import_target', {
    kind: rosterHistoryKindLabels[r.kind],
    school: r.schoolName,
    code: r.extendedSchoolCode,
    file: r.fileName,
  });

type Counted = keyof RosterImportCounts | RosterChange['action'];

const importWords = {
  new: 'roster_import_count_new',
  changed: 'roster_import_count_changed',
  unchanged: 'roster_import_count_unchanged',
  staying: 'roster_import_count_unchanged',
  leaving: 'roster_import_count_leaving',
  rejected: 'roster_import_count_rejected',
} as const;

/** A year update's rows are promotions, graduations and students who stay. */
const yearUpdateWords = {
  ...importWords,
  changed: 'roster_year_update_count_changed',
  leaving: 'roster_year_update_count_leaving',
  unchanged: 'roster_year_update_count_unchanged',
  staying: 'roster_year_update_count_staying',
} as const;

/** An undo's rows put students back. */
const undoWords = { ...yearUpdateWords, changed: 'roster_year_update_count_undone' } as const;

/** What a count or a row's action is called for an import of this kind (or an undo). */
export const actionLabel = (r: Pick<RosterImportSummary, 'kind' | 'undoOf'>, action: Counted) =>
  t((r.undoOf ? undoWords : r.kind === 'yearUpdate' ? yearUpdateWords : importWords)[action]);

/** What shows one import: it, and how to open another (an undo and the update it undid). */
export interface ImportView {
  detail: RosterImportDetail;
  onOpen(importId: string): void;
}
