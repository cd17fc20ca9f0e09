import { useParams } from 'react-router';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { roleTypeLabels, UserIdParam, userTypeLabels } from '@tayori/contract';
import { useSchoolOptions } from '../../../shared/api/school-options';
import { useMe } from '../../../shared/auth/use-me';
import { useTranslation } from '../../../shared/i18n';
import { ErrorRedirect } from '../../../shared/navigation/error-redirect';
import { AccountView } from '../../../accounts/account-view';
import { LoadingOverlay } from '../../../shared/ui/loading-overlay';
import { TemporaryPasswordSection } from '../../../accounts/temporary-password-section';
import { useStaffDetail, useStaffFilter } from '../api/staff-api';
import { StaffEditor } from './staff-editor';
import { SecondFactorSection } from './second-factor-section';

/**
 * Route StaffAccountDetail (/staff-account-detail/{uid}, opened in a new tab; spec 001 §2): the
 * account, an editable form or, for a reader who may not change it, a list of its values (as its
 * answer says); the password section while ACTIVE; a missing account is the Error route.
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
  const d = detail.data;
  return (
    <Stack spacing={2}>
      <Typography component="h1" variant="h5">
        {t('staff_detail_title')}
      </Typography>
      {d.abilities.edit ? (
        <StaffEditor detail={d} filter={filter.data} schools={schools.data} />
      ) : (
        <AccountView
          account={d}
          lead={[
            [t('staff_user_type'), userTypeLabels[d.userType]],
            [t('staff_role_type'), d.roleType ? roleTypeLabels[d.roleType] : null],
          ]}
        />
      )}
      {d.abilities.issueTemporaryPassword && (
        <TemporaryPasswordSection uid={d.uid} userType={d.userType} />
      )}
      <SecondFactorSection uid={d.uid} />
    </Stack>
  );
}
