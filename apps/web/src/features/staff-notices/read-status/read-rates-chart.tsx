import { LineChart } from '@mui/x-charts/LineChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import type { NoticeReadRates } from '@tayori/contract';
import { useTranslation } from '../../../shared/i18n';
import { shareOf } from './read-share';

const HOUR = 3_600_000;

/**
 * The read share against the hours since the notice reached the portal, a line per series, the
 * reminders marked where they went (MUI X Charts; loaded only when the chart is opened). The table
 * beside it carries the same values for a screen reader.
 */
export default function ReadRatesChart({ rates }: { rates: NoticeReadRates }) {
  const { t } = useTranslation();
  const published = Date.parse(rates.publishedAt);
  return (
    <LineChart
      aria-hidden
      height={260}
      margin={{ left: 0, right: 40 }}
      xAxis={[
        {
          data: rates.hours,
          scaleType: 'linear',
          label: t('read_rates_hours_axis'),
          valueFormatter: (h: number) => t('read_rates_hours', { hours: h }),
        },
      ]}
      yAxis={[{ min: 0, max: 100, valueFormatter: (v: number) => `${v}%` }]}
      series={rates.series.map((s) => ({
        label: s.label,
        data: s.read.map((r) => shareOf(r, s.total)),
        showMark: false,
        valueFormatter: (v: number | null) => `${v ?? 0}%`,
      }))}
    >
      {rates.reminders.map((r) => (
        <ChartsReferenceLine
          key={r.at}
          x={Math.max(0, (Date.parse(r.at) - published) / HOUR)}
          label={t('read_rates_reminder')}
          lineStyle={{ strokeDasharray: '4 4' }}
        />
      ))}
    </LineChart>
  );
}
