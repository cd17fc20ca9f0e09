import { AccountSearchPage } from '../../../accounts/account-search-page';
import { useTranslation } from '../../../shared/i18n';
import { useSchoolLists } from '../../../shared/search/selection-lists';
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
  return (
    <AccountSearchPage
      title={t('student_search_title')}
      conditions={studentSearch}
      optionsOf={studentSearchOptions}
      lists={lists}
      totalOf={(answer) => answer.studentsTotalCount}
      csv={{
        fileName: STUDENT_CSV_FILE,
        createLabel: t('student_csv_create'),
        readyMessage: t('student_csv_ready'),
        fetchFile: fetchStudentCsv,
      }}
      form={(search, ready) => <StudentSearchForm search={search} {...ready} />}
      idle={t('student_choose_school')}
      results={(answer) => <StudentResults rows={answer.studentList} />}
    />
  );
}
