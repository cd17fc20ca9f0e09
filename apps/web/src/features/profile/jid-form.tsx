import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '../../shared/i18n';
import { z } from 'zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { JidField, typedText, type Profile } from '@tayori/contract';
import { useScreenFailure } from '../../shared/api/use-screen-failure';
import { normaliseOnBlur, showAllNormalised } from '../../shared/forms/typed-text';
import { LoadingOverlay } from '../../shared/ui/loading-overlay';
import { useSnackbar } from '../../shared/ui/snackbar';
import { useUpdateProfile } from './api/update-profile';

/** The contract's JID rule (spec 001 §5: required, up to 16 alphanumerics; message jid_required). */
const JidFormValues = z.object({ jid: JidField });
type JidFormValues = z.infer<typeof JidFormValues>;

/** STAFF only: edits the JID and saves it with the seq that was read. */
export function JidForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const update = useUpdateProfile();
  const describeFailure = useScreenFailure();
  const form = useForm<JidFormValues>({
    resolver: zodResolver(JidFormValues),
    // `values` follows the refetched profile (after a save or a conflict), keeping typed input.
    values: { jid: profile.jid ?? '' },
    resetOptions: { keepDirtyValues: true },
  });
  const error = form.formState.errors.jid;

  const save = form.handleSubmit(
    async ({ jid }) => {
      try {
        await update.mutateAsync({ jid, seq: profile.seq });
        snackbar.show(t('profile_saved'), 'success');
      } catch (failure) {
        const { message, fields } = describeFailure(failure);
        if (fields.jid) form.setError('jid', { message: fields.jid });
        snackbar.show(message, 'error');
      }
    },
    () => snackbar.show(t('validation_incorrect'), 'error'),
  );

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      aria-label={t('profile_jid_form')}
      onSubmit={(e) => {
        // The JID typed in full width is shown as the half-width value that is checked and saved.
        showAllNormalised(form, { jid: typedText.jid });
        void save(e);
      }}
    >
      <TextField
        label={t('profile_jid')}
        required
        fullWidth
        autoComplete="off"
        error={!!error}
        helperText={error?.message ?? t('profile_jid_hint')}
        slotProps={{ htmlInput: { spellCheck: false } }}
        {...form.register('jid', normaliseOnBlur(form, 'jid', typedText.jid))}
      />
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button
          type="submit"
          variant="contained"
          disabled={update.isPending}
          sx={{ minWidth: 120 }}
        >
          {t('profile_save')}
        </Button>
      </Stack>
      <LoadingOverlay open={update.isPending} />
    </Stack>
  );
}
