import { useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { UserIdParam } from '@tayori/contract';
import { useTranslation } from '../../../shared/i18n';
import { ErrorRedirect } from '../../../shared/navigation/error-redirect';
import { AccountView } from '../../../accounts/account-view';
import { LoadingOverlay } from '../../../shared/ui/loading-overlay';
import { TemporaryPasswordSection } from '../../../accounts/temporary-password-section';
import { useTutorDetail } from '../api/tutor-api';
import { TutorEditor } from './tutor-editor';

/**
 * Route TutorAccountDetail (/tutor-account-detail/{id}, opened in a new tab; spec 001 §2): the
 * tutor, an editable form or a list of its values (as its answer says), and the password section
 * while ACTIVE; a
 * tutor out of reach or missing is the Error route.
 */
export default function TutorDetailPage() {
  const { t } = useTranslation();
  const raw = useParams().id ?? '';
  const valid = UserIdParam.safeParse(raw).success;
  const detail = useTutorDetail(valid ? raw : null);
  if (!valid) return <ErrorRedirect message={t('not_found')} />;
  if (detail.error) return <ErrorRedirect error={detail.error} />;
  if (!detail.data) return <LoadingOverlay />;
  const d = detail.data;
  return (
    <Stack spacing={2}>
      <Typography component="h1" variant="h5">
        {t('tutor_detail_title')}
      </Typography>
      {d.userStatusType === 'DELETE' && <Alert severity="info">{t('tutor_deleted_notice')}</Alert>}
      {d.abilities.edit ? <TutorEditor detail={d} /> : <AccountView account={d} />}
      {d.abilities.issueTemporaryPassword && (
        <TemporaryPasswordSection uid={d.uid} userType="TUTOR" />
      )}
    </Stack>
  );
}
