import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import { mayWriteNotices } from '@tayori/contract';
import { useFailureSnackbar } from '../../../shared/api/use-failure-snackbar';
import { useSchoolOptions } from '../../../shared/api/school-options';
import { useMe } from '../../../shared/auth/use-me';
import { useTranslation } from '../../../shared/i18n';
import { ErrorRedirect } from '../../../shared/navigation/error-redirect';
import { paths } from '../../../shared/navigation/paths';
import { SearchPage } from '../../../shared/search/search-page';
import { useUrlSearch } from '../../../shared/search/use-url-search';
import { LoadingOverlay } from '../../../shared/ui/loading-overlay';
import { useAdminNoticeSearch, useNoticeSearch } from '../api/search-notices';
import { mayUseAdminSearch } from '../notice-status';
import { AdminNoticeSearchForm, StaffNoticeSearchForm } from './search-form';
import { adminNoticeSearch, staffNoticeSearch } from './search-params';
import { SearchResults } from './search-results';

/** /notice-search: the caller's notices. */
export function StaffNoticeSearch() {
  const { t } = useTranslation();
  const me = useMe();
  const search = useUrlSearch(staffNoticeSearch);
  const result = useNoticeSearch(search.query);
  useFailureSnackbar(result.error);
  return (
    <SearchPage
      title={t('notice_search_title')}
      actions={<Actions adminSearchLink={mayUseAdminSearch(me.data)} />}
      form={<StaffNoticeSearchForm key={search.formKey} search={search} />}
      paging={search.paging}
      total={result.data?.noticeSearchResultsTotalCount}
      loading={result.isPending && !result.isError}
      fetching={result.isFetching}
    >
      <SearchResults rows={result.data?.noticeSearchResultList ?? []} />
    </SearchPage>
  );
}

/** /notice-search-for-admin: one school's notices, the school chosen first. */
export function AdminNoticeSearch() {
  const { t } = useTranslation();
  const me = useMe();
  const schools = useSchoolOptions(me.data?.roleType);
  const search = useUrlSearch(adminNoticeSearch);
  const result = useAdminNoticeSearch(search.query);
  useFailureSnackbar(result.error);
  // Spec 000 §8: a selection list that cannot load sends the user to the Error route.
  if (schools.isError) return <ErrorRedirect error={schools.error} />;
  if (!schools.data) return <LoadingOverlay />;
  const data = search.conditions.extendedSchoolCode ? result.data : undefined;
  return (
    <SearchPage
      title={t('notice_search_admin_title')}
      actions={<Actions />}
      form={<AdminNoticeSearchForm key={search.formKey} search={search} schools={schools.data} />}
      paging={search.paging}
      total={data?.noticeSearchResultsTotalCount}
      loading={result.isPending && result.fetchStatus === 'fetching'}
      fetching={result.isFetching}
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
        <Button
          component={RouterLink}
          to={paths.NoticeRegistration}
          variant="contained"
          startIcon={<AddIcon />}
        >
          {t('notice_search_register')}
        </Button>
      )}
    </>
  );
}
