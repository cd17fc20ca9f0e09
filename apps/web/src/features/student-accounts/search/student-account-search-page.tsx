import { useSchoolOptions } from '../../../shared/api/school-options';
import { useMe } from '../../../shared/auth/use-me';
import { useTranslation } from '../../../shared/i18n';
import { SearchPage } from '../../../shared/search/search-page';
import { selectionLists } from '../../../shared/search/selection-lists';
import { useSearchScreen } from '../../../shared/search/use-search-screen';
import { CsvExport } from '../../../shared/ui/csv-export';
import { fetchStudentCsv } from '../api/export-csv';
import { studentSearchOptions } from '../api/search-students';
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
  const lists = selectionLists({ schools: useSchoolOptions(me.data?.roleType) });
  const { search, data, csvQuery, frame } = useSearchScreen(studentSearch, studentSearchOptions);
  if ('waiting' in lists) return lists.waiting;
  return (
    <SearchPage
      title={t('student_search_title')}
      actions={
        csvQuery &&
        data?.abilities.exportCsv && (
          <CsvExport
            key={search.formKey}
            hits={data.studentsTotalCount}
            fileName={STUDENT_CSV_FILE}
            createLabel={t('student_csv_create')}
            readyMessage={t('student_csv_ready')}
            fetchFile={() => fetchStudentCsv(csvQuery)}
          />
        )
      }
      form={<StudentSearchForm key={search.formKey} search={search} {...lists.ready} />}
      total={data?.studentsTotalCount}
      {...frame}
      idle={t('student_choose_school')}
    >
      <StudentResults rows={data?.studentList ?? []} />
    </SearchPage>
  );
}
