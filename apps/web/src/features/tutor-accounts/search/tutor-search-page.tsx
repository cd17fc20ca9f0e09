import { useTranslation } from '../../../shared/i18n';
import { SearchCsv } from '../../../shared/search/search-csv';
import { SearchPage } from '../../../shared/search/search-page';
import { useSchoolLists } from '../../../shared/search/selection-lists';
import { useSearchScreen } from '../../../shared/search/use-search-screen';
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
  const screen = useSearchScreen(tutorSearch, tutorSearchOptions);
  const { search, data } = screen;
  if ('waiting' in lists) return lists.waiting;
  return (
    <SearchPage
      title={t('tutor_search_title')}
      actions={
        <SearchCsv
          screen={screen}
          hits={data?.abilities.exportCsv ? data.tutorTotalCount : undefined}
          fileName={TUTOR_CSV_FILE}
          fetchFile={fetchTutorCsv}
        />
      }
      form={<TutorSearchForm key={search.formKey} search={search} {...lists.ready} />}
      total={data?.tutorTotalCount}
      {...screen.frame}
    >
      {data && <TutorResults rows={data.tutorList} />}
    </SearchPage>
  );
}
