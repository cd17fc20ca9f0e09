import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { JidField, typedText, type Profile } from '@tayori/contract';
import { contractResolver } from '../../shared/forms/contract-resolver';
import { TextInput } from '../../shared/forms/fields/text-input';
import { useSubmitFlow } from '../../shared/forms/use-submit-flow';
import { useTranslation } from '../../shared/i18n';
import { SaveForm } from '../../shared/forms/save-form';
import { useUpdateProfile } from './api/update-profile';

/** The contract's JID rule (spec 001 §5: required, up to 16 alphanumerics; message jid_required). */
const JidFormValues = z.object({ jid: JidField });
type JidFormValues = z.infer<typeof JidFormValues>;

/** STAFF only: edits the JID and saves it with the seq that was read (no confirmation, no move). */
export function JidForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const form = useForm<JidFormValues>({
    resolver: contractResolver<JidFormValues>(JidFormValues),
    // `values` follows the refetched profile (after a save or a conflict), keeping typed input.
    values: { jid: profile.jid ?? '' },
    resetOptions: { keepDirtyValues: true },
  });
  const { busy, submit } = useSubmitFlow(form);
  const save = submit(
    ({ jid }) => ({
      send: () => update.mutateAsync({ jid, seq: profile.seq }),
      // Spec 001 §2: 'saved' after the refetch, which the mutation awaits.
      success: t('profile_saved'),
    }),
    // A JID typed in full width is shown as the half-width value that is checked and saved.
    { jid: typedText.jid },
  );

  return (
    <SaveForm
      busy={busy}
      onSubmit={save}
      label={t('profile_jid_form')}
      submitLabel={t('profile_save')}
    >
      <TextInput
        control={form.control}
        name="jid"
        label={t('profile_jid')}
        required
        autoComplete="off"
        helperText={t('profile_jid_hint')}
        normalise={typedText.jid}
      />
    </SaveForm>
  );
}
