import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { isAllowed, staffAccountEditors } from '@tayori/contract';
import { useFailureSnackbar } from '../../../shared/api/use-failure-snackbar';
import { useSchoolOptions } from '../../../shared/api/school-options';
import { useMe } from '../../../shared/auth/use-me';
import { useTranslation } from '../../../shared/i18n';
import { ErrorRedirect } from '../../../shared/navigation/error-redirect';
import { paths } from '../../../shared/navigation/paths';
import { SearchPage } from '../../../shared/search/search-page';
import { useUrlSearch } from '../../../shared/search/use-url-search';
import { LoadingOverlay } from '../../../shared/ui/loading-overlay';
import { CsvExport } from '../../../shared/ui/csv-export';
import { fetchStaffCsv, useStaffFilter, useStaffSearch } from '../api/staff-api';
import { staffSearch } from './search-params';
import { StaffResults } from './staff-results';
import { StaffSearchForm } from './staff-search-form';

/** Spec 001 §9: the file a staff search downloads. */
const STAFF_CSV_FILE = 'staff_search_result.csv';

/**
 * Route StaffAccountSearch (/staff-account-search, spec 001 §2, §5, §7): staff, other and tutor
 * accounts by any condition, 10 a page; the register button when the answer allows it.
 */
export default function StaffSearchPage() {
  const { t } = useTranslation();
  const me = useMe();
  const schools = useSchoolOptions(me.data?.roleType);
  const filter = useStaffFilter();
  const search = useUrlSearch(staffSearch);
  const result = useStaffSearch(search.query, search.run);
  useFailureSnackbar(result.error);
  // Spec 000 §8: a selection list that cannot load sends the user to the Error route.
  if (schools.isError) return <ErrorRedirect error={schools.error} />;
  if (filter.isError) return <ErrorRedirect error={filter.error} />;
  if (!schools.data || !filter.data) return <LoadingOverlay />;
  const data = search.query ? result.data : undefined;
  return (
    <SearchPage
      title={t('staff_search_title')}
      actions={
        <>
          {data?.abilities.exportCsv && search.query && (
            <CsvExport
              key={search.formKey}
              hits={data.staffTotalCount}
              fileName={STAFF_CSV_FILE}
              createLabel={t('account_csv')}
              readyMessage={t('account_csv_ready')}
              fetchFile={() => {
                const { page: _page, limit: _limit, ...conditions } = search.query!;
                return fetchStaffCsv(conditions);
              }}
            />
          )}
          {me.data && isAllowed(staffAccountEditors, me.data) && (
            <Button
              component={RouterLink}
              to={paths.StaffAccountRegistration}
              variant="contained"
              startIcon={<AddIcon />}
            >
              {t('staff_register')}
            </Button>
          )}
        </>
      }
      form={
        <StaffSearchForm
          key={search.formKey}
          search={search}
          schools={schools.data}
          filter={filter.data}
        />
      }
      paging={search.paging}
      total={data?.staffTotalCount}
      loading={result.isPending && result.fetchStatus === 'fetching'}
      fetching={result.isFetching}
    >
      {data && <StaffResults rows={data.staffList} />}
    </SearchPage>
  );
}
