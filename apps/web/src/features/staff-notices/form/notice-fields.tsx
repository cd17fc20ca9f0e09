import type { ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { limits, type NoticeCategoryList, type NoticeDateContext } from '@tayori/contract';
import { SelectInput } from '../../../shared/forms/fields/select-input';
import { TextInput } from '../../../shared/forms/fields/text-input';
import { BodyField } from './body-field';
import { DateFields } from './date-fields';
import { ReminderRuleField } from './reminder-rule-field';
import type { NoticeControl } from './notice-rules';
import { twoColumns } from '../../../shared/ui/two-columns';

export interface NoticeFieldsProps {
  control: NoticeControl;
  disabled: boolean;
  categories: NoticeCategoryList['noticeCategoryList'];
  /** The group: a list to choose from (registration) or read-only (edit). */
  group: ReactNode;
  /** The saved dates of an open notice (edit), which the date rules let stay as they are. */
  current?: NoticeDateContext['current'];
  /** The reminder rule's section: for those who may write the notice (the server's abilities). */
  reminderRule?: boolean;
}

/**
 * A failed save focuses the first invalid field and the browser scrolls it into view: it stops
 * below the sticky header (56 px, 64 px from sm) with its label, and for the body its tabs and
 * toolbar, still visible.
 */
const belowStickyHeader = {
  '& *': { scrollMarginTop: { xs: 96, sm: 104 } },
  '& [aria-multiline="true"]': { scrollMarginTop: { xs: 160, sm: 168 } },
} as const;

/** The fields shared by registration, copy and edit (spec 000 §2). */
export function NoticeFields({
  control,
  disabled,
  categories,
  group,
  current,
  reminderRule = false,
}: NoticeFieldsProps) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2.5} sx={belowStickyHeader}>
      <TextInput
        control={control}
        name="noticeTitle"
        label={t('notice_field_title')}
        required
        fullWidth
        disabled={disabled}
        counter={{ max: limits.noticeTitleMax }}
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
      <Box sx={twoColumns}>
        {group}
        <SelectInput
          control={control}
          name="noticeCategory"
          label={t('notice_field_category')}
          required
          fullWidth
          disabled={disabled}
          options={categories.map((c) => ({
            value: c.noticeCategoryId,
            label: c.noticeCategoryName,
          }))}
        />
      </Box>
      <DateFields control={control} disabled={disabled} current={current} />
      {reminderRule && <ReminderRuleField control={control} disabled={disabled} />}
    </Stack>
  );
}
