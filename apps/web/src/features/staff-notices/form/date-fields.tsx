import { useController, useWatch } from 'react-hook-form';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { tokyoDateOf, type NoticeDateContext } from '@tayori/contract';
import { DateInput } from '../../../shared/forms/fields/date-input';
import { useTranslation } from '../../../shared/i18n';
import { endDateBounds, startDateBounds } from './date-bounds';
import type { NoticeControl } from './notice-rules';
import { twoColumns } from '../../../shared/ui/two-columns';

/**
 * 開始日 and 終了日 (the kit's DateInput) with 終了日を設定しない, which sends 9999-12-31.
 * The calendars offer only the days the contract's date rules accept (today in Asia/Tokyo; the
 * saved dates of an open notice stay selectable). Needs a DateLocalization above it.
 */
export function DateFields({
  control,
  disabled,
  current,
}: {
  control: NoticeControl;
  disabled: boolean;
  current?: NoticeDateContext['current'];
}) {
  const { t } = useTranslation();
  const noEndDate = useController({
    control,
    name: 'noEndDate',
    rules: { deps: ['noticeEndDate', 'noticeStartDate'] },
  });
  const unset = noEndDate.field.value;
  const start = useWatch({ control, name: 'noticeStartDate' });
  const ctx = { today: tokyoDateOf(new Date()), current };

  return (
    <Box sx={twoColumns}>
      <DateInput
        control={control}
        name="noticeStartDate"
        label={t('notice_field_start_date')}
        required
        disabled={disabled}
        deps={['noticeEndDate']}
        {...startDateBounds(ctx)}
      />
      <Box>
        <DateInput
          control={control}
          name="noticeEndDate"
          label={t('notice_field_end_date')}
          required={!unset}
          fullWidth
          disabled={disabled || unset}
          empty={unset}
          deps={['noticeStartDate']}
          {...endDateBounds(ctx, start)}
        />
        <FormControlLabel
          label={t('notice_field_no_end_date')}
          control={
            <Checkbox
              checked={unset}
              onChange={(e) => noEndDate.field.onChange(e.target.checked)}
              onBlur={noEndDate.field.onBlur}
              slotProps={{ input: { ref: noEndDate.field.ref } }}
              disabled={disabled}
            />
          }
        />
      </Box>
    </Box>
  );
}
