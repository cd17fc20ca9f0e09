import type { TutorListRow } from '@tayori/contract';
import { useTranslation, type t as translate } from '../../../shared/i18n';
import { paths, withUid } from '../../../shared/navigation/paths';
import { DataTable, nowrap, wrapAnywhere, type Column } from '../../../shared/ui/data-table';
import { NewTabButton } from '../../../shared/ui/new-tab-button';

const columnsOf = (t: typeof translate): Column<TutorListRow>[] => [
  {
    key: 'detail',
    header: t('account_col_detail'),
    width: 88,
    cell: (row) => (
      <NewTabButton
        href={withUid(paths.TutorAccountDetail, row.uid)}
        label={t('account_detail_of', { name: `${row.lastName} ${row.firstName}` })}
      >
        {t('account_col_detail')}
      </NewTabButton>
    ),
  },
  {
    key: 'name',
    header: t('account_last_name') + t('account_first_name'),
    cell: (row) => `${row.lastName} ${row.firstName}`,
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
    key: 'billing',
    header: t('account_billing_name'),
    cell: (row) => row.billingName ?? '',
    sx: wrapAnywhere,
  },
  {
    key: 'license',
    header: t('account_license'),
    cell: (row) => (row.a3License ? 'A3' : row.a1License ? 'A1' : ''),
    sx: nowrap,
  },
];

/** The hits of a tutor search: 10 a page (the pager is the SearchPage's). */
export function TutorResults({ rows }: { rows: readonly TutorListRow[] }) {
  const { t } = useTranslation();
  return (
    <DataTable
      columns={columnsOf(t)}
      rows={rows}
      rowKey={(row) => row.uid}
      label={t('tutor_list_label')}
      emptyText={t('tutor_list_empty')}
      minWidth={880}
    />
  );
}
