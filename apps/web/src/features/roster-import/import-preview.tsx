import { useEffect, useRef, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../shared/i18n';
import { DataTable, wrapAnywhere, type DataTableProps } from '../../shared/ui/data-table';
import { useAction } from '../../shared/forms/use-action';
import { fetchRosterReport, useApplyRoster } from './api/roster-import-api';
import { usePreviewColumns } from './preview-columns';
import { actionLabel, importTarget, type ImportView } from './import-target';
import { YearUpdateUndo } from './year-update-undo';
import { GraduatesNamed } from './graduates-named';
import { NewPlaces } from './new-places';
import { DownloadLink } from '../../shared/ui/download-link';

const countKeys = [
  ['new', 'success'],
  ['changed', 'info'],
  ['unchanged', 'default'],
  ['leaving', 'warning'],
  ['rejected', 'error'],
] as const;

/**
 * The preview of an import or a year update: counts, rejected rows, changes; apply, then its
 * progress; a year update's undo.
 */
export function ImportPreview({ detail, onOpen }: ImportView) {
  const { t } = useTranslation();
  const action = useAction();
  const apply = useApplyRoster();
  const columns = usePreviewColumns(detail);
  const yearUpdate = detail.kind === 'yearUpdate';
  const applyLabel = t(yearUpdate ? 'roster_year_update_apply' : 'roster_import_apply');
  const run = () =>
    action.run({
      confirm: {
        message: t(yearUpdate ? 'roster_year_update_apply_confirm' : 'roster_import_apply_confirm'),
        confirmLabel: applyLabel,
      },
      send: () => apply.mutateAsync(detail.importId),
    });
  // A preview opened from either form (or the history) is brought into view: it is below them.
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    section.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [detail.importId]);
  const { done, total } = detail.progress;
  // A OneRoster import also records the ids of accounts it leaves unchanged: rows beyond the counts.
  const { counts } = detail;
  const linksOnly = total - counts.new - counts.changed - counts.leaving;
  const moving = detail.status === 'queued' || detail.status === 'running';
  return (
    <Paper
      ref={section}
      variant="outlined"
      component="section"
      aria-labelledby="roster-preview"
      sx={{ p: 2, scrollMarginTop: 72 }}
    >
      <Stack spacing={2}>
        <Typography id="roster-preview" component="h2" variant="h6">
          {t('roster_import_preview_title')}
        </Typography>
        <Typography variant="body2" sx={wrapAnywhere}>
          {detail.kind === 'yearUpdate'
            ? importTarget(detail)
            : t('roster_import_read_as', {
                target: importTarget(detail),
                encoding: detail.encoding === 'shift_jis' ? 'Shift_JIS' : 'UTF-8',
              })}
        </Typography>
        {detail.absentColumns.length > 0 && (
          <Typography variant="body2" color="text.secondary">
            {t('roster_import_absent_columns', { columns: detail.absentColumns.join('、') })}
          </Typography>
        )}
        {linksOnly > 0 && detail.status === 'previewed' && (
          <Typography variant="body2" color="text.secondary">
            {t('roster_import_links', { count: linksOnly })}
          </Typography>
        )}
        {detail.ignoredColumns.length > 0 && (
          <Typography variant="body2" color="text.secondary">
            {t('roster_import_ignored_columns', { columns: detail.ignoredColumns.join('、') })}
          </Typography>
        )}
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap' }}
          aria-label={t('roster_import_col_counts')}
        >
          {countKeys
            .filter(([key]) => !(yearUpdate && key === 'new'))
            .map(([key, color]) => (
              <Chip
                key={key}
                color={color}
                variant={detail.counts[key] ? 'filled' : 'outlined'}
                label={`${actionLabel(detail, key)} ${detail.counts[key]}`}
              />
            ))}
        </Stack>
        {moving && (
          <Stack spacing={1} role="status">
            <Typography>{t('roster_import_applying', { done, total })}</Typography>
            <LinearProgress
              variant="determinate"
              value={total ? (done / total) * 100 : 100}
              aria-label={t('roster_import_applying', { done, total })}
            />
          </Stack>
        )}
        {detail.status === 'applied' && (
          <Alert severity="success">
            {t(yearUpdate ? 'roster_year_update_applied' : 'roster_import_applied', { done })}
          </Alert>
        )}
        {detail.status === 'failed' && (
          <Alert severity="error">{detail.failure ?? t('roster_import_failed')}</Alert>
        )}
        {detail.applyRefusal && detail.status === 'previewed' && (
          <Alert severity="warning">{detail.applyRefusal}</Alert>
        )}
        {detail.abilities.apply && (
          <Button
            variant="contained"
            onClick={() => void run()}
            disabled={action.busy || total === 0}
            sx={{ alignSelf: 'flex-start' }}
          >
            {detail.status === 'failed' ? t('roster_import_resume') : applyLabel}
          </Button>
        )}
        <YearUpdateUndo detail={detail} onOpen={onOpen} />
        {detail.counts.rejected > 0 && (
          <PreviewTable
            title={t('roster_import_rejections')}
            {...columns.rejections}
            rows={detail.rejections}
            rowKey={(r) => `${r.line}-${r.column ?? ''}`}
          >
            <DownloadLink
              label={t('roster_import_report')}
              fetchFile={() => fetchRosterReport(detail.importId)}
              fileName={`roster_import_errors_${detail.kind}.csv`}
            />
          </PreviewTable>
        )}
        <NewPlaces places={detail.newPlaces} />
        <GraduatesNamed named={detail.graduatesNamedIn} />
        <PreviewTable
          title={t('roster_import_changes')}
          {...columns.changes}
          rows={detail.changes}
          rowKey={(r) => `${r.line}-${r.key}`}
          emptyText={t('roster_import_nothing')}
        />
      </Stack>
    </Paper>
  );
}

/** One of the preview's tables under its heading (h3), which names the table; `children` above it. */
function PreviewTable<Row>({
  title,
  children,
  ...table
}: Omit<DataTableProps<Row>, 'label'> & { title: string; children?: ReactNode }) {
  return (
    <Stack spacing={1}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
      <DataTable label={title} {...table} />
    </Stack>
  );
}
