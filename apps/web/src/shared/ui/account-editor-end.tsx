import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../i18n';

/** Who registered and last updated an account, and when (spec 001 §2, §3). */
export interface AccountStamps {
  registerDate: string | null;
  reguserId: string | null;
  updateDate: string | null;
  upduserId: string | null;
}

/**
 * The end of the staff and tutor detail forms (spec 001 §2): the registration and update stamps
 * when the answer carries them, and the save button when the answer allows editing.
 */
export function AccountEditorEnd({
  stamps,
  canSave,
  busy,
}: {
  stamps: AccountStamps;
  canSave: boolean;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const stamp = (date: string | null, by: string | null) =>
    [date?.slice(0, 10), by].filter(Boolean).join(' ');
  return (
    <>
      {stamps.registerDate !== null && (
        <Typography variant="body2" color="text.secondary">
          {t('account_registered')}: {stamp(stamps.registerDate, stamps.reguserId)} /{' '}
          {t('account_updated')}: {stamp(stamps.updateDate, stamps.upduserId)}
        </Typography>
      )}
      {canSave && (
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" disabled={busy} sx={{ minWidth: 120 }}>
            {t('account_save')}
          </Button>
        </Stack>
      )}
    </>
  );
}
