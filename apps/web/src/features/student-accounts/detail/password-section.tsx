import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import KeyIcon from '@mui/icons-material/Key';
import { useScreenFailure } from '../../../shared/api/use-screen-failure';
import { useTranslation } from '../../../shared/i18n';
import { CopyButton } from '../../../shared/ui/copy-button';
import { useConfirm } from '../../../shared/ui/confirm-dialog';
import { useSnackbar } from '../../../shared/ui/snackbar';
import { useIssueStudentPassword } from '../api/get-student';

/**
 * Spec 001 §2 password section (ACTIVE accounts; the SCHOOL_* and SYSTEM_ADMINISTRATOR variants):
 * a button fetches a temporary password, shown once with a copy button.
 */
export function PasswordSection({ uid }: { uid: string }) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const snackbar = useSnackbar();
  const describeFailure = useScreenFailure();
  const issue = useIssueStudentPassword(uid);
  const password = issue.data?.temporaryPassword;
  const run = async () => {
    if (
      !(await confirm({
        message: t('student_password_confirm'),
        confirmLabel: t('student_password_confirm_button'),
      }))
    )
      return;
    issue.mutate(undefined, {
      onError: (error) => snackbar.show(describeFailure(error).message, 'error'),
    });
  };
  return (
    <Paper variant="outlined" component="section" aria-labelledby="student-password" sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Typography id="student-password" component="h2" variant="h6">
          {t('student_password_title')}
        </Typography>
        <Button
          variant="outlined"
          startIcon={<KeyIcon />}
          onClick={() => void run()}
          disabled={issue.isPending}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('student_password_issue')}
        </Button>
        {password && (
          <>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <TextField
                label={t('student_password_value')}
                value={password}
                slotProps={{ input: { readOnly: true, sx: { fontFamily: 'monospace' } } }}
              />
              <CopyButton text={password} label={t('student_password_copy')} size="medium" />
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {t('student_password_once')}
            </Typography>
          </>
        )}
      </Stack>
    </Paper>
  );
}
