import { useState } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { AnnounceListName, messages, type AnnounceDestinations } from '@tayori/contract';
import { useFailureSnackbar } from '../../shared/api/use-failure-snackbar';
import { useTranslation } from '../../shared/i18n';
import { useAction } from '../../shared/forms/use-action';
import { getListUsers, useDeleteList, useLists, useSaveList } from './api/announce-api';
import { useErrorFlag } from './use-error-flag';

export interface DestinationListsProps {
  /** The ticked destinations: what a save stores. */
  ticked: readonly string[];
  canSave: boolean;
  disabled: boolean;
  /** A displayed list becomes the destinations, all ticked. */
  onShow(destinations: AnnounceDestinations): void;
}

/**
 * Spec 001 §2, §4, §5: the saved destination list selector with display and delete, and the
 * destination name with save. Saving reloads the lists and selects the new one; deleting clears
 * the selection and reloads. The selector's and the name's error flags clear after 5000 ms.
 */
export function DestinationLists({ ticked, canSave, disabled, onShow }: DestinationListsProps) {
  const { t } = useTranslation();
  const action = useAction();
  const lists = useLists();
  useFailureSnackbar(lists.error);
  const save = useSaveList();
  const remove = useDeleteList();
  const [chosen, setChosen] = useState<number | ''>('');
  const [name, setName] = useState('');
  const [listError, flagList] = useErrorFlag();
  const [nameError, flagName] = useErrorFlag();
  const entries = lists.data?.announceListResult ?? [];

  const show = () => {
    if (chosen === '') return flagList(messages.required);
    void action.run({ send: () => getListUsers(chosen), onSuccess: onShow });
  };
  const del = () => {
    if (chosen === '') return flagList(messages.required);
    const entry = entries.find((e) => e.announceListId === chosen);
    void action.run({
      confirm: {
        title: t('announce_list_delete'),
        message: t('announce_list_confirm_delete', { name: entry?.announceListName ?? '' }),
        confirmLabel: t('announce_list_delete'),
        danger: true,
      },
      send: () => remove.mutateAsync(chosen),
      success: t('announce_list_deleted'),
      onSuccess: () => setChosen(''),
    });
  };
  const store = () => {
    const checked = AnnounceListName.safeParse(name);
    if (!checked.success) return flagName(checked.error.issues[0]!.message);
    if (ticked.length === 0) return flagName(messages.announce_unselected);
    void action.run({
      send: async () => {
        const saved = await save.mutateAsync({
          announceListName: checked.data,
          userIdList: [...ticked],
        });
        await lists.refetch();
        return saved;
      },
      success: t('announce_list_saved'),
      onSuccess: ({ announceListId }) => setChosen(announceListId),
    });
  };

  const off = disabled || action.busy;
  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'flex-start' } }}
      >
        <TextField
          select
          label={t('announce_list')}
          value={chosen}
          onChange={(e) => setChosen(e.target.value === '' ? '' : Number(e.target.value))}
          error={listError !== null}
          helperText={listError ?? ' '}
          disabled={off}
          sx={{ flexGrow: 1, minWidth: 200 }}
        >
          {entries.map((e) => (
            <MenuItem key={e.announceListId} value={e.announceListId}>
              {e.announceListName}
            </MenuItem>
          ))}
        </TextField>
        <Stack direction="row" spacing={1} sx={{ pt: { sm: 1 } }}>
          <Button variant="outlined" onClick={show} disabled={off}>
            {t('announce_list_show')}
          </Button>
          {canSave && (
            <Button variant="outlined" color="error" onClick={del} disabled={off}>
              {t('announce_list_delete')}
            </Button>
          )}
        </Stack>
      </Stack>
      {canSave && (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ alignItems: { sm: 'flex-start' } }}
        >
          <TextField
            label={t('announce_list_name')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={nameError !== null}
            helperText={nameError ?? ' '}
            disabled={off}
            sx={{ flexGrow: 1, minWidth: 200 }}
          />
          <Button variant="outlined" onClick={store} disabled={off} sx={{ mt: { sm: 1 } }}>
            {t('announce_list_save')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
