import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { isAllowed, staffAccountEditors } from '@tayori/contract';
import { useSchoolOptions } from '../../../shared/api/school-options';
import { useMe } from '../../../shared/auth/use-me';
import { useTranslation } from '../../../shared/i18n';
import { paths } from '../../../shared/navigation/paths';
import { SearchPage } from '../../../shared/search/search-page';
import { selectionLists } from '../../../shared/search/selection-lists';
import { useSearchScreen } from '../../../shared/search/use-search-screen';
import { CsvExport } from '../../../shared/ui/csv-export';
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
  const lists = selectionLists({
    schools: useSchoolOptions(me.data?.roleType),
    filter: useStaffFilter(),
  });
  const { search, data, csvQuery, frame } = useSearchScreen(staffSearch, staffSearchOptions);
  if ('waiting' in lists) return lists.waiting;
  return (
    <SearchPage
      title={t('staff_search_title')}
      actions={
        <>
          {data?.abilities.exportCsv && csvQuery && (
            <CsvExport
              key={search.formKey}
              hits={data.staffTotalCount}
              fileName={STAFF_CSV_FILE}
              createLabel={t('account_csv')}
              readyMessage={t('account_csv_ready')}
              fetchFile={() => fetchStaffCsv(csvQuery)}
            />
          )}
          {me.data && isAllowed(staffAccountEditors, me.data) && (
            <Button
              component={RouterLink}
              to={paths.StaffAccountRegistration}
              variant="contained"
              startIcon={<AddIcon />}
            >
              {t('staff_register')}
            </Button>
          )}
        </>
      }
      form={<StaffSearchForm key={search.formKey} search={search} {...lists.ready} />}
      total={data?.staffTotalCount}
      {...frame}
    >
      {data && <StaffResults rows={data.staffList} />}
    </SearchPage>
  );
}
