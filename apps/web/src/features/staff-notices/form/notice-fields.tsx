import type { ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { limits, type NoticeCategoryList } from '@tayori/contract';
import { BodyField } from './body-field';
import { DateFields } from './date-fields';
import type { NoticeControl } from './notice-rules';

export interface NoticeFieldsProps {
  control: NoticeControl;
  disabled: boolean;
  categories: NoticeCategoryList['noticeCategoryList'];
  /** The group: a list to choose from (registration) or read-only (edit). */
  group: ReactNode;
}

/** The fields shared by registration, copy and edit (spec 000 §2). */
export function NoticeFields({ control, disabled, categories, group }: NoticeFieldsProps) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2.5}>
      <Controller
        control={control}
        name="noticeTitle"
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            label={t('notice_field_title')}
            required
            fullWidth
            disabled={disabled}
            error={!!fieldState.error}
            helperText={
              fieldState.error?.message ??
              t('notice_char_count', { count: field.value.length, max: limits.noticeTitleMax })
            }
          />
        )}
      />
      <BodyField control={control} disabled={disabled} />
      <Controller
        control={control}
        name="noticeImportantFlag"
        render={({ field }) => (
          <FormControlLabel
            label={t('notice_field_important')}
            sx={{ alignSelf: 'flex-start' }}
            control={
              <Checkbox
                checked={field.value}
                onChange={(e) => field.onChange(e.target.checked)}
                onBlur={field.onBlur}
                slotProps={{ input: { ref: field.ref } }}
                disabled={disabled}
              />
            }
          />
        )}
      />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          alignItems: 'start',
        }}
      >
        {group}
        <Controller
          control={control}
          name="noticeCategory"
          render={({ field, fieldState }) => (
            <TextField
              select
              label={t('notice_field_category')}
              required
              fullWidth
              name={field.name}
              inputRef={field.ref}
              value={field.value ?? ''}
              onChange={(e) =>
                field.onChange(e.target.value === '' ? null : Number(e.target.value))
              }
              onBlur={field.onBlur}
              disabled={disabled}
              error={!!fieldState.error}
              helperText={fieldState.error?.message}
            >
              {categories.map((c) => (
                <MenuItem key={c.noticeCategoryId} value={c.noticeCategoryId}>
                  {c.noticeCategoryName}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      </Box>
      <DateFields control={control} disabled={disabled} />
    </Stack>
  );
}
