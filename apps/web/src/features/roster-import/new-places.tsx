import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { RosterNewPlace } from '@tayori/contract';
import { useTranslation } from '../../shared/i18n';

/**
 * The departments and courses applying will register for the school: a roster names them by
 * name, and a new school has none yet (docs/decisions/roster-import.md). Shown before applying,
 * so a misspelt 学科 is seen as a new one rather than found later.
 */
export function NewPlaces({ places }: { places: RosterNewPlace[] }) {
  const { t } = useTranslation();
  if (places.length === 0) return null;
  return (
    <Stack spacing={0.5} component="section" aria-labelledby="roster-new-places">
      <Typography
        id="roster-new-places"
        component="h3"
        variant="subtitle1"
        sx={{ fontWeight: 700 }}
      >
        {t('roster_import_new_places', { count: places.length })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('roster_import_new_places_help')}
      </Typography>
      <Typography component="ul" variant="body2" sx={{ m: 0, pl: 3 }}>
        {places.map((p) => (
          <li key={`${p.departmentName}/${p.courseName ?? ''}`}>
            {p.courseName === null
              ? t('roster_import_new_department', { department: p.departmentName })
              : t('roster_import_new_course', {
                  department: p.departmentName,
                  course: p.courseName,
                })}
          </li>
        ))}
      </Typography>
    </Stack>
  );
}
