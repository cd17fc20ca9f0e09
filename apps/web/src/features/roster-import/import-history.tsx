import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { RosterImportSummary } from '@tayori/contract';
import { formatDateTime } from '../../shared/format/date';
import { useTranslation } from '../../shared/i18n';
import { DataTable, nowrap, wrapAnywhere, type Column } from '../../shared/ui/data-table';
import { useRosterImportHistory } from './api/roster-import-api';
import { actionLabel, importTarget } from './import-target';
import { TitledSection } from '../../shared/ui/titled-section';

const statusKey = {
  previewed: 'roster_import_status_previewed',
  queued: 'roster_import_status_queued',
  running: 'roster_import_status_running',
  applied: 'roster_import_status_applied',
  failed: 'roster_import_status_failed',
} as const;

/** The import history: who imported which file when, its counts and status; each opens its preview. */
export function ImportHistory({ onOpen }: { onOpen(id: string): void }) {
  const { t } = useTranslation();
  const history = useRosterImportHistory();
  const columns: Column<RosterImportSummary>[] = [
    {
      key: 'date',
      header: t('roster_import_col_date'),
      cell: (r) => formatDateTime(r.createdAt),
      width: 150,
      sx: nowrap,
    },
    {
      key: 'file',
      header: t('roster_import_col_file'),
      cell: (r) => (
        <Link
          component="button"
          type="button"
          onClick={() => onOpen(r.importId)}
          sx={{ textAlign: 'left' }}
        >
          {importTarget(r)}
        </Link>
      ),
      sx: wrapAnywhere,
    },
    {
      key: 'by',
      header: t('roster_import_col_by'),
      cell: (r) => r.createdByName ?? '',
      width: 120,
      sx: wrapAnywhere,
    },
    {
      key: 'status',
      header: t('roster_import_col_status'),
      cell: (r) => t(statusKey[r.status]),
      width: 130,
      sx: nowrap,
    },
    {
      key: 'counts',
      header: t('roster_import_col_counts'),
      cell: (r) =>
        (['new', 'changed', 'leaving', 'rejected'] as const)
          .map((c) => `${actionLabel(r, c)} ${r.counts[c]}`)
          .join(' / '),
      sx: wrapAnywhere,
    },
  ];
  const narrow: Column<RosterImportSummary>[] = [
    {
      key: 'all',
      header: t('roster_import_history'),
      cell: (r) => (
        <>
          {columns[1]!.cell(r)}
          <Typography variant="body2">
            {formatDateTime(r.createdAt)}・{t(statusKey[r.status])}・{r.createdByName ?? ''}
          </Typography>
          <Typography variant="body2">{columns[4]!.cell(r)}</Typography>
        </>
      ),
      sx: wrapAnywhere,
    },
  ];
  return (
    <TitledSection id="roster-history" title={t('roster_import_history')}>
      <DataTable
        label={t('roster_import_history')}
        columns={columns}
        narrowColumns={narrow}
        rows={history.data?.imports ?? []}
        rowKey={(r) => r.importId}
        emptyText={t('roster_import_history_empty')}
      />
    </TitledSection>
  );
}
