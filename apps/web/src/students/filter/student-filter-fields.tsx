import { useEffect } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { School } from '@tayori/contract';
import { useFailureSnackbar } from '../../shared/api/use-failure-snackbar';
import { SchoolInput } from '../../shared/forms/fields/autocomplete-input';
import { choice, FieldList } from '../../shared/forms/fields/field-list';
import { useTranslation } from '../../shared/i18n';
import { useStudentFilter } from './use-student-filter';

type Blank<T> = T | '';
/** The student filter's values as a form holds them ('' : any). */
export interface StudentFilterValues {
  extendedSchoolCode: string;
  admissionYear: Blank<number>;
  departmentName: string;
  schoolYear: Blank<number>;
  courseName: string;
}
export const blankStudentFilter: Omit<StudentFilterValues, 'extendedSchoolCode'> = {
  admissionYear: '',
  departmentName: '',
  schoolYear: '',
  courseName: '',
};

export interface StudentFilterFieldsProps<T extends StudentFilterValues> {
  form: UseFormReturn<T>;
  schools: readonly School[];
  disabled: boolean;
  /** The school cannot be changed (a group's members are of one school). */
  schoolLocked?: boolean;
  schoolHelperText?: string;
}

/**
 * Spec 001 §2's student filter: the school (required), then admission year, department, school
 * year and course from the school's choices; another school starts them blank. Notification
 * groups and announcement destinations use it.
 */
export function StudentFilterFields<T extends StudentFilterValues>({
  form,
  schools,
  disabled,
  schoolLocked = false,
  schoolHelperText,
}: StudentFilterFieldsProps<T>) {
  const { t } = useTranslation();
  // One set of field names for every form that holds these values.
  const f = form as unknown as UseFormReturn<StudentFilterValues>;
  const { control, setValue } = f;
  const school = useWatch({ control, name: 'extendedSchoolCode' });
  // Another school's departments and courses are other names: its filters start blank.
  useEffect(() => {
    for (const [k, v] of Object.entries(blankStudentFilter))
      setValue(k as keyof typeof blankStudentFilter, v as '');
  }, [school, setValue]);
  const choices = useStudentFilter(school);
  useFailureSnackbar(choices.error);
  const data = choices.data;
  const option = (value: string | number, label = String(value)) => ({ value, label });
  const off = disabled || !data;
  return (
    <>
      <SchoolInput
        control={control}
        name="extendedSchoolCode"
        schools={schools}
        required
        disabled={disabled || schoolLocked}
        helperText={schoolHelperText}
      />
      <FieldList
        control={control}
        clearable
        fields={[
          choice(
            'admissionYear',
            t('notice_group_admission_year'),
            (data?.admissionYearList ?? []).map((y) =>
              option(y, t('notice_group_admission_year_value', { year: y })),
            ),
            { disabled: off },
          ),
          choice(
            'departmentName',
            t('notice_group_department'),
            (data?.departmentNameList ?? []).map((d) => option(d)),
            { disabled: off },
          ),
          choice(
            'schoolYear',
            t('notice_group_school_year'),
            (data?.schoolYearList ?? []).map((y) =>
              option(
                y,
                y === -1 ? t('notice_school_year_none') : t('notice_school_year', { year: y }),
              ),
            ),
            { disabled: off },
          ),
          choice(
            'courseName',
            t('notice_group_course'),
            (data?.courseNameList ?? []).map((c) => option(c)),
            { disabled: off },
          ),
        ]}
      />
    </>
  );
}
