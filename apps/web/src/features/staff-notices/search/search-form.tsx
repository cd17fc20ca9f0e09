import type { Control, FieldValues, Path } from 'react-hook-form';
import type { School } from '@tayori/contract';
import { useTranslation } from '../../../shared/i18n';
import { SchoolInput } from '../../../shared/forms/fields/autocomplete-input';
import { SelectInput } from '../../../shared/forms/fields/select-input';
import { TextInput } from '../../../shared/forms/fields/text-input';
import { SearchForm } from '../../../shared/search/search-form';
import { noticeStatuses, noticeStatusKey } from '../notice-status';
import type { AdminNoticeFormSearch, StaffNoticeFormSearch } from './search-params';

/** /notice-search's conditions: title and status, both clearable (spec 000 §2). */
export function StaffNoticeSearchForm({ search }: { search: StaffNoticeFormSearch }) {
  return (
    <SearchForm search={search}>{(control) => <TitleAndStatus control={control} />}</SearchForm>
  );
}

/** /notice-search-for-admin's: the school (required, spec 000 §5) before title and status. */
export function AdminNoticeSearchForm({
  search,
  schools,
}: {
  search: AdminNoticeFormSearch;
  schools: readonly School[];
}) {
  return (
    <SearchForm search={search}>
      {(control) => (
        <>
          <SchoolInput control={control} name="extendedSchoolCode" schools={schools} required />
          <TitleAndStatus control={control} />
        </>
      )}
    </SearchForm>
  );
}

/** The fields both versions share (their forms differ only by the school). */
function TitleAndStatus<T extends FieldValues>({ control }: { control: Control<T> }) {
  const { t } = useTranslation();
  // Both forms hold `title` and `noticeStatus`; TypeScript cannot see that through T.
  const title = 'title' as Path<T>;
  const status = 'noticeStatus' as Path<T>;
  return (
    <>
      <TextInput control={control} name={title} label={t('notice_field_title')} clearable />
      <SelectInput
        control={control}
        name={status}
        label={t('notice_field_status')}
        clearable
        options={noticeStatuses.map((s) => ({ value: s, label: t(noticeStatusKey(s)) }))}
      />
    </>
  );
}
