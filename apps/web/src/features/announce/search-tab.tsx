import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import {
  StudentDirectoryQuery,
  type AnnounceDestinations,
  type AnnounceSendListQuery,
  type School,
} from '@tayori/contract';
import { useFailureSnackbar } from '../../shared/api/use-failure-snackbar';
import { contractResolver } from '../../shared/forms/contract-resolver';
import { useTranslation } from '../../shared/i18n';
import {
  blankStudentFilter,
  StudentFilterFields,
  type StudentFilterValues,
} from '../../students/filter/student-filter-fields';
import { useSnackbar } from '../../shared/ui/snackbar';
import { leafIds, StudentTree } from '../../students/tree/student-tree';
import { useSendList } from './api/announce-api';
import { destinationTrees, pickDestinations } from './destinations';

export interface SearchTabProps {
  schools: readonly School[];
  /** 'set as destination' (replace) or 'add to destination' (merge): then the registration tab. */
  onChosen(chosen: AnnounceDestinations, mode: 'set' | 'add'): void;
}

/**
 * The destination search tab (spec 001 §2): the student filter with 'include staff', search,
 * select-all, the normal and careful result trees, and the two buttons that hand the ticked
 * users to the registration tab.
 */
export function SearchTab({ schools, onChosen }: SearchTabProps) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const form = useForm<StudentFilterValues>({
    resolver: contractResolver<StudentFilterValues>(StudentDirectoryQuery, { raw: true }),
    defaultValues: { extendedSchoolCode: '', ...blankStudentFilter },
  });
  const [includeStaff, setIncludeStaff] = useState(false);
  const [query, setQuery] = useState<AnnounceSendListQuery | null>(null);
  const found = useSendList(query);
  useFailureSnackbar(found.error);
  const trees = useMemo(
    () => (found.data ? destinationTrees(found.data, t) : { plain: [], careful: [] }),
    [found.data, t],
  );
  const all = useMemo(() => [...leafIds(trees.plain), ...leafIds(trees.careful)], [trees]);
  const carefulIds = useMemo(() => new Set(leafIds(trees.careful)), [trees.careful]);
  const [ticked, setTicked] = useState<string[]>([]);

  const search = form.handleSubmit(
    (values) => {
      setTicked([]);
      setQuery({ ...StudentDirectoryQuery.parse(values), includeStaff });
    },
    () => snackbar.show(t('validation_incorrect'), 'error'),
  );
  const hand = (mode: 'set' | 'add') => {
    if (!found.data || ticked.length === 0) {
      snackbar.show(t('announce_nothing_ticked'), 'error');
      return;
    }
    onChosen(pickDestinations(found.data, new Set(ticked)), mode);
    setTicked([]);
  };
  const allTicked = all.length > 0 && ticked.length === all.length;

  return (
    <Stack spacing={2}>
      <Stack component="form" noValidate spacing={2} onSubmit={(e) => void search(e)}>
        <StudentFilterFields form={form} schools={schools} disabled={found.isFetching} />
        <FormControlLabel
          label={t('announce_include_staff')}
          control={
            <Checkbox checked={includeStaff} onChange={(e) => setIncludeStaff(e.target.checked)} />
          }
        />
        <Button type="submit" variant="outlined" startIcon={<SearchIcon />}>
          {t('search_button')}
        </Button>
      </Stack>
      {found.isFetching && <LinearProgress />}
      {found.data && (
        <>
          <Typography component="h2" variant="h6">
            {t('announce_search_result')}
          </Typography>
          <FormControlLabel
            label={t('announce_select_all_results')}
            disabled={all.length === 0}
            control={
              <Checkbox
                checked={allTicked}
                indeterminate={ticked.length > 0 && !allTicked}
                onChange={(e) => setTicked(e.target.checked ? all : [])}
              />
            }
          />
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            <Stack sx={{ flex: 1, minWidth: 0 }}>
              <StudentTree
                nodes={trees.plain}
                selected={ticked.filter((id) => !carefulIds.has(id))}
                onSelectedChange={(ids) =>
                  setTicked([...ids, ...ticked.filter((id) => carefulIds.has(id))])
                }
                label={t('announce_search_result')}
              />
            </Stack>
            <Stack sx={{ flex: 1, minWidth: 0 }}>
              <StudentTree
                nodes={trees.careful}
                selected={ticked.filter((id) => carefulIds.has(id))}
                onSelectedChange={(ids) =>
                  setTicked([...ticked.filter((id) => !carefulIds.has(id)), ...ids])
                }
                label={t('notice_careful')}
                careful
              />
            </Stack>
          </Stack>
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}
          >
            <Button variant="outlined" onClick={() => hand('add')}>
              {t('announce_add_destinations')}
            </Button>
            <Button variant="contained" onClick={() => hand('set')}>
              {t('announce_set_destinations')}
            </Button>
          </Stack>
        </>
      )}
    </Stack>
  );
}
