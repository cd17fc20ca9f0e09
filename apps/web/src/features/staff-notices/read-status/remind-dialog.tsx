import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import NotificationsActive from '@mui/icons-material/NotificationsActive';
import { reminderChannels, type ReminderChannel } from '@tayori/contract';
import { callApi } from '../../../shared/api/client';
import { useFailureSnackbar } from '../../../shared/api/use-failure-snackbar';
import { formatDateTime } from '../../../shared/format/date';
import { useAction } from '../../../shared/forms/use-action';
import { useTranslation } from '../../../shared/i18n';
import { useSnackbar } from '../../../shared/ui/snackbar';

/**
 * 「未読者に再通知」 (docs/decisions/reminders.md): the sender picks the channels, seeing first how
 * many of the unread each reaches now, then the reminder goes to those still unread at its send.
 * The dialog is the confirmation: nothing is sent before 送信.
 */
export function RemindButton({ noticeId, onSent }: { noticeId: number; onSent(): void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<NotificationsActive aria-hidden />}
        onClick={() => setOpen(true)}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('reminder_button')}
      </Button>
      {open && <RemindDialog noticeId={noticeId} onClose={() => setOpen(false)} onSent={onSent} />}
    </>
  );
}

function RemindDialog({
  noticeId,
  onClose,
  onSent,
}: {
  noticeId: number;
  onClose(): void;
  onSent(): void;
}) {
  const { t } = useTranslation();
  const [urgent, setUrgent] = useState(false);
  const reach = useQuery({
    queryKey: ['staff-notices', 'reminder-reach', noticeId, urgent],
    queryFn: ({ signal }) =>
      callApi('noticeReminderReach', {
        params: { id: noticeId },
        query: { urgent },
        signal,
      }),
    staleTime: 0,
    placeholderData: (previous) => previous,
  });
  const snackbar = useSnackbar();
  useFailureSnackbar(reach.error);
  const [chosen, setChosen] = useState<ReminderChannel[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const action = useAction();
  const r = reach.data;
  // Until the sender chooses: push and mail where they reach anyone (SMS costs money per text).
  const channels = chosen ?? (r ? (['push', 'mail'] as const).filter((c) => r[c] > 0) : []);
  const toggle = (c: ReminderChannel) =>
    setChosen(channels.includes(c) ? channels.filter((x) => x !== c) : [...channels, c]);
  const send = () =>
    void action.run({
      send: () =>
        callApi('noticeReminderSend', { params: { id: noticeId }, body: { channels, urgent } }),
      onSuccess: ({ dueAt }) => {
        snackbar.show(
          Date.parse(dueAt) > Date.now()
            ? t('reminder_scheduled', { at: formatDateTime(dueAt) })
            : t('reminder_sent'),
          'success',
        );
        onSent();
        onClose();
      },
      onFailure: (failure) => setError(failure.fields.channels ?? null),
    });
  return (
    <Dialog open onClose={onClose} aria-labelledby="remind-title" fullWidth maxWidth="xs">
      <DialogTitle id="remind-title">{t('reminder_button')}</DialogTitle>
      <DialogContent>
        {!r ? (
          <LinearProgress />
        ) : (
          <>
            <Typography gutterBottom>{t('reminder_unread', { count: r.unread })}</Typography>
            <FormGroup aria-label={t('reminder_channels')}>
              {reminderChannels.map((c) => (
                <FormControlLabel
                  key={c}
                  control={
                    <Checkbox
                      checked={channels.includes(c)}
                      onChange={() => toggle(c)}
                      disabled={action.busy}
                    />
                  }
                  label={t(`reminder_channel_${c}_reach`, { count: r[c] })}
                />
              ))}
            </FormGroup>
            {error && <FormHelperText error>{error}</FormHelperText>}
            <FormControlLabel
              control={
                <Checkbox
                  checked={urgent}
                  onChange={(e) => setUrgent(e.target.checked)}
                  disabled={action.busy}
                />
              }
              label={t('reminder_urgent')}
              sx={{ mt: 1 }}
            />
            {r.quietUntil && (
              <Alert severity="info" sx={{ mt: 1 }}>
                {t('reminder_quiet', { at: formatDateTime(r.quietUntil) })}
              </Alert>
            )}
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('reminder_note')}
            </Typography>
            {r.lastRemindedAt && (
              <Typography variant="body2" color="text.secondary">
                {t('reminder_last', { at: formatDateTime(r.lastRemindedAt) })}
              </Typography>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={action.busy}>
          {t('cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={send}
          disabled={!r || channels.length === 0 || action.busy}
        >
          {t('reminder_send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
