import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import { useTranslation, type t as translate } from '../../../shared/i18n';
import { DataTable, nowrap, wrapAnywhere, type Column } from '../../../shared/ui/data-table';
import { WindowedRows } from '../../../shared/ui/data-table/windowed-rows';
import type { Member } from './members';

/** Spec 001 §9: the group details table is 650 high. */
const TABLE_HEIGHT = 650;

const schoolYearOf = (m: Member, t: typeof translate) =>
  m.schoolYear === -1
    ? t('notice_school_year_none')
    : t('notice_school_year', { year: m.schoolYear });

const columnsOf = (
  t: typeof translate,
  onRemove: ((m: Member) => void) | null,
): Column<Member>[] => [
  { key: 'name', header: t('notice_group_col_name_kana'), cell: (m) => m.name, sx: wrapAnywhere },
  {
    key: 'studentNumber',
    header: t('notice_group_col_student_number'),
    cell: (m) => m.studentNumber,
    sx: nowrap,
  },
  {
    key: 'schoolYear',
    header: t('notice_col_school_year'),
    cell: (m) => schoolYearOf(m, t),
    sx: nowrap,
  },
  {
    key: 'department',
    header: t('notice_col_department'),
    cell: (m) => m.department ?? '',
    sx: wrapAnywhere,
  },
  { key: 'course', header: t('notice_col_course'), cell: (m) => m.course ?? '', sx: wrapAnywhere },
  {
    key: 'careful',
    header: t('notice_careful'),
    cell: (m) =>
      m.isCareful ? <Chip size="small" color="warning" label={t('notice_careful')} /> : null,
  },
  ...(onRemove
    ? [
        {
          key: 'remove',
          header: t('notice_group_col_remove'),
          align: 'center' as const,
          cell: (m: Member) => (
            <IconButton
              size="small"
              aria-label={t('notice_group_remove_of', { name: m.name })}
              onClick={() => onRemove(m)}
            >
              <PersonRemoveIcon fontSize="small" />
            </IconButton>
          ),
        },
      ]
    : []),
];

/** On a phone: the student, then year, department and course under it. */
const narrowColumnsOf = (
  t: typeof translate,
  onRemove: ((m: Member) => void) | null,
): Column<Member>[] => {
  const wide = columnsOf(t, onRemove);
  return [
    {
      key: 'student',
      header: t('notice_col_student'),
      sx: wrapAnywhere,
      cell: (m) => (
        <>
          {m.name}（{m.studentNumber}）
          {m.isCareful && (
            <Chip size="small" color="warning" label={t('notice_careful')} sx={{ ml: 1 }} />
          )}
          <br />
          {[schoolYearOf(m, t), m.department, m.course].filter(Boolean).join(' / ')}
        </>
      ),
    },
    ...wide.filter((c) => c.key === 'remove'),
  ];
};

export interface MemberTableProps {
  members: readonly Member[];
  /** Null when the group cannot be edited (no remove buttons). */
  onRemove: ((m: Member) => void) | null;
}

/** The group's students (spec 001 §2): 650 high, windowed from 100 rows (10,000 stay quick). */
export function MemberTable({ members, onRemove }: MemberTableProps) {
  const { t } = useTranslation();
  return (
    <DataTable
      columns={columnsOf(t, onRemove)}
      narrowColumns={narrowColumnsOf(t, onRemove)}
      rows={members}
      rowKey={(m) => m.id}
      label={t('notice_group_members_label')}
      emptyText={t('notice_group_members_empty')}
      windowed={WindowedRows}
      height={TABLE_HEIGHT}
      minWidth={640}
      estimatedRowPx={{ wide: 41, narrow: 72 }}
    />
  );
}
