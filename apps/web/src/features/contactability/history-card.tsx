import { lazy, Suspense } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ContactabilityDay } from '@tayori/contract';
import { formatDate } from '../../shared/format/date';
import { formatRate } from '../../shared/format/rate';
import { useTranslation } from '../../shared/i18n';

const HistoryChart = lazy(() => import('./history-chart'));

const DAY = 86_400_000;
/** The table shows one day a week, counted back from the newest (the chart shows every day). */
const TABLE_STEP_DAYS = 7;

/** The newest day, then the days 7, 14, … days before it that have a snapshot, newest first. */
export function weeklyDays(history: ContactabilityDay[]): ContactabilityDay[] {
  const newest = history.at(-1);
  if (!newest) return [];
  const end = Date.parse(newest.day);
  return history
    .filter((d) => Math.round((end - Date.parse(d.day)) / DAY) % TABLE_STEP_DAYS === 0)
    .reverse();
}

/** The chart's lowest rate: the lowest shown, floored to ten, so a few points' change is visible. */
const floorOf = (history: ContactabilityDay[]) =>
  Math.min(
    90,
    ...history.flatMap((d) => [d.studentRate, d.staffRate]).map((r) => Math.floor(r / 10) * 10),
  );

/** A group's rate on a day, and how many no channel reached below it. */
function RateCell({ rate, unreachable }: { rate: number; unreachable: number }) {
  const { t } = useTranslation();
  return (
    <TableCell align="right">
      {formatRate(rate)}
      <Typography variant="caption" component="div" color="text.secondary">
        {t('contactability_history_unreachable', { count: unreachable })}
      </Typography>
    </TableCell>
  );
}

/** The board's rate over time (docs/decisions/delivery.md): a snapshot a day, taken at 04:00. */
export function HistoryCard({ history }: { history: ContactabilityDay[] }) {
  const { t } = useTranslation();
  const title = t('contactability_history_title');
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2 }}>
      <Stack spacing={1}>
        <Typography component="h2" variant="h6">
          {title}
        </Typography>
        {history.length === 0 ? (
          <Typography color="text.secondary">{t('contactability_history_empty')}</Typography>
        ) : (
          <>
            {/* Two days make the first line; the table says the one day until then. */}
            {history.length > 1 && (
              <>
                <Suspense fallback={<LinearProgress />}>
                  <HistoryChart history={history} floor={floorOf(history)} />
                </Suspense>
                <Typography variant="body2" color="text.secondary">
                  {t('contactability_history_legend', { floor: floorOf(history) })}
                </Typography>
              </>
            )}
            <Table size="small" aria-label={title}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('contactability_history_day')}</TableCell>
                  <TableCell align="right">{t('contactability_students')}</TableCell>
                  <TableCell align="right">{t('contactability_staff')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {weeklyDays(history).map((d) => (
                  <TableRow key={d.day}>
                    <TableCell>{formatDate(d.day)}</TableCell>
                    <RateCell rate={d.studentRate} unreachable={d.studentUnreachable} />
                    <RateCell rate={d.staffRate} unreachable={d.staffUnreachable} />
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </>
        )}
      </Stack>
    </Paper>
  );
}
