import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ContactabilityFigures } from '@tayori/contract';
import { useTranslation, type MessageKey } from '../../shared/i18n';
import { DefinitionList } from '../../shared/ui/definition-list';

/** The figures of one group, their rate first (docs/decisions/delivery.md). */
const ROWS: [MessageKey, (f: ContactabilityFigures) => number][] = [
  ['contactability_total', (f) => f.total],
  ['contactability_portal_recent', (f) => f.portalRecent],
  ['contactability_portal_ever', (f) => f.portalEver],
  ['contactability_mail_reachable', (f) => f.mailReachable],
  ['contactability_mail_suppressed', (f) => f.mailSuppressed],
  ['contactability_phone', (f) => f.phoneOnFile],
  ['contactability_unreachable', (f) => f.unreachable],
];

export function FiguresCard({
  title,
  figures,
  phones = true,
}: {
  title: string;
  figures: ContactabilityFigures;
  /** Staff have no phone on file in the portal: their card leaves the row out. */
  phones?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2, flex: 1 }}>
      <Stack spacing={1}>
        <Typography component="h2" variant="h6">
          {title}
        </Typography>
        <Typography
          variant="h5"
          component="p"
          color={figures.unreachable > 0 ? 'warning.dark' : 'success.dark'}
        >
          {t('contactability_rate', { rate: figures.contactableRate.toFixed(1) })}
        </Typography>
        <DefinitionList
          rows={ROWS.filter(([key]) => phones || key !== 'contactability_phone').map(
            ([key, of]) => [t(key), t('contactability_people', { count: of(figures) })],
          )}
        />
      </Stack>
    </Paper>
  );
}
