import { useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { StudentDetail } from '@tayori/contract';
import { formatDayOf } from '../../../shared/format/date';
import { useTranslation } from '../../../shared/i18n';
import { ErrorRedirect } from '../../../shared/navigation/error-redirect';
import { LoadingOverlay } from '../../../shared/ui/loading-overlay';
import { useStudent } from '../api/get-student';
import { TemporaryPasswordSection } from '../../../accounts/temporary-password-section';
import { StudentEditForm } from './student-edit-form';
import { StudentView } from './student-fields';

const UID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Route StudentAccountDetail (/student-account-detail/{id}, spec 001 §2): one screen, the variant
 * the answer names (`variant`, `abilities`): the administrator's form, or the read-only view; a
 * deleted account is a notice instead; the password section where the answer allows it.
 */
export default function StudentAccountDetailPage() {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  if (!UID.test(id)) return <ErrorRedirect message={t('not_found')} />;
  return <StudentAccountDetailScreen key={id} id={id} />;
}

function StudentAccountDetailScreen({ id }: { id: string }) {
  const student = useStudent(id);
  if (student.isPending) return <LoadingOverlay />;
  if (student.isError) return <ErrorRedirect error={student.error} />;
  return <StudentAccountDetailView detail={student.data} />;
}

/** The screen of one answer (exported for the variants' component tests). */
export function StudentAccountDetailView({ detail: d }: { detail: StudentDetail }) {
  const { t } = useTranslation();
  const deleted = d.userStatusType === 'DELETE';
  return (
    <Stack sx={{ alignItems: 'center' }}>
      <Stack spacing={2} sx={{ width: '100%', maxWidth: 880 }}>
        <Paper
          variant="outlined"
          component="section"
          aria-labelledby="student-detail-title"
          sx={{ p: { xs: 2, sm: 4 } }}
        >
          <Stack spacing={3}>
            <Typography id="student-detail-title" component="h1" variant="h5">
              {t('student_detail_title')}
            </Typography>
            {d.mailSuppression && (
              <Alert severity="warning">
                {t('student_mail_suppressed', {
                  since: formatDayOf(d.mailSuppression.since),
                  reason: d.mailSuppression.text ?? '',
                })}
              </Alert>
            )}
            {deleted ? (
              <Alert severity="warning">{t('student_deleted_notice')}</Alert>
            ) : d.abilities.edit ? (
              <StudentEditForm detail={d} />
            ) : (
              <StudentView detail={d} />
            )}
          </Stack>
        </Paper>
        {d.abilities.issueTemporaryPassword && (
          <TemporaryPasswordSection uid={d.uid} userType="STUDENT" />
        )}
      </Stack>
    </Stack>
  );
}
