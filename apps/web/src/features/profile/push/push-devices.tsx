import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button, { type ButtonProps } from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { PushDevice } from '@tayori/contract';
import { callApi } from '../../../shared/api/client';
import { useFailureSnackbar } from '../../../shared/api/use-failure-snackbar';
import { formatDayOf } from '../../../shared/format/date';
import { useAction } from '../../../shared/forms/use-action';
import { useTranslation } from '../../../shared/i18n';
import { useSnackbar } from '../../../shared/ui/snackbar';
import { deviceNameOf } from '../../../shared/pwa/device-name';
import { rememberPushEndpoint } from '../../../shared/pwa/renew-push';
import {
  currentSubscription,
  pushAvailability,
  subscribe,
  type PushAvailability,
} from './browser-push';
import { TitledSection } from '../../../shared/ui/titled-section';

/**
 * The profile's 「通知を受け取る端末」 (docs/decisions/reminders.md): a student turns on this
 * device's notifications with a press (the browser asks for permission then, never on load), sees
 * every device that receives them — this one marked — removes any, and sends a test.
 */
export function PushDevices() {
  const { t } = useTranslation();
  const settings = useQuery({
    queryKey: ['push', 'settings'],
    queryFn: ({ signal }) => callApi('pushSettings', { signal }),
  });
  useFailureSnackbar(settings.error);
  const [availability, setAvailability] = useState<PushAvailability | null>(null);
  const [thisEndpoint, setThisEndpoint] = useState<string | null>(null);
  useEffect(() => {
    void pushAvailability().then(async (a) => {
      setAvailability(a);
      if (a.kind === 'ready')
        setThisEndpoint((await currentSubscription(a.registration))?.endpoint ?? null);
    });
  }, []);
  const action = useAction();
  const snackbar = useSnackbar();
  const data = settings.data;
  const listed = data?.devices.some((d) => d.endpoint === thisEndpoint) ?? false;

  const turnOn = () =>
    availability?.kind === 'ready' &&
    data &&
    void action.run({
      send: async () => {
        const subscription = await subscribe(availability.registration, data.publicKey);
        if (!subscription) {
          setAvailability(await pushAvailability());
          return null;
        }
        setThisEndpoint(subscription.endpoint);
        const added = await callApi('pushDeviceAdd', {
          body: { ...subscription, deviceName: deviceNameOf(navigator.userAgent) },
        });
        rememberPushEndpoint(subscription.endpoint);
        return added;
      },
      onSuccess: () => void settings.refetch(),
    });
  const remove = (device: PushDevice) =>
    void action.run({
      confirm: {
        title: t('push_remove'),
        message: t('push_remove_confirm', { name: device.deviceName }),
        confirmLabel: t('push_remove'),
      },
      send: async () => {
        // This device's own subscription ends with it: nothing is left to receive pushes.
        if (device.endpoint === thisEndpoint && availability?.kind === 'ready') {
          await (await currentSubscription(availability.registration))?.unsubscribe();
          rememberPushEndpoint(null);
          setThisEndpoint(null);
        }
        return callApi('pushDeviceRemove', { params: { deviceId: device.deviceId } });
      },
      success: t('push_removed'),
      onSuccess: () => void settings.refetch(),
    });
  const test = () =>
    void action.run({
      send: () => callApi('pushTest', {}),
      onSuccess: ({ sent }) => {
        if (sent > 0) snackbar.show(t('push_test_sent', { count: sent }), 'success');
        else snackbar.show(t('push_test_not_sent'), 'error');
        void settings.refetch();
      },
    });

  return (
    <TitledSection id="push-title" title={t('push_title')} lead={t('push_lead')} spacing={1.5}>
      {availability?.kind === 'unsupported' && (
        <Alert severity="info">{t('push_unsupported')}</Alert>
      )}
      {availability?.kind === 'blocked' && <Alert severity="warning">{t('push_blocked')}</Alert>}
      {availability?.kind === 'ready' && data && !listed && (
        <SectionAction variant="contained" onClick={turnOn} busy={action.busy}>
          {t('push_turn_on')}
        </SectionAction>
      )}
      {data && data.devices.length === 0 && (
        <Typography color="text.secondary">{t('push_no_devices')}</Typography>
      )}
      {data && data.devices.length > 0 && (
        <>
          <List dense aria-label={t('push_devices')} disablePadding>
            {data.devices.map((d) => (
              <ListItem
                key={d.deviceId}
                disableGutters
                secondaryAction={
                  <Button size="small" onClick={() => remove(d)} disabled={action.busy}>
                    {t('push_remove')}
                  </Button>
                }
              >
                <ListItemText
                  primary={
                    <>
                      {d.deviceName}
                      {d.endpoint === thisEndpoint && (
                        <Chip size="small" label={t('push_this_device')} sx={{ ml: 1 }} />
                      )}
                    </>
                  }
                  secondary={t('push_device_dates', {
                    added: formatDayOf(d.createdAt),
                    last: d.lastPushedAt ? formatDayOf(d.lastPushedAt) : t('push_never'),
                  })}
                />
              </ListItem>
            ))}
          </List>
          <SectionAction variant="outlined" onClick={test} busy={action.busy}>
            {t('push_test')}
          </SectionAction>
        </>
      )}
    </TitledSection>
  );
}

/** A button of the section at its start, not stretched, held while any push action runs. */
function SectionAction({
  busy,
  ...props
}: Pick<ButtonProps, 'variant' | 'onClick' | 'children'> & { busy: boolean }) {
  return <Button {...props} disabled={busy} sx={{ alignSelf: 'flex-start' }} />;
}
