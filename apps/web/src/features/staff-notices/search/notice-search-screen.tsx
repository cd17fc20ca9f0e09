import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import { mayWriteNotices } from '@tayori/contract';
import { useMe } from '../../../shared/auth/use-me';
import { useTranslation } from '../../../shared/i18n';
import { paths } from '../../../shared/navigation/paths';
import { SearchPage } from '../../../shared/search/search-page';
import { RegisterButton } from '../../../shared/search/register-button';
import { useSchoolLists } from '../../../shared/search/selection-lists';
import { useSearchScreen } from '../../../shared/search/use-search-screen';
import { adminNoticeSearchOptions, noticeSearchOptions } from '../api/search-notices';
import { mayUseAdminSearch } from '../notice-status';
import { AdminNoticeSearchForm, StaffNoticeSearchForm } from './search-form';
import { adminNoticeSearch, staffNoticeSearch } from './search-params';
import { SearchResults } from './search-results';

/** /notice-search: the caller's notices. */
export function StaffNoticeSearch() {
  const { t } = useTranslation();
  const me = useMe();
  const { search, data, frame } = useSearchScreen(staffNoticeSearch, noticeSearchOptions);
  return (
    <SearchPage
      title={t('notice_search_title')}
      actions={<Actions adminSearchLink={mayUseAdminSearch(me.data)} />}
      form={<StaffNoticeSearchForm key={search.formKey} search={search} />}
      total={data?.noticeSearchResultsTotalCount}
      {...frame}
    >
      <SearchResults rows={data?.noticeSearchResultList ?? []} />
    </SearchPage>
  );
}

/** /notice-search-for-admin: one school's notices, the school chosen first. */
export function AdminNoticeSearch() {
  const { t } = useTranslation();
  const lists = useSchoolLists();
  const { search, data, frame } = useSearchScreen(adminNoticeSearch, adminNoticeSearchOptions);
  if ('waiting' in lists) return lists.waiting;
  return (
    <SearchPage
      title={t('notice_search_admin_title')}
      actions={<Actions />}
      form={<AdminNoticeSearchForm key={search.formKey} search={search} {...lists.ready} />}
      total={data?.noticeSearchResultsTotalCount}
      {...frame}
      idle={t('notice_search_choose_school')}
    >
      <SearchResults rows={data?.noticeSearchResultList ?? []} />
    </SearchPage>
  );
}

/**
 * 新規登録 for those who write notices, and the administrator version (other schools' notices) for
 * those who may use it.
 */
function Actions({ adminSearchLink = false }: { adminSearchLink?: boolean }) {
  const { t } = useTranslation();
  const me = useMe();
  return (
    <>
      {adminSearchLink && (
        <Button
          component={RouterLink}
          to={paths.NoticeSearchForAdmin}
          variant="outlined"
          startIcon={<ManageSearchIcon />}
        >
          {t('notice_search_admin_title')}
        </Button>
      )}
      {mayWriteNotices(me.data) && (
        <RegisterButton to={paths.NoticeRegistration}>{t('notice_search_register')}</RegisterButton>
      )}
    </>
  );
}
