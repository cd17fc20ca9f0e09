import { useTranslation } from '../../shared/i18n';
import { SearchPage } from '../../shared/search/search-page';
import { useSchoolLists } from '../../shared/search/selection-lists';
import { useSearchScreen } from '../../shared/search/use-search-screen';
import { staffEmailSearchOptions } from './api/search-staff-email';
import { staffEmailSearch } from './search-params';
import { StaffEmailSearchForm } from './staff-email-search-form';
import { StaffEmailResults } from './staff-email-results';

/**
 * /staff-email-address-search (spec 001 §2, §5, §7): ACTIVE staff by school and name, grouped per
 * school. The conditions live in the URL; the school choices are the caller's (spec 000 §6). One
 * capped list: no pager.
 */
export default function StaffEmailSearchPage() {
  const { t } = useTranslation();
  const lists = useSchoolLists();
  const { search, data, frame } = useSearchScreen(staffEmailSearch, staffEmailSearchOptions);
  if ('waiting' in lists) return lists.waiting;
  return (
    <SearchPage
      title={t('staff_email_title')}
      form={<StaffEmailSearchForm key={search.formKey} search={search} {...lists.ready} />}
      total={data?.emailAddressInfoTotalCount}
      {...frame}
      paging={undefined}
      idle={t('staff_email_idle')}
    >
      {data && <StaffEmailResults data={data} />}
    </SearchPage>
  );
}
