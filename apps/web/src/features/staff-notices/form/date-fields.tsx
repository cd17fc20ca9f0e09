import { Controller, useController, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { tokyoDateOf, type NoticeDateContext } from '@tayori/contract';
import { endDateBounds, startDateBounds } from './date-bounds';
import type { NoticeControl } from './notice-rules';

/**
 * 開始日 and 終了日 (MUI DatePicker, Japanese) with 終了日を設定しない, which sends 9999-12-31.
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
  const startBounds = startDateBounds(ctx);
  const endBounds = endDateBounds(ctx, start);

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
        alignItems: 'start',
      }}
    >
      <Controller
        control={control}
        name="noticeStartDate"
        rules={{ deps: ['noticeEndDate'] }}
        render={({ field, fieldState }) => (
          <DatePicker
            label={t('notice_field_start_date')}
            value={field.value}
            onChange={field.onChange}
            inputRef={field.ref}
            disabled={disabled}
            {...startBounds}
            slotProps={{
              textField: {
                required: true,
                onBlur: field.onBlur,
                error: !!fieldState.error,
                helperText: fieldState.error?.message,
              },
            }}
          />
        )}
      />
      <Box>
        <Controller
          control={control}
          name="noticeEndDate"
          rules={{ deps: ['noticeStartDate'] }}
          render={({ field, fieldState }) => (
            <DatePicker
              label={t('notice_field_end_date')}
              value={unset ? null : field.value}
              onChange={field.onChange}
              inputRef={field.ref}
              disabled={disabled || unset}
              {...endBounds}
              slotProps={{
                textField: {
                  required: !unset,
                  fullWidth: true,
                  onBlur: field.onBlur,
                  error: !!fieldState.error,
                  helperText: fieldState.error?.message,
                },
              }}
            />
          )}
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
