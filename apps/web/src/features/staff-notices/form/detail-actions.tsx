import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../shared/i18n';
import type { UseFormReturn } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ArrowBack from '@mui/icons-material/ArrowBack';
import ContentCopy from '@mui/icons-material/ContentCopy';
import OpenInNew from '@mui/icons-material/OpenInNew';
import type { NoticeForm } from '@tayori/contract';
import { noticeHtmlToText } from '../../../shared/html/notice-html';
import { paths, withId } from '../../../shared/navigation/paths';
import { useConfirm } from '../../../shared/ui/confirm-dialog';
import { useSnackbar } from '../../../shared/ui/snackbar';
import type { NoticeFormValues } from './notice-rules';

export interface DetailActionsProps {
  noticeId: number;
  form: UseFormReturn<NoticeFormValues, unknown, NoticeForm>;
  busy: boolean;
  /** Whether コピー (a new notice from this one) shows: the notice's `abilities.copy`. */
  copyable: boolean;
  /** The write buttons the notice's abilities allow (削除, 下書き保存, 保存/予約). */
  children: ReactNode;
}

/** 戻る, 件名と本文をコピー, コピー (new tab) and the write buttons, each behind a confirmation. */
export function DetailActions({ noticeId, form, busy, copyable, children }: DetailActionsProps) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const snackbar = useSnackbar();
  const navigate = useNavigate();

  const back = async () => {
    const ok = await confirm({
      title: t('notice_button_back'),
      message: t(form.formState.isDirty ? 'notice_confirm_back_dirty' : 'notice_confirm_back'),
    });
    if (ok) void navigate(paths.NoticeSearch);
  };

  const copyText = async () => {
    const ok = await confirm({
      title: t('notice_button_copy_text'),
      message: t('notice_confirm_copy_text'),
      confirmLabel: t('copy'),
    });
    if (!ok) return;
    const { noticeTitle, noticeBody } = form.getValues();
    try {
      await navigator.clipboard.writeText(`${noticeTitle}\n\n${noticeHtmlToText(noticeBody)}`);
      snackbar.show(t('copied'), 'success');
    } catch {
      snackbar.show(t('copy_failed'), 'error');
    }
  };

  const copyNotice = async () => {
    const ok = await confirm({
      title: t('notice_button_copy'),
      message: t('notice_confirm_copy'),
      confirmLabel: t('notice_button_copy'),
    });
    if (ok) window.open(withId(paths.NoticeCopy, noticeId), '_blank', 'noopener');
  };

  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', md: 'center' } }}
    >
      <Box>
        <Button startIcon={<ArrowBack />} disabled={busy} onClick={() => void back()}>
          {t('notice_button_back')}
        </Button>
      </Box>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5, justifyContent: 'flex-end' }}>
        <Button
          variant="outlined"
          startIcon={<ContentCopy />}
          disabled={busy}
          onClick={() => void copyText()}
        >
          {t('notice_button_copy_text')}
        </Button>
        {copyable && (
          <Button
            variant="outlined"
            startIcon={<OpenInNew />}
            disabled={busy}
            onClick={() => void copyNotice()}
            aria-label={t('notice_button_copy') + t('opens_new_tab')}
          >
            {t('notice_button_copy')}
          </Button>
        )}
        {children}
      </Stack>
    </Stack>
  );
}
