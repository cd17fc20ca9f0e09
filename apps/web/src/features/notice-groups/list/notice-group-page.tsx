import { limits, NoticeGroupListQuery, type NoticeGroupListRow } from '@tayori/contract';
import { useTranslation, type t as translate } from '../../../shared/i18n';
import { paths, rowPath } from '../../../shared/navigation/paths';
import { RegisterButton } from '../../../shared/search/register-button';
import { SearchPage } from '../../../shared/search/search-page';
import { searchConditions } from '../../../shared/search/url-conditions';
import { useSearchScreen } from '../../../shared/search/use-search-screen';
import { DataTable, wrapAnywhere, type Column } from '../../../shared/ui/data-table';
import { newTabColumn } from '../../../shared/ui/new-tab-button';
import { groupListOptions } from '../api/list-groups';

/** The list has no conditions: only its page is in the URL. */
const groupList = searchConditions({
  schema: NoticeGroupListQuery,
  fields: [],
  pageSize: limits.listPageSize,
});

const columnsOf = (t: typeof translate): Column<NoticeGroupListRow>[] => [
  newTabColumn({
    key: 'detail',
    header: t('notice_group_col_detail'),
    width: 96,
    href: (row) => rowPath(paths.NoticeGroupDetail, row.groupId),
    label: (row) => t('notice_group_detail_of', { name: row.noticeGroupName }),
  }),
  {
    key: 'name',
    header: t('notice_group_col_name'),
    cell: (row) => row.noticeGroupName,
    sx: wrapAnywhere,
  },
  {
    key: 'school',
    header: t('notice_group_col_school'),
    cell: (row) => row.schoolName,
    sx: wrapAnywhere,
  },
];

/**
 * Route NoticeGroup (/notice-group, spec 001 §2): the groups of the schools the caller reaches,
 * newest first, 10 a page; 新規登録 when the answer says the caller may register.
 */
export default function NoticeGroupPage() {
  const { t } = useTranslation();
  const { data, frame } = useSearchScreen(groupList, groupListOptions);
  return (
    <SearchPage
      title={t('notice_group_list_title')}
      actions={
        data?.abilities.create && (
          <RegisterButton to={paths.NoticeGroupRegistration}>
            {t('notice_group_register')}
          </RegisterButton>
        )
      }
      form={null}
      total={data?.noticeGroupTotalCount}
      {...frame}
    >
      <DataTable
        columns={columnsOf(t)}
        rows={data?.noticeGroupList ?? []}
        rowKey={(row) => row.groupId}
        label={t('notice_group_list_label')}
        emptyText={t('notice_group_list_empty')}
      />
    </SearchPage>
  );
}
