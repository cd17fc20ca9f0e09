import { useFailureSnackbar } from '../../shared/api/use-failure-snackbar';
import { useSchoolOptions } from '../../shared/api/school-options';
import { useMe } from '../../shared/auth/use-me';
import { useTranslation } from '../../shared/i18n';
import { ErrorRedirect } from '../../shared/navigation/error-redirect';
import { SearchPage } from '../../shared/search/search-page';
import { useUrlSearch } from '../../shared/search/use-url-search';
import { LoadingOverlay } from '../../shared/ui/loading-overlay';
import { useStaffEmailSearch } from './api/search-staff-email';
import { staffEmailSearch } from './search-params';
import { StaffEmailSearchForm } from './staff-email-search-form';
import { StaffEmailResults } from './staff-email-results';

/**
 * /staff-email-address-search (spec 001 §2, §5, §7): ACTIVE staff by school and name, grouped per
 * school. The conditions live in the URL; the school choices are the caller's (spec 000 §6).
 */
export default function StaffEmailSearchPage() {
  const { t } = useTranslation();
  const me = useMe();
  const schools = useSchoolOptions(me.data?.roleType);
  const search = useUrlSearch(staffEmailSearch);
  const result = useStaffEmailSearch(search.query, search.run);
  useFailureSnackbar(result.error);
  // Spec 000 §8: a selection list that cannot load sends the user to the Error route.
  if (schools.isError) return <ErrorRedirect error={schools.error} />;
  if (!schools.data) return <LoadingOverlay />;
  const data = search.query ? result.data : undefined;
  return (
    <SearchPage
      title={t('staff_email_title')}
      form={<StaffEmailSearchForm key={search.formKey} search={search} schools={schools.data} />}
      total={data?.emailAddressInfoTotalCount}
      loading={result.isPending && result.fetchStatus === 'fetching'}
      fetching={result.isFetching}
      idle={t('staff_email_idle')}
    >
      {data && <StaffEmailResults data={data} />}
    </SearchPage>
  );
}
