import type { Control } from 'react-hook-form';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import SendIcon from '@mui/icons-material/Send';
import { limits, type AnnounceMailForm } from '@tayori/contract';
import { FieldList } from '../../shared/forms/fields/field-list';
import { useTranslation } from '../../shared/i18n';

export interface MailFieldsProps {
  control: Control<AnnounceMailForm>;
  readOnly: boolean;
  busy: boolean;
  /** The author may send: reset and send are shown. */
  canSend: boolean;
  onReset(): void;
}

/**
 * The registration tab's subject and body with their counters, then reset and send (spec 001 §2,
 * §5). The send button submits the tab's form.
 */
export function MailFields({ control, readOnly, busy, canSend, onReset }: MailFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <FieldList
        control={control}
        readOnly={readOnly}
        fullWidth
        fields={[
          {
            kind: 'text',
            name: 'subject',
            label: t('announce_subject'),
            required: true,
            counter: limits.announceSubjectMax,
          },
          {
            kind: 'text',
            name: 'body',
            label: t('announce_body'),
            required: true,
            multiline: true,
            minRows: 8,
            counter: limits.announceBodyMax,
          },
        ]}
      />
      {canSend && (
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button color="inherit" variant="outlined" disabled={busy} onClick={onReset}>
            {t('announce_reset')}
          </Button>
          <Button type="submit" variant="contained" startIcon={<SendIcon />} disabled={busy}>
            {t('announce_send')}
          </Button>
        </Stack>
      )}
    </>
  );
}
