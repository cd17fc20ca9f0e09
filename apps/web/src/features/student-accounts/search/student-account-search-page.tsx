import { type StudentSearchConditions } from '@tayori/contract';
import { useFailureSnackbar } from '../../../shared/api/use-failure-snackbar';
import { useSchoolOptions } from '../../../shared/api/school-options';
import { useMe } from '../../../shared/auth/use-me';
import { useTranslation } from '../../../shared/i18n';
import { ErrorRedirect } from '../../../shared/navigation/error-redirect';
import { SearchPage } from '../../../shared/search/search-page';
import { useUrlSearch } from '../../../shared/search/use-url-search';
import { CsvExport } from '../../../shared/ui/csv-export';
import { LoadingOverlay } from '../../../shared/ui/loading-overlay';
import { fetchStudentCsv } from '../api/export-csv';
import { useStudentSearch } from '../api/search-students';
import { StudentSearchForm } from './search-form';
import { StudentResults } from './student-results';
import { studentSearch } from './search-params';

/** Spec 001 §9: the file a student search downloads. */
const STUDENT_CSV_FILE = 'student_search_result.csv';

/**
 * Route StudentAccountSearch (/student-account-search, spec 001 §2): the school (all schools or
 * the caller's school groups', by role) and the filters, the hit count, 10 a page, 詳細 in a new
 * tab, and the CSV for the roles the answer allows.
 */
export default function StudentAccountSearchPage() {
  const { t } = useTranslation();
  const me = useMe();
  const schools = useSchoolOptions(me.data?.roleType);
  const search = useUrlSearch(studentSearch);
  const result = useStudentSearch(search.query, search.run);
  useFailureSnackbar(result.error);
  // Spec 000 §8: a selection list that cannot load sends the user to the Error route.
  if (schools.isError) return <ErrorRedirect error={schools.error} />;
  if (!schools.data) return <LoadingOverlay />;
  const data = search.query ? result.data : undefined;
  const { page: _page, limit: _limit, ...conditions } = search.query ?? { page: 1, limit: 10 };
  return (
    <SearchPage
      title={t('student_search_title')}
      actions={
        search.query &&
        data?.abilities.exportCsv && (
          <CsvExport
            key={search.formKey}
            hits={data.studentsTotalCount}
            fileName={STUDENT_CSV_FILE}
            createLabel={t('student_csv_create')}
            readyMessage={t('student_csv_ready')}
            fetchFile={() => fetchStudentCsv(conditions as StudentSearchConditions)}
          />
        )
      }
      form={<StudentSearchForm key={search.formKey} search={search} schools={schools.data} />}
      paging={search.paging}
      total={data?.studentsTotalCount}
      loading={result.isPending && result.fetchStatus === 'fetching'}
      fetching={result.isFetching}
      idle={t('student_choose_school')}
    >
      <StudentResults rows={data?.studentList ?? []} />
    </SearchPage>
  );
}
