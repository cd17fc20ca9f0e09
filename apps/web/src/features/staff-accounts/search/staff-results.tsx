import Chip from '@mui/material/Chip';
import { roleTypeLabels, userTypeLabels, type StaffListRow } from '@tayori/contract';
import { useTranslation, type t as translate } from '../../../shared/i18n';
import { paths, withUid } from '../../../shared/navigation/paths';
import { DataTable, nowrap, wrapAnywhere, type Column } from '../../../shared/ui/data-table';
import { NewTabButton } from '../../../shared/ui/new-tab-button';

/** Spec 001 §2, §9: the list shows the notes' first 5 characters and an ellipsis. */
export const NOTE_PREVIEW_CHARS = 5;
export function notePreview(note: string | null): string {
  if (!note) return '';
  const chars = [...note];
  return chars.length > NOTE_PREVIEW_CHARS
    ? `${chars.slice(0, NOTE_PREVIEW_CHARS).join('')}…`
    : note;
}

const columnsOf = (t: typeof translate): Column<StaffListRow>[] => [
  {
    key: 'detail',
    header: t('account_col_detail'),
    width: 88,
    cell: (row) => (
      <NewTabButton
        href={withUid(paths.StaffAccountDetail, row.uid)}
        label={t('account_detail_of', { name: `${row.lastName} ${row.firstName}` })}
      >
        {t('account_col_detail')}
      </NewTabButton>
    ),
  },
  {
    key: 'name',
    header: t('account_last_name') + t('account_first_name'),
    cell: (row) => (
      <>
        {row.lastName} {row.firstName}
        {row.isSelf && <Chip size="small" color="primary" label={t('staff_self')} sx={{ ml: 1 }} />}
      </>
    ),
    sx: wrapAnywhere,
  },
  {
    key: 'kana',
    header: t('account_last_name_kana'),
    cell: (row) => `${row.lastNameKana} ${row.firstNameKana}`,
    sx: wrapAnywhere,
  },
  { key: 'email', header: t('account_email'), cell: (row) => row.emailAddress, sx: wrapAnywhere },
  {
    key: 'type',
    header: t('staff_user_type'),
    cell: (row) => userTypeLabels[row.userType],
    sx: nowrap,
  },
  {
    key: 'role',
    header: t('staff_role_type'),
    cell: (row) => (row.roleType ? roleTypeLabels[row.roleType] : ''),
    sx: nowrap,
  },
  {
    key: 'status',
    header: t('account_user_status'),
    cell: (row) => row.userStatusTypeLabel,
    sx: nowrap,
  },
  {
    key: 'school',
    header: t('account_school'),
    cell: (row) => row.schoolName ?? '',
    sx: wrapAnywhere,
  },
  {
    key: 'license',
    header: t('account_license'),
    cell: (row) => (row.a3License ? 'A3' : row.a1License ? 'A1' : ''),
    sx: nowrap,
  },
  { key: 'note', header: t('account_notes'), cell: (row) => notePreview(row.note), sx: nowrap },
];

/** The hits of a staff search: 10 a page (the pager is the SearchPage's). */
export function StaffResults({ rows }: { rows: readonly StaffListRow[] }) {
  const { t } = useTranslation();
  return (
    <DataTable
      columns={columnsOf(t)}
      rows={rows}
      rowKey={(row) => row.uid}
      label={t('staff_list_label')}
      emptyText={t('staff_list_empty')}
      minWidth={960}
    />
  );
}
