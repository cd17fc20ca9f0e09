import { useSchoolOptions } from '../../../shared/api/school-options';
import { useMe } from '../../../shared/auth/use-me';
import { useTranslation } from '../../../shared/i18n';
import { SearchPage } from '../../../shared/search/search-page';
import { selectionLists } from '../../../shared/search/selection-lists';
import { useSearchScreen } from '../../../shared/search/use-search-screen';
import { CsvExport } from '../../../shared/ui/csv-export';
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
  const me = useMe();
  const lists = selectionLists({ schools: useSchoolOptions(me.data?.roleType) });
  const { search, data, csvQuery, frame } = useSearchScreen(tutorSearch, tutorSearchOptions);
  if ('waiting' in lists) return lists.waiting;
  return (
    <SearchPage
      title={t('tutor_search_title')}
      actions={
        data?.abilities.exportCsv &&
        csvQuery && (
          <CsvExport
            key={search.formKey}
            hits={data.tutorTotalCount}
            fileName={TUTOR_CSV_FILE}
            createLabel={t('account_csv')}
            readyMessage={t('account_csv_ready')}
            fetchFile={() => fetchTutorCsv(csvQuery)}
          />
        )
      }
      form={<TutorSearchForm key={search.formKey} search={search} {...lists.ready} />}
      total={data?.tutorTotalCount}
      {...frame}
    >
      {data && <TutorResults rows={data.tutorList} />}
    </SearchPage>
  );
}
