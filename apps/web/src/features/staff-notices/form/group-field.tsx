import { Controller } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { NoticeDestination } from '@tayori/contract';
import type { NoticeControl } from './notice-rules';

/**
 * The group of a new notice, chosen from GET /api/v1/schools/destinations. For staff who reach
 * several schools the list is grouped under school headers and the chosen value names its school
 * too (「3年生（17名）— 札幌中央高等学院」), since group names repeat from school to school.
 */
export function GroupField({
  control,
  destinations,
  disabled,
}: {
  control: NoticeControl;
  destinations: readonly NoticeDestination[];
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const severalSchools = new Set(destinations.map((d) => d.extendedSchoolCode)).size > 1;
  // Under its school's header an option needs no school name; the chosen value does.
  const optionLabel = (d: NoticeDestination) =>
    t('notice_group_option', { group: d.noticeGroupName, count: d.memberCount });
  const valueLabel = (d: NoticeDestination) =>
    t('notice_group_value', {
      group: d.noticeGroupName,
      count: d.memberCount,
      school: d.schoolName,
    });
  return (
    <Controller
      control={control}
      name="noticeGroupId"
      render={({ field, fieldState }) => {
        const chosen = destinations.find((d) => d.noticeGroupId === field.value) ?? null;
        const carefulHelp =
          chosen && chosen.carefulCount > 0
            ? t('notice_group_careful_help', { count: chosen.carefulCount })
            : undefined;
        return (
          <Autocomplete
            options={destinations}
            value={chosen}
            onChange={(_, d) => field.onChange(d?.noticeGroupId ?? null)}
            onBlur={field.onBlur}
            disabled={disabled}
            groupBy={severalSchools ? (d) => d.schoolName : undefined}
            getOptionLabel={(d) => (severalSchools ? valueLabel(d) : optionLabel(d))}
            renderOption={({ key, ...props }, d) => (
              <li key={key} {...props}>
                {optionLabel(d)}
              </li>
            )}
            isOptionEqualToValue={(a, b) => a.noticeGroupId === b.noticeGroupId}
            noOptionsText={t('notice_group_none')}
            renderInput={(params) => (
              <TextField
                {...params}
                inputRef={field.ref}
                label={t('notice_field_group')}
                required
                error={!!fieldState.error}
                helperText={fieldState.error?.message ?? carefulHelp}
                slotProps={{
                  ...params.slotProps,
                  formHelperText: {
                    sx: carefulHelp && !fieldState.error ? { color: 'warning.dark' } : undefined,
                  },
                }}
              />
            )}
          />
        );
      }}
    />
  );
}
