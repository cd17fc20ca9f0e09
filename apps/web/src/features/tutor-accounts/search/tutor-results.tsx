import type { TutorListRow } from '@tayori/contract';
import { useTranslation } from '../../../shared/i18n';
import { paths, rowPath } from '../../../shared/navigation/paths';
import { accountColumns } from '../../../accounts/account-columns';
import { DataTable, wrapAnywhere } from '../../../shared/ui/data-table';

/** The hits of a tutor search: 10 a page (the pager is the SearchPage's). */
export function TutorResults({ rows }: { rows: readonly TutorListRow[] }) {
  const { t } = useTranslation();
  const c = accountColumns<TutorListRow>(t, (row) => rowPath(paths.TutorAccountDetail, row.uid));
  return (
    <DataTable
      columns={[
        ...c.lead,
        c.status,
        c.school,
        {
          key: 'billing',
          header: t('account_billing_name'),
          cell: (row) => row.billingName ?? '',
          sx: wrapAnywhere,
        },
        c.license,
      ]}
      narrowColumns={c.narrow()}
      rows={rows}
      rowKey={(row) => row.uid}
      label={t('tutor_list_label')}
      emptyText={t('tutor_list_empty')}
      minWidth={880}
    />
  );
}
