import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../shared/i18n';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatRate, NO_VALUE } from '../../shared/format/rate';
import { paths } from '../../shared/navigation/paths';
import { useAttendances } from './api/get-attendances';
import { PanelCard, PanelStates } from './panel-card';

/** The period tiles: as many columns as fit, at least 88 px each. */
const periodGridSx = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(88px, 1fr))',
  gap: 1,
  m: 0,
} as const;

const periodTileSx = {
  bgcolor: 'background.default',
  borderRadius: 1,
  p: 1,
  textAlign: 'center',
} as const;

/** Tiles shown while loading: schools report 前期・後期・通年, which fit one row even on a phone. */
const SKELETON_PERIODS = 3;

/**
 * Spec 000 §2: the rate per period (dashes if none) and a link to the detail; hidden unless isDisplay.
 *
 * While loading, the panel is drawn (with placeholder tiles of the final size) rather than held
 * back: most schools show it, so reserving its place avoids moving the menu when it arrives. Only a
 * school that hides it pays with one shift, when the panel goes away.
 */
export function AttendancePanel() {
  const { t } = useTranslation();
  const attendances = useAttendances();
  if (attendances.isSuccess && !attendances.data.isDisplay) return null;

  return (
    <PanelCard
      title={t('home_attendance_title')}
      action={
        <Link component={RouterLink} to={paths.AttendanceRateDetail} variant="body2">
          {t('home_attendance_detail')}
        </Link>
      }
    >
      <PanelStates
        query={attendances}
        skeleton={
          <Box sx={periodGridSx} aria-hidden>
            {Array.from({ length: SKELETON_PERIODS }, (_, i) => (
              <Box key={i} sx={periodTileSx}>
                <Typography variant="body2" component="div">
                  <Skeleton width="50%" sx={{ mx: 'auto' }} />
                </Typography>
                <Typography variant="h6" component="div">
                  <Skeleton width="70%" sx={{ mx: 'auto' }} />
                </Typography>
              </Box>
            ))}
          </Box>
        }
        failed={t('home_attendance_failed')}
      >
        {(data) =>
          data.attendances.length === 0 ? (
            // No period reported yet: the rate's dashes, as for a period without a rate.
            <Typography variant="h6" sx={{ textAlign: 'center', fontWeight: 700 }}>
              {NO_VALUE}
            </Typography>
          ) : (
            <Box component="dl" sx={periodGridSx}>
              {data.attendances.map((a) => (
                <Box key={a.periodName} sx={periodTileSx}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {a.periodName}
                  </Typography>
                  <Typography component="dd" variant="h6" sx={{ m: 0, fontWeight: 700 }}>
                    {formatRate(a.rate)}
                  </Typography>
                </Box>
              ))}
            </Box>
          )
        }
      </PanelStates>
    </PanelCard>
  );
}
