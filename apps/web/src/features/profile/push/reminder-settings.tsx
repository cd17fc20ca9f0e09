import { useQuery, useQueryClient } from '@tanstack/react-query';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import { reminderChannels, type ReminderChannel } from '@tayori/contract';
import { callApi } from '../../../shared/api/client';
import { useFailureSnackbar } from '../../../shared/api/use-failure-snackbar';
import { useAction } from '../../../shared/forms/use-action';
import { useTranslation } from '../../../shared/i18n';
import { TitledSection } from '../../../shared/ui/titled-section';

const SETTINGS_KEY = ['reminders', 'settings'] as const;

/**
 * The profile's 「再通知の受け取り方」 (docs/decisions/reminders.md): a switch per channel, on unless
 * the student muted it; each change is saved at once. Urgent reminders come whatever it says.
 */
export function ReminderSettings() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const settings = useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: ({ signal }) => callApi('reminderSettings', { signal }),
  });
  useFailureSnackbar(settings.error);
  const action = useAction();
  const muted = settings.data?.muted ?? [];
  const toggle = (channel: ReminderChannel, receive: boolean) =>
    void action.run({
      send: () =>
        callApi('reminderSettingsUpdate', {
          body: {
            muted: receive ? muted.filter((c) => c !== channel) : [...muted, channel],
          },
        }),
      success: t('reminder_settings_saved'),
      onSuccess: (saved) => queryClient.setQueryData(SETTINGS_KEY, saved),
    });
  return (
    <TitledSection
      id="reminder-settings-title"
      title={t('reminder_settings_title')}
      lead={t('reminder_settings_lead')}
    >
      <FormGroup>
        {reminderChannels.map((c) => (
          <FormControlLabel
            key={c}
            control={
              <Switch
                checked={!muted.includes(c)}
                onChange={(e) => toggle(c, e.target.checked)}
                disabled={!settings.data || action.busy}
              />
            }
            label={t(`reminder_settings_${c}`)}
          />
        ))}
      </FormGroup>
    </TitledSection>
  );
}
