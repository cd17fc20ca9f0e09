import { useFailureSnackbar } from '../../../shared/api/use-failure-snackbar';
import { useSchoolOptions } from '../../../shared/api/school-options';
import { useMe } from '../../../shared/auth/use-me';
import { useTranslation } from '../../../shared/i18n';
import { ErrorRedirect } from '../../../shared/navigation/error-redirect';
import { SearchPage } from '../../../shared/search/search-page';
import { useUrlSearch } from '../../../shared/search/use-url-search';
import { CsvExport } from '../../../shared/ui/csv-export';
import { LoadingOverlay } from '../../../shared/ui/loading-overlay';
import { fetchTutorCsv, useTutorSearch } from '../api/tutor-api';
import { tutorSearch } from './search-params';
import { TutorResults } from './tutor-results';
import { TutorSearchForm } from './tutor-search-form';

/** Spec 001 §9: the file a tutor search downloads. */
const TUTOR_CSV_FILE = 'tutor_search_result.csv';

/**
 * Route TutorAccountSearch (/tutor-account-search, spec 001 §2, §5, §7): the tutors of a school
 * (required), 10 a page, 詳細 in a new tab, and the CSV for the roles the answer allows.
 */
export default function TutorSearchPage() {
  const { t } = useTranslation();
  const me = useMe();
  const schools = useSchoolOptions(me.data?.roleType);
  const search = useUrlSearch(tutorSearch);
  const result = useTutorSearch(search.query, search.run);
  useFailureSnackbar(result.error);
  // Spec 000 §8: a selection list that cannot load sends the user to the Error route.
  if (schools.isError) return <ErrorRedirect error={schools.error} />;
  if (!schools.data) return <LoadingOverlay />;
  const data = search.query ? result.data : undefined;
  return (
    <SearchPage
      title={t('tutor_search_title')}
      actions={
        data?.abilities.exportCsv &&
        search.query && (
          <CsvExport
            key={search.formKey}
            hits={data.tutorTotalCount}
            fileName={TUTOR_CSV_FILE}
            createLabel={t('account_csv')}
            readyMessage={t('account_csv_ready')}
            fetchFile={() => {
              const { page: _page, limit: _limit, ...conditions } = search.query!;
              return fetchTutorCsv(conditions);
            }}
          />
        )
      }
      form={<TutorSearchForm key={search.formKey} search={search} schools={schools.data} />}
      paging={search.paging}
      total={data?.tutorTotalCount}
      loading={result.isPending && result.fetchStatus === 'fetching'}
      fetching={result.isFetching}
    >
      {data && <TutorResults rows={data.tutorList} />}
    </SearchPage>
  );
}
