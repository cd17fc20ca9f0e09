import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import AddIcon from '@mui/icons-material/Add';
import { StudentDirectoryQuery, type School } from '@tayori/contract';
import { useFailureSnackbar } from '../../../shared/api/use-failure-snackbar';
import { contractResolver } from '../../../shared/forms/contract-resolver';
import { SchoolInput } from '../../../shared/forms/fields/autocomplete-input';
import { SelectInput } from '../../../shared/forms/fields/select-input';
import { useTranslation } from '../../../shared/i18n';
import { useSnackbar } from '../../../shared/ui/snackbar';
import { StudentTree } from '../../../shared/ui/student-tree/student-tree';
import { useGroupStudents, useStudentFilter } from '../api/find-students';
import { studentTreeOf, type Member } from './members';

type Blank<T> = T | '';
interface FilterValues {
  extendedSchoolCode: string;
  admissionYear: Blank<number>;
  departmentName: string;
  schoolYear: Blank<number>;
  courseName: string;
}
const blank: Omit<FilterValues, 'extendedSchoolCode'> = {
  admissionYear: '',
  departmentName: '',
  schoolYear: '',
  courseName: '',
};

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
  const form = useForm<FilterValues>({
    resolver: contractResolver<FilterValues>(StudentDirectoryQuery, { raw: true }),
    defaultValues: { extendedSchoolCode: lockedSchool ?? '', ...blank },
  });
  const { control, setValue, handleSubmit } = form;
  const school = useWatch({ control, name: 'extendedSchoolCode' });
  useEffect(() => {
    if (lockedSchool !== null) setValue('extendedSchoolCode', lockedSchool);
  }, [lockedSchool, setValue]);
  // Another school's departments and courses are other names: its filters start blank.
  useEffect(() => {
    for (const [k, v] of Object.entries(blank)) setValue(k as keyof typeof blank, v as '');
  }, [school, setValue]);
  const choices = useStudentFilter(school);
  const [query, setQuery] = useState<StudentDirectoryQuery | null>(null);
  const found = useGroupStudents(query);
  useFailureSnackbar(choices.error ?? found.error);
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

  const data = choices.data;
  const option = (value: string | number, label = String(value)) => ({ value, label });
  return (
    <Stack spacing={2}>
      <Typography component="h2" variant="h6">
        {t('notice_group_filter_title')}
      </Typography>
      <Stack component="form" noValidate spacing={2} onSubmit={(e) => void search(e)}>
        <SchoolInput
          control={control}
          name="extendedSchoolCode"
          schools={schools}
          required
          disabled={disabled || lockedSchool !== null}
          helperText={lockedSchool !== null ? t('notice_group_school_locked') : undefined}
        />
        <SelectInput
          control={control}
          name="admissionYear"
          label={t('notice_group_admission_year')}
          clearable
          disabled={disabled || !data}
          options={(data?.admissionYearList ?? []).map((y) =>
            option(y, t('notice_group_admission_year_value', { year: y })),
          )}
        />
        <SelectInput
          control={control}
          name="departmentName"
          label={t('notice_group_department')}
          clearable
          disabled={disabled || !data}
          options={(data?.departmentNameList ?? []).map((d) => option(d))}
        />
        <SelectInput
          control={control}
          name="schoolYear"
          label={t('notice_group_school_year')}
          clearable
          disabled={disabled || !data}
          options={(data?.schoolYearList ?? []).map((y) =>
            option(
              y,
              y === -1 ? t('notice_school_year_none') : t('notice_school_year', { year: y }),
            ),
          )}
        />
        <SelectInput
          control={control}
          name="courseName"
          label={t('notice_group_course')}
          clearable
          disabled={disabled || !data}
          options={(data?.courseNameList ?? []).map((c) => option(c))}
        />
        <Button type="submit" variant="outlined" startIcon={<SearchIcon />} disabled={disabled}>
          {t('search_button')}
        </Button>
      </Stack>
      {found.isFetching && <LinearProgress />}
      {!query ? (
        <Typography color="text.secondary">{t('notice_group_choose_school')}</Typography>
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
