import { useWatch } from 'react-hook-form';
import Stack from '@mui/material/Stack';
import type { NoticeCategoryList, NoticeDestination } from '@tayori/contract';
import { LoadingOverlay } from '../../../shared/ui/loading-overlay';
import { useCreateNotice } from '../api/create-notice';
import { GroupField } from './group-field';
import { NoticeFields } from './notice-fields';
import { NoticeFormFrame } from './notice-form-frame';
import { toRegistrationBody, type NoticeFormValues, type SaveAction } from './notice-rules';
import { SaveButtons, useOpenAction } from './save-buttons';
import { useNoticeActions } from './use-notice-actions';
import { useNoticeForm } from './use-notice-form';

export interface NoticeRegistrationFormProps {
  initial: NoticeFormValues;
  categories: NoticeCategoryList['noticeCategoryList'];
  destinations: readonly NoticeDestination[];
}

/** Registration and copy: a new notice, its group chosen from the list (spec 000 §2). */
export function NoticeRegistrationForm({
  initial,
  categories,
  destinations,
}: NoticeRegistrationFormProps) {
  const form = useNoticeForm(initial);
  const create = useCreateNotice();
  const { busy, save } = useNoticeActions(form);
  const openAction = useOpenAction(form.control);
  const groupId = useWatch({ control: form.control, name: 'noticeGroupId' });
  const careful = destinations.some((d) => d.noticeGroupId === groupId && d.carefulCount > 0);

  const onAction = (action: SaveAction) =>
    void save(
      action,
      careful,
      (values, open) => create.mutateAsync(toRegistrationBody(values, open)),
      'notice_saved',
    );

  return (
    <NoticeFormFrame busy={busy}>
      <NoticeFields
        control={form.control}
        disabled={busy}
        categories={categories}
        reminderRule
        group={<GroupField control={form.control} destinations={destinations} disabled={busy} />}
      />
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}
      >
        <SaveButtons openAction={openAction} disabled={busy} onAction={onAction} />
      </Stack>
      {create.isPending && <LoadingOverlay />}
    </NoticeFormFrame>
  );
}
