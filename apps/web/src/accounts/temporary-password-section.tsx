import { useMutation } from '@tanstack/react-query';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import KeyIcon from '@mui/icons-material/Key';
import type { UserType } from '@tayori/contract';
import { callApi } from '../shared/api/client';
import { useTranslation } from '../shared/i18n';
import { ConfirmedActionButton } from '../shared/forms/confirmed-action-button';
import { CopyButton } from '../shared/ui/copy-button';
import { TitledSection } from '../shared/ui/titled-section';

/**
 * Spec 001 §2, §4 password section of the student, staff and tutor details (shown while the
 * account is ACTIVE and the answer's abilities allow it): after a confirmation,
 * POST /api/v1/users/{uid}/temporary-password fetches a temporary password, shown once with a
 * copy button. A failure is said with the screen's prefix (§8).
 */
export function TemporaryPasswordSection({ uid, userType }: { uid: string; userType: UserType }) {
  const { t } = useTranslation();
  const issue = useMutation({
    mutationFn: () => callApi('temporaryPassword', { params: { uid }, body: { userType } }),
  });
  const password = issue.data?.temporaryPassword;
  return (
    <TitledSection
      id="temporary-password"
      title={t('temporary_password_title')}
      outlined
      spacing={2}
    >
      <ConfirmedActionButton
        label={t('temporary_password_issue')}
        startIcon={<KeyIcon />}
        confirm={{
          message: t('temporary_password_confirm'),
          confirmLabel: t('temporary_password_confirm_button'),
        }}
        send={() => issue.mutateAsync()}
      />
      {password && (
        <>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <TextField
              label={t('temporary_password_value')}
              value={password}
              slotProps={{ input: { readOnly: true, sx: { fontFamily: 'monospace' } } }}
            />
            <CopyButton text={password} label={t('temporary_password_copy')} size="medium" />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {t('temporary_password_once')}
          </Typography>
        </>
      )}
    </TitledSection>
  );
}
