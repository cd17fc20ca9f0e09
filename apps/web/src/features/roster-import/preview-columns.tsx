import Typography from '@mui/material/Typography';
import type { RosterChange, RosterRejection } from '@tayori/contract';
import { useTranslation } from '../../shared/i18n';
import { nowrap, wrapAnywhere, type Column } from '../../shared/ui/data-table';

const actionKey = {
  new: 'roster_import_count_new',
  changed: 'roster_import_count_changed',
  leaving: 'roster_import_count_leaving',
} as const;

/** What a change does to a row's fields, as one line: `学年: 1年 → 2年、…` (— for empty). */
const fieldChanges = (r: RosterChange) =>
  r.fields.map((f) => `${f.column}: ${f.before || '—'} → ${f.after || '—'}`).join('、');

/**
 * The preview's two tables, rejected rows and changes, as columns: at desktop width one cell per
 * field, on a phone each row stacked in one cell instead of scrolling a wide table sideways.
 */
export function usePreviewColumns() {
  const { t } = useTranslation();
  const rejectionColumns: Column<RosterRejection>[] = [
    {
      key: 'line',
      header: t('roster_import_col_line'),
      cell: (r) => r.line,
      width: 64,
      sx: nowrap,
    },
    {
      key: 'column',
      header: t('roster_import_col_column'),
      cell: (r) => r.column ?? '',
      width: 120,
      sx: nowrap,
    },
    {
      key: 'message',
      header: t('roster_import_col_message'),
      cell: (r) => r.message,
      sx: wrapAnywhere,
    },
  ];
  const changeColumns: Column<RosterChange>[] = [
    {
      key: 'line',
      header: t('roster_import_col_line'),
      cell: (r) => (r.line === 0 ? t('roster_import_not_in_file') : r.line),
      width: 96,
      sx: nowrap,
    },
    {
      key: 'key',
      header: t('roster_import_col_key'),
      cell: (r) => r.key,
      width: 180,
      sx: wrapAnywhere,
    },
    {
      key: 'action',
      header: t('roster_import_col_action'),
      cell: (r) => t(actionKey[r.action]),
      width: 80,
      sx: nowrap,
    },
    {
      key: 'fields',
      header: t('roster_import_col_fields'),
      cell: fieldChanges,
      sx: wrapAnywhere,
    },
  ];
  const narrowRejections: Column<RosterRejection>[] = [
    {
      key: 'all',
      header: t('roster_import_rejections'),
      cell: (r) => (
        <>
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {t('roster_import_col_line')} {r.line}
            {r.column ? `・${r.column}` : ''}
          </Typography>
          {r.message}
        </>
      ),
      sx: wrapAnywhere,
    },
  ];
  const narrowChanges: Column<RosterChange>[] = [
    {
      key: 'all',
      header: t('roster_import_changes'),
      cell: (r) => (
        <>
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {r.line === 0
              ? t('roster_import_not_in_file')
              : `${t('roster_import_col_line')} ${r.line}`}
            ・{t(actionKey[r.action])}・{r.key}
          </Typography>
          {fieldChanges(r)}
        </>
      ),
      sx: wrapAnywhere,
    },
  ];
  return { rejectionColumns, changeColumns, narrowRejections, narrowChanges };
}
