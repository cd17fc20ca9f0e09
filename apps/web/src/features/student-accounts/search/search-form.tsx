import { useController, useWatch, type Control } from 'react-hook-form';
import {
  schoolYearLabel,
  studentCourseLabels,
  studentStatusLabels,
  typedText,
  type School,
  type StudentSearchQuery,
} from '@tayori/contract';
import {
  statusCondition,
  useSearchStatusOptions,
} from '../../../shared/forms/fields/account-fields';
import { useOnChange } from '../../../shared/forms/use-on-change';
import { choice, FieldList, schoolField } from '../../../shared/forms/fields/field-list';
import { useTranslation } from '../../../shared/i18n';
import type { ConditionValues } from '../../../shared/search/url-conditions';
import { ConditionsForm } from '../../../shared/search/conditions-form';
import { useStudentFilterChoices } from '../api/search-students';
import { studentSearch, type StudentField, type StudentFormSearch } from './search-params';

type Values = ConditionValues<typeof StudentSearchQuery, StudentField>;
type FormControl = Control<Values>;

const optionsOf = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

/** Kana typed in hiragana or half-width is shown as the full-width katakana searched. */
const typed = {
  lastNameKana: typedText.kana,
  firstNameKana: typedText.kana,
  studentNumber: typedText.studentNumber,
};

/**
 * The conditions folded away until asked for: school, year, number and name stay in view, so a
 * phone reaches 検索 and the results without scrolling past thirteen fields.
 */
const IN_VIEW: StudentField[] = [
  'extendedSchoolCode',
  'schoolYear',
  'studentNumber',
  'lastName',
  'firstName',
];
const FOLDED = studentSearch.definition.fields.filter((field) => !IN_VIEW.includes(field));

/** The conditions of /student-account-search (spec 001 §2). */
export function StudentSearchForm({
  search,
  schools,
}: {
  search: StudentFormSearch;
  schools: readonly School[];
}) {
  const { t } = useTranslation();
  const statuses = useSearchStatusOptions();
  return (
    <ConditionsForm
      search={search}
      typed={typed}
      fields={[
        schoolField<Values>(t('field_school'), schools, true),
        choice(
          'schoolYear',
          t('student_field_school_year'),
          [1, 2, 3, 4, -1].map((y) => ({ value: y, label: schoolYearLabel(y) })),
        ),
        {
          kind: 'text',
          name: 'studentNumber',
          label: t('student_field_student_number'),
          normalise: typedText.studentNumber,
        },
        { kind: 'text', name: 'lastName', label: t('student_field_last_name') },
        { kind: 'text', name: 'firstName', label: t('student_field_first_name') },
      ]}
      folded={{
        names: FOLDED,
        fields: (control) => [
          { kind: 'element', key: 'schoolFilters', element: <SchoolFilters control={control} /> },
          statusCondition<Values>(t('student_field_user_status'), statuses),
          choice(
            'studentCourse',
            t('student_field_student_course'),
            optionsOf(studentCourseLabels),
          ),
          choice(
            'studentStatusTypeCode',
            t('student_field_student_status'),
            optionsOf(studentStatusLabels),
          ),
          { kind: 'kana', name: 'lastNameKana', label: t('student_field_last_name_kana') },
          { kind: 'kana', name: 'firstNameKana', label: t('student_field_first_name_kana') },
        ],
      }}
    />
  );
}

/**
 * Department, course and admission year: enabled once a school is chosen, from its choices
 * (GET /api/v1/schools/{id}/student-filter), and blank again when another school is chosen.
 */
function SchoolFilters({ control }: { control: FormControl }) {
  const { t } = useTranslation();
  const school = useWatch({ control, name: 'extendedSchoolCode' }) as string;
  const choices = useStudentFilterChoices(school ?? '');
  const department = useController({ control, name: 'departmentName' });
  const course = useController({ control, name: 'courseName' });
  const year = useController({ control, name: 'admissionYear' });
  useOnChange(school, () => {
    department.field.onChange('');
    course.field.onChange('');
    year.field.onChange('');
  });
  const data = school ? choices.data : undefined;
  return (
    <FieldList
      control={control}
      clearable
      fields={[
        choice(
          'departmentName',
          t('student_field_department'),
          (data?.departmentNameList ?? []).map((d) => ({ value: d, label: d })),
          { disabled: !data },
        ),
        choice(
          'courseName',
          t('student_field_course'),
          (data?.courseNameList ?? []).map((c) => ({ value: c, label: c })),
          { disabled: !data },
        ),
        choice(
          'admissionYear',
          t('student_field_admission_year'),
          (data?.admissionYearList ?? []).map((y) => ({
            value: y,
            label: t('student_field_admission_year_value', { year: y }),
          })),
          { disabled: !data },
        ),
      ]}
    />
  );
}
