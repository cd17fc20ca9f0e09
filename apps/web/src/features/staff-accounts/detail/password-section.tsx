import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { StaffDetail } from '@tayori/contract';
import { useScreenFailure } from '../../../shared/api/use-screen-failure';
import { useTranslation } from '../../../shared/i18n';
import { useSnackbar } from '../../../shared/ui/snackbar';
import { issueTemporaryPassword } from '../api/staff-api';

/**
 * Spec 001 §2, §4: the password button of an ACTIVE account (shown when the answer's abilities
 * allow it); the temporary password is shown once, on screen only.
 */
export function PasswordSection({ detail }: { detail: StaffDetail }) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const describeFailure = useScreenFailure();
  const [busy, setBusy] = useState(false);
  const [password, setPassword] = useState<string | null>(null);
  const issue = async () => {
    setBusy(true);
    try {
      setPassword((await issueTemporaryPassword(detail.uid, detail.userType)).temporaryPassword);
    } catch (error) {
      snackbar.show(describeFailure(error).message, 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack spacing={1} component="section" aria-label={t('staff_password_title')}>
      <Typography component="h2" variant="subtitle1">
        {t('staff_password_title')}
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="outlined" disabled={busy} onClick={() => void issue()}>
          {t('staff_password_issue')}
        </Button>
        {password && (
          <Typography role="status" sx={{ fontFamily: 'monospace' }}>
            {t('staff_password_issued', { password })}
          </Typography>
        )}
      </Stack>
    </Stack>
  );
}
