import { useTranslation } from '../../../shared/i18n';
import { SearchCsv } from '../../../shared/search/search-csv';
import { SearchPage } from '../../../shared/search/search-page';
import { useSchoolLists } from '../../../shared/search/selection-lists';
import { useSearchScreen } from '../../../shared/search/use-search-screen';
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
  const lists = useSchoolLists();
  const screen = useSearchScreen(studentSearch, studentSearchOptions);
  const { search, data } = screen;
  if ('waiting' in lists) return lists.waiting;
  return (
    <SearchPage
      title={t('student_search_title')}
      actions={
        <SearchCsv
          screen={screen}
          hits={data?.abilities.exportCsv ? data.studentsTotalCount : undefined}
          fileName={STUDENT_CSV_FILE}
          createLabel={t('student_csv_create')}
          readyMessage={t('student_csv_ready')}
          fetchFile={fetchStudentCsv}
        />
      }
      form={<StudentSearchForm key={search.formKey} search={search} {...lists.ready} />}
      total={data?.studentsTotalCount}
      {...screen.frame}
      idle={t('student_choose_school')}
    >
      <StudentResults rows={data?.studentList ?? []} />
    </SearchPage>
  );
}
