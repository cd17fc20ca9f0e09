import { useTranslation } from '../../shared/i18n';
import Box from '@mui/material/Box';
import { useMe } from '../../shared/auth/use-me';
import { ErrorRedirect } from '../../shared/navigation/error-redirect';
import { LoadingOverlay } from '../../shared/ui/loading-overlay';
import { PageCard } from '../../shared/ui/page-card';
import { useProfile } from './api/get-profile';
import { JidForm } from './jid-form';
import { PushDevices } from './push/push-devices';
import { ReminderSettings } from './push/reminder-settings';
import { OwnSecondFactors } from './second-factors/own-second-factors';

/**
 * /profile (spec 001 §2): the signed-in user's school and name; STAFF also edit their JID, the
 * other user types see their school name only. Everyone sees their own second factors (ours).
 */
export default function ProfilePage() {
  const { t } = useTranslation();
  const me = useMe();
  const profile = useProfile();
  if (profile.isPending || me.isPending) return <LoadingOverlay />;
  if (profile.isError || me.isError) {
    return <ErrorRedirect error={profile.error ?? me.error} />;
  }
  const data = profile.data;

  return (
    <PageCard id="profile-title" title={t('profile_title')} maxWidth={640} spacing={3}>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '9rem 1fr' },
          columnGap: 2,
          rowGap: { xs: 0.5, sm: 1.5 },
          m: 0,
          '& dt': { color: 'text.secondary', fontSize: '0.875rem' },
          '& dd': { m: 0, mb: { xs: 1.5, sm: 0 }, overflowWrap: 'anywhere' },
        }}
      >
        <dt>{t('profile_school_name')}</dt>
        <dd>{data.schoolName ?? t('profile_no_school')}</dd>
        <dt>{t('profile_name')}</dt>
        <dd>{t('profile_full_name', { lastName: data.lastName, firstName: data.firstName })}</dd>
      </Box>
      {me.data.userType === 'STAFF' && <JidForm profile={data} />}
      {me.data.userType === 'STUDENT' && (
        <>
          <PushDevices />
          <ReminderSettings />
        </>
      )}
      <OwnSecondFactors />
    </PageCard>
  );
}
