import { isAllowed, staffAccountEditors } from '@tayori/contract';
import { AccountSearchPage } from '../../../accounts/account-search-page';
import { useMe } from '../../../shared/auth/use-me';
import { useTranslation } from '../../../shared/i18n';
import { paths } from '../../../shared/navigation/paths';
import { RegisterButton } from '../../../shared/search/register-button';
import { useSchoolLists } from '../../../shared/search/selection-lists';
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
  return (
    <AccountSearchPage
      title={t('staff_search_title')}
      conditions={staffSearch}
      optionsOf={staffSearchOptions}
      lists={lists}
      totalOf={(answer) => answer.staffTotalCount}
      csv={{ fileName: STAFF_CSV_FILE, fetchFile: fetchStaffCsv }}
      actions={
        me.data &&
        isAllowed(staffAccountEditors, me.data) && (
          <RegisterButton to={paths.StaffAccountRegistration}>{t('staff_register')}</RegisterButton>
        )
      }
      form={(search, ready) => <StaffSearchForm search={search} {...ready} />}
      results={(answer) => <StaffResults rows={answer.staffList} />}
    />
  );
}
