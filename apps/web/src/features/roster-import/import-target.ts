import { rosterImportKindLabels, type RosterImportSummary } from '@tayori/contract';
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
    kind: rosterImportKindLabels[r.kind],
    school: r.schoolName,
    code: r.extendedSchoolCode,
    file: r.fileName,
  });
