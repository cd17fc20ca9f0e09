import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { School } from '@tayori/contract';
import { useTranslation } from '../../shared/i18n';

/** The school an import or a year update is for: one of those the administrator reaches. */
export function SchoolSelect({
  schools,
  value,
  onChange,
}: {
  schools: readonly School[];
  value: string;
  onChange(extendedSchoolCode: string): void;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      label={t('roster_import_school')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={{ minWidth: 240 }}
    >
      {schools.map((s) => (
        <MenuItem key={s.extendedSchoolCode} value={s.extendedSchoolCode}>
          {s.schoolName}（{s.extendedSchoolCode}）
        </MenuItem>
      ))}
    </TextField>
  );
}
