import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import AddIcon from '@mui/icons-material/Add';
import { StudentDirectoryQuery, type School } from '@tayori/contract';
import { useFailureSnackbar } from '../../../shared/api/use-failure-snackbar';
import { contractResolver } from '../../../shared/forms/contract-resolver';
import { useTranslation } from '../../../shared/i18n';
import { useSnackbar } from '../../../shared/ui/snackbar';
import { StudentTree } from '../../../students/tree/student-tree';
import {
  blankStudentFilter,
  StudentFilterFields,
  type StudentFilterValues,
} from '../../../students/filter/student-filter-fields';
import { useGroupStudents } from '../api/find-students';
import { studentTreeOf, type Member } from './members';

export interface StudentFilterPanelProps {
  schools: readonly School[];
  /** The school the members are of: the filter keeps to it (spec 001: a group is one school's). */
  lockedSchool: string | null;
  disabled: boolean;
  /** The ticked students, and the school they are of. */
  onAdd(members: Member[], extendedSchoolCode: string): void;
}

/**
 * The left panel (spec 001 §2): the student filter (school required, then admission year,
 * department, school year, course), the tree of its answer and the careful students apart, and
 * 選択した生徒を追加.
 */
export function StudentFilterPanel({
  schools,
  lockedSchool,
  disabled,
  onAdd,
}: StudentFilterPanelProps) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const form = useForm<StudentFilterValues>({
    resolver: contractResolver<StudentFilterValues>(StudentDirectoryQuery, { raw: true }),
    defaultValues: { extendedSchoolCode: lockedSchool ?? '', ...blankStudentFilter },
  });
  const { setValue, handleSubmit } = form;
  useEffect(() => {
    if (lockedSchool !== null) setValue('extendedSchoolCode', lockedSchool);
  }, [lockedSchool, setValue]);
  const [query, setQuery] = useState<StudentDirectoryQuery | null>(null);
  const found = useGroupStudents(query);
  useFailureSnackbar(found.error);
  const plain = useMemo(
    () => studentTreeOf(found.data?.noticeGroupResultList ?? [], false, t),
    [found.data, t],
  );
  const careful = useMemo(
    () => studentTreeOf(found.data?.noticeGroupCarefulResultList ?? [], true, t),
    [found.data, t],
  );
  const [ticked, setTicked] = useState<string[]>([]);
  const [tickedCareful, setTickedCareful] = useState<string[]>([]);

  const search = handleSubmit((values) => {
    setTicked([]);
    setTickedCareful([]);
    setQuery(StudentDirectoryQuery.parse(values));
  });
  const add = () => {
    const members = [
      ...ticked.flatMap((id) => plain.members.get(id) ?? []),
      ...tickedCareful.flatMap((id) => careful.members.get(id) ?? []),
    ];
    if (members.length === 0 || !query) {
      snackbar.show(t('notice_group_nothing_ticked'), 'error');
      return;
    }
    onAdd(members, query.extendedSchoolCode);
    setTicked([]);
    setTickedCareful([]);
  };

  return (
    <Stack spacing={2}>
      <Typography component="h2" variant="h6">
        {t('notice_group_filter_title')}
      </Typography>
      <Stack component="form" noValidate spacing={2} onSubmit={(e) => void search(e)}>
        <StudentFilterFields
          form={form}
          schools={schools}
          disabled={disabled}
          schoolLocked={lockedSchool !== null}
          schoolHelperText={lockedSchool !== null ? t('notice_group_school_locked') : undefined}
        />
        <Button type="submit" variant="outlined" startIcon={<SearchIcon />} disabled={disabled}>
          {t('search_button')}
        </Button>
      </Stack>
      {found.isFetching && <LinearProgress />}
      {!query ? (
        <Typography color="text.secondary">
          {t(lockedSchool === null ? 'notice_group_choose_school' : 'notice_group_search_school')}
        </Typography>
      ) : (
        found.data && (
          <>
            <StudentTree
              nodes={plain.nodes}
              selected={ticked}
              onSelectedChange={setTicked}
              label={t('notice_group_tree_label')}
              disabled={disabled}
            />
            {careful.nodes.length > 0 && (
              <StudentTree
                nodes={careful.nodes}
                selected={tickedCareful}
                onSelectedChange={setTickedCareful}
                label={t('notice_careful')}
                careful
                disabled={disabled}
              />
            )}
            <Button variant="contained" startIcon={<AddIcon />} onClick={add} disabled={disabled}>
              {t('notice_group_add')}
            </Button>
          </>
        )
      )}
    </Stack>
  );
}
