import Chip from '@mui/material/Chip';
import { roleTypeLabels, userTypeLabels, type StaffListRow } from '@tayori/contract';
import { useTranslation, type t as translate } from '../../../shared/i18n';
import { paths, rowPath } from '../../../shared/navigation/paths';
import { accountColumns } from '../../../accounts/account-columns';
import { DataTable, nowrap, type Column } from '../../../shared/ui/data-table';

/** Spec 001 §2, §9: the list shows the notes' first 5 characters and an ellipsis. */
export const NOTE_PREVIEW_CHARS = 5;
export function notePreview(note: string | null): string {
  if (!note) return '';
  const chars = [...note];
  return chars.length > NOTE_PREVIEW_CHARS
    ? `${chars.slice(0, NOTE_PREVIEW_CHARS).join('')}…`
    : note;
}

const accountColumnsOf = (t: typeof translate) =>
  accountColumns<StaffListRow>(
    t,
    (row) => rowPath(paths.StaffAccountDetail, row.uid),
    (row) =>
      row.isSelf && <Chip size="small" color="primary" label={t('staff_self')} sx={{ ml: 1 }} />,
  );

const columnsOf = (t: typeof translate): Column<StaffListRow>[] => {
  const c = accountColumnsOf(t);
  return [
    ...c.lead,
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
    c.status,
    c.school,
    c.license,
    { key: 'note', header: t('account_notes'), cell: (row) => notePreview(row.note), sx: nowrap },
  ];
};

/** The hits of a staff search: 10 a page (the pager is the SearchPage's). */
export function StaffResults({ rows }: { rows: readonly StaffListRow[] }) {
  const { t } = useTranslation();
  return (
    <DataTable
      columns={columnsOf(t)}
      narrowColumns={accountColumnsOf(t).narrow((row) => [
        userTypeLabels[row.userType],
        row.roleType && roleTypeLabels[row.roleType],
        // The notes labelled: on one line with status and role, 「休職中」 read as one of them.
        row.note && `${t('account_notes')}：${notePreview(row.note)}`,
      ])}
      rows={rows}
      rowKey={(row) => row.uid}
      label={t('staff_list_label')}
      emptyText={t('staff_list_empty')}
      minWidth={960}
    />
  );
}
