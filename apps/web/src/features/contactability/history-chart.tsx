import { LineChart } from '@mui/x-charts/LineChart';
import { useTheme } from '@mui/material/styles';
import type { ContactabilityDay } from '@tayori/contract';
import { formatDate } from '../../shared/format/date';
import { useTranslation } from '../../shared/i18n';

/**
 * The two groups' rates over the days kept (MUI X Charts, as the read rates; loaded only with a
 * history to draw), students solid and staff dashed, from `floor`% up. The table beside it carries
 * the values for a screen reader.
 */
export default function HistoryChart({
  history,
  floor,
}: {
  history: ContactabilityDay[];
  floor: number;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  return (
    <LineChart
      aria-hidden
      height={160}
      margin={{ left: 0, right: 16 }}
      hideLegend
      xAxis={[{ data: history.map((d) => formatDate(d.day).slice(5)), scaleType: 'point' }]}
      yAxis={[{ min: floor, max: 100, valueFormatter: (v: number) => `${v}%` }]}
      series={[
        {
          id: 'students',
          label: t('contactability_students'),
          data: history.map((d) => d.studentRate),
          color: theme.palette.primary.main,
          showMark: false,
        },
        {
          id: 'staff',
          label: t('contactability_staff'),
          data: history.map((d) => d.staffRate),
          color: theme.palette.info.main,
          showMark: false,
        },
      ]}
      sx={{ '& path[data-series="staff"]': { strokeDasharray: '6 4' }, maxWidth: 480 }}
    />
  );
}
