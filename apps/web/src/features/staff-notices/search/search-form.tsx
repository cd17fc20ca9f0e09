import { Controller, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '../../../shared/i18n';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import { AdminNoticeSearchQuery, StaffNoticeSearchQuery, type School } from '@tayori/contract';
import { useSnackbar } from '../../../shared/ui/snackbar';
import { noticeStatuses, noticeStatusKey } from '../notice-status';
import type { SearchConditions } from './search-params';

type FormValues = Omit<SearchConditions, 'page'>;

// The contract's rules: title ≤ 50, a known status, and (administrator version) a school.
const staffRules = StaffNoticeSearchQuery.pick({ title: true, noticeStatus: true });
const adminRules = AdminNoticeSearchQuery.pick({
  title: true,
  noticeStatus: true,
  extendedSchoolCode: true,
});

export interface SearchFormProps {
  initial: SearchConditions;
  /** The administrator version's schools; omitted on the staff search (no school selector). */
  schools?: readonly School[];
  onSearch(conditions: FormValues): void;
}

/**
 * Title and status (both clearable, spec 000 §2) and, for administrators, the school; 検索 runs
 * the search from page 1.
 */
export function SearchForm({ initial, schools, onSearch }: SearchFormProps) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const admin = schools !== undefined;
  const { control, handleSubmit, setFocus, setValue } = useForm<FormValues>({
    defaultValues: {
      title: initial.title,
      noticeStatus: initial.noticeStatus,
      extendedSchoolCode: initial.extendedSchoolCode,
    },
    // The rules' input type is `unknown` (they also parse URLs); the form's values are strings.
    resolver: zodResolver(admin ? adminRules : staffRules, undefined, {
      raw: true,
    }) as unknown as Resolver<FormValues>,
  });

  return (
    <Paper
      component="form"
      variant="outlined"
      role="search"
      aria-label={t('notice_search_conditions')}
      noValidate
      onSubmit={(e) =>
        void handleSubmit(onSearch, () => snackbar.show(t('validation_incorrect'), 'error'))(e)
      }
      sx={{
        p: 2,
        display: 'flex',
        flexWrap: 'wrap',
        gap: 2,
        alignItems: 'flex-start',
        '& > .field': { flex: { xs: '1 1 100%', sm: '1 1 220px' } },
      }}
    >
      {admin && (
        <Controller
          control={control}
          name="extendedSchoolCode"
          render={({ field, fieldState }) => (
            <Autocomplete
              className="field"
              options={schools}
              value={schools.find((s) => s.extendedSchoolCode === field.value) ?? null}
              onChange={(_, school) => field.onChange(school?.extendedSchoolCode ?? '')}
              getOptionLabel={(s) => s.schoolName}
              isOptionEqualToValue={(a, b) => a.extendedSchoolCode === b.extendedSchoolCode}
              renderInput={(params) => (
                <TextField
                  {...params}
                  inputRef={field.ref}
                  onBlur={field.onBlur}
                  label={t('notice_field_school')}
                  required
                  error={!!fieldState.error}
                  helperText={fieldState.error?.message}
                />
              )}
            />
          )}
        />
      )}
      <Controller
        control={control}
        name="title"
        render={({ field: { ref, ...field }, fieldState }) => (
          <TextField
            {...field}
            inputRef={ref}
            className="field"
            label={t('notice_field_title')}
            error={!!fieldState.error}
            helperText={fieldState.error?.message}
            slotProps={{
              input: {
                endAdornment: field.value ? (
                  <InputAdornment position="end">
                    <IconButton
                      size="small"
                      edge="end"
                      aria-label={t('notice_search_clear_title')}
                      onClick={() => {
                        setValue('title', '');
                        setFocus('title');
                      }}
                    >
                      <ClearIcon fontSize="small" />
                    </IconButton>
                  </InputAdornment>
                ) : undefined,
              },
            }}
          />
        )}
      />
      <Controller
        control={control}
        name="noticeStatus"
        render={({ field }) => (
          <TextField
            {...field}
            className="field"
            select
            label={t('notice_field_status')}
            slotProps={{
              input: {
                endAdornment: field.value ? (
                  <InputAdornment position="end" sx={{ mr: 2 }}>
                    <IconButton
                      size="small"
                      aria-label={t('notice_search_clear_status')}
                      onClick={() => field.onChange('')}
                    >
                      <ClearIcon fontSize="small" />
                    </IconButton>
                  </InputAdornment>
                ) : undefined,
              },
            }}
          >
            {noticeStatuses.map((s) => (
              <MenuItem key={s} value={s}>
                {t(noticeStatusKey(s))}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <Button
        type="submit"
        variant="contained"
        startIcon={<SearchIcon />}
        sx={{ minHeight: 56, flex: { xs: '1 1 100%', sm: '0 0 auto' }, px: 4 }}
      >
        {t('notice_search_button')}
      </Button>
    </Paper>
  );
}
