import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { NoticeReadRates } from '@tayori/contract';
import { callApi } from '../../../shared/api/client';
import { useFailureSnackbar } from '../../../shared/api/use-failure-snackbar';
import { formatDateTime } from '../../../shared/format/date';
import { useTranslation } from '../../../shared/i18n';
import { formatRate } from '../../../shared/format/rate';
import { ViewSelect } from '../../../shared/ui/view-select';
import { shareOf } from './read-share';

const ReadRatesChart = lazy(() => import('./read-rates-chart'));

type By = 'all' | 'schoolYear' | 'course';

/** The values of the chart, a row per point: the chart's equivalent for a screen reader. */
function RatesTable({ rates }: { rates: NoticeReadRates }) {
  const { t } = useTranslation();
  const share = (read: number, total: number) =>
    total === 0 ? '-' : formatRate(shareOf(read, total));
  return (
    <TableContainer>
      <Table size="small" aria-label={t('read_rates_title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('read_rates_hours_axis')}</TableCell>
            {rates.series.map((s) => (
              <TableCell key={s.label} align="right">
                {s.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rates.hours.map((h, i) => (
            <TableRow key={h}>
              <TableCell>{t('read_rates_hours', { hours: h })}</TableCell>
              {rates.series.map((s) => (
                <TableCell key={s.label} align="right">
                  {share(s.read[i]!, s.total)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/**
 * 「既読率の推移」 on the read status (docs/decisions/reminders.md): opened on request (the chart's
 * library loads then), whole or per school year or course, the reminders marked.
 */
export function ReadRates({ noticeId }: { noticeId: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [by, setBy] = useState<By>('all');
  const rates = useQuery({
    queryKey: ['staff-notices', 'read-rates', noticeId, by],
    queryFn: ({ signal }) =>
      callApi('noticeReadRates', {
        params: { id: noticeId },
        query: { by: by === 'all' ? undefined : by },
        signal,
      }),
    enabled: open,
  });
  useFailureSnackbar(rates.error);
  if (!open)
    return (
      <Button variant="text" onClick={() => setOpen(true)} sx={{ alignSelf: 'flex-start' }}>
        {t('read_rates_open')}
      </Button>
    );
  const data = rates.data;
  return (
    <Paper variant="outlined" component="section" aria-label={t('read_rates_title')} sx={{ p: 2 }}>
      <Stack spacing={1.5}>
        <Typography component="h2" variant="h6">
          {t('read_rates_title')}
        </Typography>
        <ViewSelect<By>
          label={t('read_rates_by')}
          value={by}
          options={(['all', 'schoolYear', 'course'] as const).map((b) => ({
            value: b,
            label: t(`read_rates_by_${b}`),
          }))}
          onChange={setBy}
        />
        {!data ? (
          <LinearProgress />
        ) : (
          <>
            <Typography variant="body2" color="text.secondary">
              {t('read_rates_published', { at: formatDateTime(data.publishedAt) })}
              {data.reminders.length > 0 &&
                t('read_rates_reminders', {
                  list: data.reminders.map((r) => formatDateTime(r.at).slice(5, 16)).join('、'),
                })}
            </Typography>
            <Suspense fallback={<LinearProgress />}>
              <ReadRatesChart rates={data} />
            </Suspense>
            <RatesTable rates={data} />
          </>
        )}
      </Stack>
    </Paper>
  );
}
