import Typography from '@mui/material/Typography';
import type { FormEvent, ReactNode } from 'react';
import { SaveForm, SubmitRow } from '../shared/forms/save-form';
import { formatDateTime } from '../shared/format/date';
import { useTranslation } from '../shared/i18n';

/** Who registered and last updated an account, and when (spec 001 §2, §3). */
export interface AccountStamps {
  registerDate: string | null;
  reguserName: string | null;
  updateDate: string | null;
  upduserName: string | null;
}

/**
 * The end of the staff and tutor detail forms (spec 001 §2): the registration and update stamps
 * when the answer carries them, and the save button (a reader who may not edit gets AccountView).
 */
export function AccountEditorEnd({ stamps, busy }: { stamps: AccountStamps; busy: boolean }) {
  const { t } = useTranslation();
  // Tokyo time and the person's name, as the student detail's stamps (spec 001 §9's date format).
  const stamp = (date: string | null, name: string | null) =>
    date === null ? '-' : t('account_stamp', { date: formatDateTime(date), name: name ?? '-' });
  return (
    <>
      {stamps.registerDate !== null && (
        <Typography variant="body2" color="text.secondary">
          {t('account_registered')}: {stamp(stamps.registerDate, stamps.reguserName)} /{' '}
          {t('account_updated')}: {stamp(stamps.updateDate, stamps.upduserName)}
        </Typography>
      )}
      <SubmitRow busy={busy} label={t('account_save')} />
    </>
  );
}

/**
 * The staff and tutor detail forms' frame (spec 001 §2): the busy form (SaveForm) of the account's
 * fields, its stamps and 保存 at the end.
 */
export function AccountEditorForm({
  stamps,
  busy,
  save,
  children,
}: {
  stamps: AccountStamps;
  busy: boolean;
  save(event: FormEvent<HTMLFormElement>): unknown;
  children: ReactNode;
}) {
  return (
    <SaveForm
      busy={busy}
      onSubmit={save}
      spacing={3}
      end={<AccountEditorEnd stamps={stamps} busy={busy} />}
    >
      {children}
    </SaveForm>
  );
}
