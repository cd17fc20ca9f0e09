import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { AnnounceSentQuery, type School } from '@tayori/contract';
import { useFailureSnackbar } from '../../shared/api/use-failure-snackbar';
import { contractResolver } from '../../shared/forms/contract-resolver';
import { FormBusy } from '../../shared/forms/form-busy';
import { choice, FieldList, schoolField } from '../../shared/forms/fields/field-list';
import { useTranslation } from '../../shared/i18n';
import { useSnackbar } from '../../shared/ui/snackbar';
import { useSentFilter, useSentList } from './api/announce-api';
import { SentDetail } from './sent-detail';
import { SentList } from './sent-list';

interface SentValues {
  extendedSchoolCode: string;
  year: number | '';
  month: number | '';
  registerMailaddress: string;
}

export interface SentTabProps {
  schools: readonly School[];
  onCopy(subject: string, body: string): void;
}

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);
const WIDE = { flex: 2, minWidth: 200 };
const NARROW = { flex: 1, minWidth: 120 };

/**
 * The sent mail tab (spec 001 §2, §9): school (required), year, month 1–12 and author; a radio
 * list of the mails (table height 500) and the chosen mail's detail, with copy.
 */
export function SentTab({ schools, onCopy }: SentTabProps) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const form = useForm<SentValues>({
    resolver: contractResolver<SentValues>(AnnounceSentQuery, { raw: true }),
    defaultValues: { extendedSchoolCode: '', year: '', month: '', registerMailaddress: '' },
  });
  const school = useWatch({ control: form.control, name: 'extendedSchoolCode' });
  const filter = useSentFilter(school);
  const [query, setQuery] = useState<AnnounceSentQuery | null>(null);
  const list = useSentList(query);
  const [chosen, setChosen] = useState<number | null>(null);
  useFailureSnackbar(filter.error ?? list.error);

  const search = form.handleSubmit(
    (values) => {
      setChosen(null);
      setQuery(AnnounceSentQuery.parse(values));
    },
    () => snackbar.show(t('validation_incorrect'), 'error'),
  );
  const rows = list.data?.announceList ?? [];
  // Each condition in its own box: the school and the author take twice the room of a year or month.
  const conditions = [
    { sx: WIDE, field: schoolField<SentValues>(t('field_school'), schools, true) },
    {
      sx: NARROW,
      field: choice(
        'year',
        t('announce_year'),
        (filter.data?.yearList ?? []).map((y) => ({
          value: y,
          label: t('announce_year_value', { year: y }),
        })),
        { disabled: !filter.data },
      ),
    },
    {
      sx: NARROW,
      field: choice(
        'month',
        t('announce_month'),
        MONTHS.map((m) => ({ value: m, label: t('announce_month_value', { month: m }) })),
      ),
    },
    {
      sx: WIDE,
      field: choice(
        'registerMailaddress',
        t('announce_register'),
        (filter.data?.registerList ?? []).map((r) => ({
          value: r.mailaddress,
          label: `${r.label}（${r.mailaddress}）`,
        })),
        { disabled: !filter.data },
      ),
    },
  ];
  return (
    <Stack spacing={2}>
      <FormBusy busy={list.isFetching}>
        <Stack
          component="form"
          noValidate
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          onSubmit={(e) => void search(e)}
          sx={{ alignItems: { md: 'flex-start' } }}
        >
          {conditions.map(({ field, sx }) => (
            <Box key={field.name} sx={sx}>
              <FieldList control={form.control} clearable fullWidth fields={[field]} />
            </Box>
          ))}
          <Button
            type="submit"
            variant="outlined"
            startIcon={<SearchIcon />}
            disabled={list.isFetching}
            sx={{ mt: { md: 1 } }}
          >
            {t('search_button')}
          </Button>
        </Stack>
      </FormBusy>
      {query && <SentList rows={rows} chosen={chosen} onChoose={setChosen} />}
      <Typography component="h2" variant="h6">
        {t('announce_detail')}
      </Typography>
      {chosen === null ? (
        <Typography color="text.secondary">{t('announce_detail_choose')}</Typography>
      ) : (
        <SentDetail id={chosen} onCopy={onCopy} />
      )}
    </Stack>
  );
}
