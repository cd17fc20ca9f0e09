import { Navigate, Link as RouterLink, useSearchParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import { limits, mayWriteNotices, type StaffNoticeSearchResponse } from '@tayori/contract';
import { useMe } from '../../../shared/auth/use-me';
import { ErrorRedirect } from '../../../shared/navigation/error-redirect';
import { paths } from '../../../shared/navigation/paths';
import { LoadingOverlay } from '../../../shared/ui/loading-overlay';
import { Pager } from '../../../shared/ui/pager';
import { useSchoolOptions } from '../api/get-school-options';
import { useAdminNoticeSearch, useNoticeSearch } from '../api/search-notices';
import { mayUseAdminSearch } from '../notice-status';
import { useFailureSnackbar } from '../use-failure-snackbar';
import { SearchForm } from './search-form';
import {
  adminQueryOf,
  readConditions,
  staffQueryOf,
  writeConditions,
  type SearchConditions,
} from './search-params';
import { SearchResults } from './search-results';

/** /notice-search: the caller's notices. */
export function StaffNoticeSearch() {
  const me = useMe();
  const [params, setParams] = useSearchParams();
  const conditions = readConditions(params);
  const search = useNoticeSearch(staffQueryOf(conditions));
  useFailureSnackbar(search.error);
  return (
    <SearchLayout
      titleKey="notice_search_title"
      conditions={conditions}
      onChange={(c) => setParams(writeConditions({ ...c, extendedSchoolCode: '' }))}
      result={search.data}
      loading={search.isPending && !search.isError}
      fetching={search.isFetching}
      adminSearchLink={mayUseAdminSearch(me.data)}
    />
  );
}

/** /notice-search-for-admin: one school's notices, the school chosen first. */
export function AdminNoticeSearch() {
  const me = useMe();
  const schools = useSchoolOptions(me.data?.roleType);
  const [params, setParams] = useSearchParams();
  const conditions = readConditions(params);
  const search = useAdminNoticeSearch(adminQueryOf(conditions));
  useFailureSnackbar(search.error);
  // Spec 000 §8: a selection list that cannot load sends the user to the Error route.
  if (schools.isError) return <ErrorRedirect error={schools.error} />;
  if (!schools.data) return <LoadingOverlay />;
  return (
    <SearchLayout
      titleKey="notice_search_admin_title"
      conditions={conditions}
      schools={schools.data}
      onChange={(c) => setParams(writeConditions(c))}
      result={conditions.extendedSchoolCode ? search.data : undefined}
      loading={search.isPending && search.fetchStatus === 'fetching'}
      fetching={search.isFetching}
    />
  );
}

interface SearchLayoutProps {
  titleKey: 'notice_search_title' | 'notice_search_admin_title';
  conditions: SearchConditions;
  schools?: Parameters<typeof SearchForm>[0]['schools'];
  onChange(conditions: SearchConditions): void;
  result: StaffNoticeSearchResponse | undefined;
  loading: boolean;
  fetching: boolean;
  /** Offer the administrator version (other schools' notices) to those who may use it. */
  adminSearchLink?: boolean;
}

function SearchLayout({
  titleKey,
  conditions,
  schools,
  onChange,
  result,
  loading,
  fetching,
  adminSearchLink = false,
}: SearchLayoutProps) {
  const { t } = useTranslation();
  const me = useMe();
  const total = result?.noticeSearchResultsTotalCount ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / limits.noticePageSize));
  // A page past the end (a stale link, or rows deleted meanwhile) shows the last one instead.
  if (result && conditions.page > lastPage) {
    const search = writeConditions({ ...conditions, page: lastPage }).toString();
    return <Navigate replace to={{ search: search ? `?${search}` : '' }} />;
  }
  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
      >
        <Typography component="h1" variant="h5">
          {t(titleKey)}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {adminSearchLink && (
            <Button
              component={RouterLink}
              to={paths.noticeSearchForAdmin}
              variant="outlined"
              startIcon={<ManageSearchIcon />}
            >
              {t('notice_search_admin_title')}
            </Button>
          )}
          {mayWriteNotices(me.data) && (
            <Button
              component={RouterLink}
              to={paths.noticeRegistration}
              variant="contained"
              startIcon={<AddIcon />}
            >
              {t('notice_search_register')}
            </Button>
          )}
        </Stack>
      </Stack>
      <SearchForm
        key={writeConditions({ ...conditions, page: 1 }).toString()}
        initial={conditions}
        schools={schools}
        onSearch={(c) => onChange({ ...c, page: 1 })}
      />
      {loading && <LoadingOverlay />}
      <Box sx={{ minHeight: 4 }}>{fetching && !loading && <LinearProgress />}</Box>
      {result ? (
        <>
          <Typography role="status">{t('notice_search_hits', { count: total })}</Typography>
          <SearchResults rows={result.noticeSearchResultList} />
          <Pager
            page={conditions.page}
            totalCount={total}
            pageSize={limits.noticePageSize}
            onChange={(page) => onChange({ ...conditions, page })}
          />
        </>
      ) : (
        schools &&
        !conditions.extendedSchoolCode && (
          <Typography color="text.secondary">{t('notice_search_choose_school')}</Typography>
        )
      )}
    </Stack>
  );
}
