import { useTranslation } from '../../../shared/i18n';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type { NoticeCategoryList, StaffNoticeDetail } from '@tayori/contract';
import { LoadingOverlay } from '../../../shared/ui/loading-overlay';
import { useDeleteNotice } from '../api/delete-notice';
import { useUpdateNotice } from '../api/update-notice';
import { DetailActions } from './detail-actions';
import { NoticeFields } from './notice-fields';
import { NoticeFormFrame } from './notice-form-frame';
import { formValuesOf, toRegistrationBody, type SaveAction } from './notice-rules';
import { SaveButtons, useOpenAction } from './save-buttons';
import { useNoticeActions } from './use-notice-actions';
import { useNoticeForm } from './use-notice-form';

export interface NoticeDetailFormProps {
  notice: StaffNoticeDetail;
  categories: NoticeCategoryList['noticeCategoryList'];
}

/**
 * Edit (spec 000 §2): the group is read-only; saves and deletes send the seq that was read. The
 * notice's `abilities` (the server's policy) decide which buttons show: without `edit` the form is
 * read-only, so a viewer never meets a button the API would refuse.
 */
export function NoticeDetailForm({ notice, categories }: NoticeDetailFormProps) {
  const { t } = useTranslation();
  // A notice ever opened keeps its saved dates without the "today or later" rules (contract).
  const current = notice.everOpened ? notice : undefined;
  const form = useNoticeForm(formValuesOf(notice), current);
  const update = useUpdateNotice(notice.noticeId);
  const remove = useDeleteNotice(notice.noticeId);
  const { busy, run, save } = useNoticeActions(form);
  const openAction = useOpenAction(form.control);
  const careful = notice.hasCarefulRecipient;

  const onAction = (action: SaveAction) =>
    void save(
      action,
      careful,
      (values, open) =>
        update.mutateAsync({ ...toRegistrationBody(values, open), seq: notice.seq }),
      'notice_updated',
    );

  const deleteNotice = () =>
    void run({
      confirm: {
        title: t('notice_button_delete'),
        message: t('notice_confirm_delete'),
        confirmLabel: t('notice_button_delete'),
        danger: true,
      },
      send: () => remove.mutateAsync(notice.seq),
      successKey: 'notice_deleted',
    });

  const { abilities } = notice;
  const disabled = busy || !abilities.edit;
  return (
    <NoticeFormFrame busy={busy}>
      {careful && <Alert severity="warning">{t('notice_careful_warning')}</Alert>}
      {!abilities.edit && <Alert severity="info">{t('notice_read_only')}</Alert>}
      <NoticeFields
        control={form.control}
        disabled={disabled}
        categories={categories}
        current={current}
        reminderRule={abilities.edit}
        group={
          <TextField
            label={t('notice_field_group')}
            value={notice.noticeGroupName}
            fullWidth
            slotProps={{ input: { readOnly: true } }}
            helperText={notice.schoolName}
          />
        }
      />
      <DetailActions noticeId={notice.noticeId} form={form} busy={busy} copyable={abilities.copy}>
        {abilities.delete && (
          <Button color="error" variant="outlined" disabled={busy} onClick={deleteNotice}>
            {t('notice_button_delete')}
          </Button>
        )}
        {abilities.edit && (
          <SaveButtons openAction={openAction} disabled={busy} onAction={onAction} />
        )}
      </DetailActions>
      {(update.isPending || remove.isPending) && <LoadingOverlay />}
    </NoticeFormFrame>
  );
}
