import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { NoticeDestination } from '@tayori/contract';
import type { NoticeControl } from './notice-rules';

/** The group of a new notice, chosen from GET /api/v1/schools/destinations (grouped by school). */
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
            getOptionLabel={(d) =>
              t('notice_group_option', { group: d.noticeGroupName, count: d.memberCount })
            }
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
