import { useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { School, YearUpdateRequest } from '@tayori/contract';
import { isApiFailure } from '../../shared/api/api-failure';
import { useScreenFailure } from '../../shared/api/use-screen-failure';
import { useTranslation } from '../../shared/i18n';
import { CheckForm } from './check-form';
import { SchoolSelect } from './school-select';
import { useYearUpdate } from './api/roster-import-api';

const finalYears = [1, 2, 3, 4] as const;

/** 学籍番号 as typed or pasted from a spreadsheet column: one per line, or separated by , or spaces. */
const numbersOf = (text: string) =>
  text
    .normalize('NFKC')
    .split(/[\s,、]+/)
    .filter(Boolean);

/**
 * 年度更新 (docs/roster-import.md): the school, its final 学年 and the 留年 students; the preview
 * it answers opens below, as an import's does.
 */
export function YearUpdateForm({
  schools,
  onPreview,
}: {
  schools: readonly School[];
  onPreview(importId: string): void;
}) {
  const { t } = useTranslation();
  const describeFailure = useScreenFailure();
  const preview = useYearUpdate();
  const [school, setSchool] = useState(schools[0]?.extendedSchoolCode ?? '');
  const [finalSchoolYear, setFinal] = useState<YearUpdateRequest['finalSchoolYear']>(3);
  const [repeaters, setRepeaters] = useState('');
  const failure = preview.error
    ? isApiFailure(preview.error) && Object.values(preview.error.fields)[0]
      ? Object.values(preview.error.fields)[0]
      : describeFailure(preview.error).message
    : null;
  return (
    <CheckForm
      submitLabel={t('roster_year_update_check')}
      disabled={!school || preview.isPending}
      problem={failure}
      onSubmit={() =>
        preview.mutate(
          { extendedSchoolCode: school, finalSchoolYear, repeaters: numbersOf(repeaters) },
          { onSuccess: (detail) => onPreview(detail.importId) },
        )
      }
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <SchoolSelect schools={schools} value={school} onChange={setSchool} />
        <TextField
          select
          label={t('roster_year_update_final')}
          value={finalSchoolYear}
          onChange={(e) => setFinal(Number(e.target.value) as YearUpdateRequest['finalSchoolYear'])}
          sx={{ minWidth: 140 }}
        >
          {finalYears.map((year) => (
            <MenuItem key={year} value={year}>
              {t('roster_year_update_final_year', { year })}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <TextField
        label={t('roster_year_update_repeaters')}
        helperText={t('roster_year_update_repeaters_help')}
        value={repeaters}
        onChange={(e) => setRepeaters(e.target.value)}
        multiline
        minRows={2}
        maxRows={8}
      />
    </CheckForm>
  );
}
