import { isAllowed, staffAccountEditors } from '@tayori/contract';
import { useMe } from '../../../shared/auth/use-me';
import { useTranslation } from '../../../shared/i18n';
import { paths } from '../../../shared/navigation/paths';
import { RegisterButton } from '../../../shared/search/register-button';
import { SearchCsv } from '../../../shared/search/search-csv';
import { SearchPage } from '../../../shared/search/search-page';
import { useSchoolLists } from '../../../shared/search/selection-lists';
import { useSearchScreen } from '../../../shared/search/use-search-screen';
import { fetchStaffCsv, staffSearchOptions, useStaffFilter } from '../api/staff-api';
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
  const lists = useSchoolLists({ filter: useStaffFilter() });
  const screen = useSearchScreen(staffSearch, staffSearchOptions);
  const { search, data } = screen;
  if ('waiting' in lists) return lists.waiting;
  return (
    <SearchPage
      title={t('staff_search_title')}
      actions={
        <>
          <SearchCsv
            screen={screen}
            hits={data?.abilities.exportCsv ? data.staffTotalCount : undefined}
            fileName={STAFF_CSV_FILE}
            fetchFile={fetchStaffCsv}
          />
          {me.data && isAllowed(staffAccountEditors, me.data) && (
            <RegisterButton to={paths.StaffAccountRegistration}>
              {t('staff_register')}
            </RegisterButton>
          )}
        </>
      }
      form={<StaffSearchForm key={search.formKey} search={search} {...lists.ready} />}
      total={data?.staffTotalCount}
      {...screen.frame}
    >
      {data && <StaffResults rows={data.staffList} />}
    </SearchPage>
  );
}
