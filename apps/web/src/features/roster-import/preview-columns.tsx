import Typography from '@mui/material/Typography';
import type { RosterChange, RosterImportSummary, RosterRejection } from '@tayori/contract';
import { useTranslation } from '../../shared/i18n';
import { nowrap, wrapAnywhere, type Column } from '../../shared/ui/data-table';
import { actionLabel } from './import-target';

/** What a change does to a row's fields, as one line: `学年: 1年 → 2年、…` (— for empty). */
const fieldChanges = (r: RosterChange) =>
  r.fields.map((f) => `${f.column}: ${f.before || '—'} → ${f.after || '—'}`).join('、');

/**
 * A phone's one column of a preview table: where the row is and what it is (line, column, action,
 * key: those there are) in bold, then what it says.
 */
const stackedColumn = <R,>(
  header: string,
  place: (row: R) => (string | false | null | undefined)[],
  says: (row: R) => string,
): Column<R>[] => [
  {
    key: 'all',
    header,
    cell: (r) => (
      <>
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {place(r).filter(Boolean).join('・')}
        </Typography>
        {says(r)}
      </>
    ),
    sx: wrapAnywhere,
  },
];

/**
 * The preview's two tables, rejected rows and changes, as columns: at desktop width one cell per
 * field, on a phone each row stacked in one cell instead of scrolling a wide table sideways. A
 * year update has no file, so no line.
 */
export function usePreviewColumns(of: Pick<RosterImportSummary, 'kind' | 'undoOf'>) {
  const { t } = useTranslation();
  const lined = of.kind !== 'yearUpdate';
  const lineColumn = {
    key: 'line',
    header: t('roster_import_col_line'),
    sx: nowrap,
  } as const;
  const rejectionColumns: Column<RosterRejection>[] = [
    ...(lined ? [{ ...lineColumn, cell: (r: RosterRejection) => r.line, width: 64 }] : []),
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
    ...(lined
      ? [
          {
            ...lineColumn,
            cell: (r: RosterChange) => (r.line === 0 ? t('roster_import_not_in_file') : r.line),
            width: 96,
          },
        ]
      : []),
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
      cell: (r) => actionLabel(of, r.action),
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
  const narrowRejections = stackedColumn<RosterRejection>(
    t('roster_import_rejections'),
    (r) => [lined ? `${t('roster_import_col_line')} ${r.line}` : null, r.column],
    (r) => r.message,
  );
  const narrowChanges = stackedColumn<RosterChange>(
    t('roster_import_changes'),
    (r) => [
      lined &&
        (r.line === 0
          ? t('roster_import_not_in_file')
          : `${t('roster_import_col_line')} ${r.line}`),
      actionLabel(of, r.action),
      r.key,
    ],
    fieldChanges,
  );
  return {
    rejections: { columns: rejectionColumns, narrowColumns: narrowRejections },
    changes: { columns: changeColumns, narrowColumns: narrowChanges },
  };
}
