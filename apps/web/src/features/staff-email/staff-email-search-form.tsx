import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { typedText, type School } from '@tayori/contract';
import { SchoolInput } from '../../shared/forms/fields/autocomplete-input';
import { TextInput } from '../../shared/forms/fields/text-input';
import { useTranslation } from '../../shared/i18n';
import { SearchForm } from '../../shared/search/search-form';
import type { StaffEmailFormSearch } from './search-params';

/** The name fields in the screen's order (spec 001 §5: names and kana max 50, kana katakana). */
const names = [
  { name: 'lastName', label: 'staff_email_last_name', kana: false },
  { name: 'firstName', label: 'staff_email_first_name', kana: false },
  { name: 'lastNameKana', label: 'staff_email_last_name_kana', kana: true },
  { name: 'firstNameKana', label: 'staff_email_first_name_kana', kana: true },
] as const;

/**
 * The conditions in a collapsible panel (spec 001 §2), open at first: school (the caller's
 * choices), names and kana; kana typed in hiragana or half-width is shown as full-width katakana.
 */
export function StaffEmailSearchForm({
  search,
  schools,
}: {
  search: StaffEmailFormSearch;
  schools: readonly School[];
}) {
  const { t } = useTranslation();
  return (
    <Accordion defaultExpanded disableGutters variant="outlined">
      <AccordionSummary
        expandIcon={<ExpandMoreIcon />}
        aria-controls="staff-email-conditions"
        id="staff-email-conditions-header"
      >
        <Typography component="h2" variant="subtitle1">
          {t('search_conditions')}
        </Typography>
      </AccordionSummary>
      <AccordionDetails id="staff-email-conditions" sx={{ p: 0 }}>
        <SearchForm
          search={search}
          typed={{ lastNameKana: typedText.kana, firstNameKana: typedText.kana }}
        >
          {(control) => (
            <>
              <SchoolInput control={control} name="extendedSchoolCode" schools={schools} />
              {names.map(({ name, label, kana }) => (
                <TextInput
                  key={name}
                  control={control}
                  name={name}
                  label={t(label)}
                  clearable
                  {...(kana
                    ? { helperText: t('staff_email_kana_hint'), normalise: typedText.kana }
                    : {})}
                />
              ))}
            </>
          )}
        </SearchForm>
      </AccordionDetails>
    </Accordion>
  );
}
