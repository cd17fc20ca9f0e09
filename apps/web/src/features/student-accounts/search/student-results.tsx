import { NO_SCHOOL_YEAR, type StudentListRow } from '@tayori/contract';
import { useTranslation, type t as translate } from '../../../shared/i18n';
import {
  DataTable,
  nowrap,
  StackedCell,
  wrapAnywhere,
  type Column,
} from '../../../shared/ui/data-table';
import { newTabColumn } from '../../../shared/ui/new-tab-button';
import { studentDetailHref } from '../student-paths';

const detailColumn = (t: typeof translate, width: number) =>
  newTabColumn<StudentListRow>({
    key: 'detail',
    header: t('student_col_detail'),
    width,
    href: (row) => studentDetailHref(row.uid),
    label: (row) => t('student_detail_of', { name: `${row.lastName} ${row.firstName}` }),
  });

const placeOf = (row: StudentListRow) => [row.department, row.course].filter(Boolean).join(' / ');

const columnsOf = (t: typeof translate): Column<StudentListRow>[] => [
  detailColumn(t, 96),
  {
    key: 'number',
    header: t('student_field_student_number'),
    cell: (row) => row.studentNumber,
    sx: nowrap,
  },
  {
    key: 'name',
    header: t('student_field_name'),
    cell: (row) => `${row.lastName} ${row.firstName}`,
    sx: wrapAnywhere,
  },
  {
    key: 'kana',
    header: t('student_field_name_kana'),
    cell: (row) => `${row.lastNameKana} ${row.firstNameKana}`,
    sx: wrapAnywhere,
  },
  {
    key: 'year',
    header: t('student_field_school_year'),
    cell: (row) => row.schoolYearLabel,
    sx: nowrap,
  },
  {
    key: 'department',
    header: t('student_field_department'),
    cell: placeOf,
    sx: wrapAnywhere,
  },
  {
    key: 'studentCourse',
    header: t('student_field_student_course'),
    cell: (row) => row.studentCourseLabel,
    sx: nowrap,
  },
  {
    key: 'status',
    header: t('student_field_student_status'),
    cell: (row) => row.studentStatusTypeLabel,
    sx: nowrap,
  },
  {
    key: 'userStatus',
    header: t('student_field_user_status'),
    cell: (row) => row.userStatusTypeLabel,
    sx: nowrap,
  },
];

/** A phone: 詳細 and one cell per student, name first, nothing to scroll sideways. */
const narrowColumnsOf = (t: typeof translate): Column<StudentListRow>[] => [
  detailColumn(t, 72),
  {
    key: 'student',
    header: t('student_col_student'),
    sx: wrapAnywhere,
    cell: (row) => (
      <StackedCell
        title={`${row.lastName} ${row.firstName}`}
        lines={[`${row.lastNameKana} ${row.firstNameKana}`, row.studentNumber]}
        details={[
          // 'なし' alone at the head of the line reads as nothing; it is the school year that is none.
          row.schoolYear === NO_SCHOOL_YEAR ? t('student_no_school_year') : row.schoolYearLabel,
          placeOf(row),
          row.studentCourseLabel,
          row.studentStatusTypeLabel,
          row.userStatusTypeLabel,
        ]}
      />
    ),
  },
];

/** The hits of a student search: 10 a page (the pager is the SearchPage's). */
export function StudentResults({ rows }: { rows: readonly StudentListRow[] }) {
  const { t } = useTranslation();
  return (
    <DataTable
      columns={columnsOf(t)}
      narrowColumns={narrowColumnsOf(t)}
      rows={rows}
      rowKey={(row) => row.uid}
      label={t('student_list_label')}
      emptyText={t('student_list_empty')}
    />
  );
}
