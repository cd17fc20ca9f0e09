import { useWatch } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n';
import Button from '@mui/material/Button';
import { tokyoDateOf } from '@tayori/contract';
import { actionLabelKey, openActionOf, type NoticeControl, type SaveAction } from './notice-rules';

/** The open action the start date calls for now: 予約 after today (Asia/Tokyo), else 保存. */
export function useOpenAction(control: NoticeControl): 'save' | 'reserve' {
  const start = useWatch({ control, name: 'noticeStartDate' });
  return openActionOf(start, tokyoDateOf(new Date()));
}

/** 下書き保存 and 保存/予約. */
export function SaveButtons({
  openAction,
  disabled,
  onAction,
}: {
  openAction: 'save' | 'reserve';
  disabled: boolean;
  onAction(action: SaveAction): void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Button variant="outlined" disabled={disabled} onClick={() => onAction('draft')}>
        {t(actionLabelKey.draft)}
      </Button>
      <Button variant="contained" disabled={disabled} onClick={() => onAction(openAction)}>
        {t(actionLabelKey[openAction])}
      </Button>
    </>
  );
}
