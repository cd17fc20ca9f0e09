import { AccountSearchPage } from '../../../accounts/account-search-page';
import { useTranslation } from '../../../shared/i18n';
import { useSchoolLists } from '../../../shared/search/selection-lists';
import { fetchTutorCsv, tutorSearchOptions } from '../api/tutor-api';
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
  const lists = useSchoolLists();
  return (
    <AccountSearchPage
      title={t('tutor_search_title')}
      conditions={tutorSearch}
      optionsOf={tutorSearchOptions}
      lists={lists}
      totalOf={(answer) => answer.tutorTotalCount}
      csv={{ fileName: TUTOR_CSV_FILE, fetchFile: fetchTutorCsv }}
      form={(search, ready) => <TutorSearchForm search={search} {...ready} />}
      results={(answer) => <TutorResults rows={answer.tutorList} />}
    />
  );
}
