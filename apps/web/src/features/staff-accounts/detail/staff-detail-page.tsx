import { useParams } from 'react-router';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { UserIdParam } from '@tayori/contract';
import { useSchoolOptions } from '../../../shared/api/school-options';
import { useMe } from '../../../shared/auth/use-me';
import { useTranslation } from '../../../shared/i18n';
import { ErrorRedirect } from '../../../shared/navigation/error-redirect';
import { LoadingOverlay } from '../../../shared/ui/loading-overlay';
import { useStaffDetail, useStaffFilter } from '../api/staff-api';
import { StaffEditor } from './staff-editor';

/**
 * Route StaffAccountDetail (/staff-account-detail/{uid}, opened in a new tab; spec 001 §2): the
 * account, editable or read-only as its answer says; a missing account is the Error route.
 */
export default function StaffDetailPage() {
  const { t } = useTranslation();
  const raw = useParams().id ?? '';
  const valid = UserIdParam.safeParse(raw).success;
  const me = useMe();
  const schools = useSchoolOptions(me.data?.roleType);
  const filter = useStaffFilter();
  const detail = useStaffDetail(valid ? raw : null);
  if (!valid) return <ErrorRedirect message={t('not_found')} />;
  const failure = detail.error ?? filter.error ?? schools.error;
  if (failure) return <ErrorRedirect error={failure} />;
  if (!detail.data || !filter.data || !schools.data) return <LoadingOverlay />;
  return (
    <Stack spacing={2}>
      <Typography component="h1" variant="h5">
        {t('staff_detail_title')}
      </Typography>
      <StaffEditor detail={detail.data} filter={filter.data} schools={schools.data} />
    </Stack>
  );
}
