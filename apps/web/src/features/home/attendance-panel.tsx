import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatRate } from '../../shared/format/rate';
import { paths } from '../../shared/navigation/paths';
import { useAttendances } from './api/get-attendances';
import { PanelCard } from './panel-card';

/** Spec 000 §2: the rate per period (dashes if none) and a link to the detail; hidden unless isDisplay. */
export function AttendancePanel() {
  const { t } = useTranslation();
  const attendances = useAttendances();
  if (attendances.isSuccess && !attendances.data.isDisplay) return null;

  return (
    <PanelCard
      title={t('home_attendance_title')}
      action={
        <Link component={RouterLink} to={paths.attendanceRateDetail} variant="body2">
          {t('home_attendance_detail')}
        </Link>
      }
    >
      {attendances.isPending ? (
        <Skeleton variant="rounded" height={48} />
      ) : attendances.isError ? (
        <Typography color="error">{t('home_attendance_failed')}</Typography>
      ) : (
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fit, minmax(88px, 1fr))',
            gap: 1,
            m: 0,
          }}
        >
          {attendances.data.attendances.map((a) => (
            <Box
              key={a.periodName}
              sx={{ bgcolor: 'background.default', borderRadius: 1, p: 1, textAlign: 'center' }}
            >
              <Typography component="dt" variant="body2" color="text.secondary">
                {a.periodName}
              </Typography>
              <Typography component="dd" variant="h6" sx={{ m: 0, fontWeight: 700 }}>
                {formatRate(a.rate)}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </PanelCard>
  );
}
