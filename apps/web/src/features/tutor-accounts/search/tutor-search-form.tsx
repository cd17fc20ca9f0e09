import { typedText, type School, type TutorSearchQuery } from '@tayori/contract';
import {
  accountNameFields,
  useSearchStatusOptions,
} from '../../../shared/forms/fields/account-fields';
import { SchoolInput } from '../../../shared/forms/fields/autocomplete-input';
import { FieldList } from '../../../shared/forms/fields/field-list';
import { useTranslation } from '../../../shared/i18n';
import { SearchForm } from '../../../shared/search/search-form';
import type { ConditionValues } from '../../../shared/search/url-conditions';
import type { TutorConditionKey, TutorFormSearch } from './search-params';

type Values = ConditionValues<typeof TutorSearchQuery, TutorConditionKey>;

/**
 * The tutor search's conditions (spec 001 §2, §5): the school (required; SCHOOL_* choose among
 * their school groups'), status, names and kana, sign-in ID.
 */
export function TutorSearchForm({
  search,
  schools,
}: {
  search: TutorFormSearch;
  schools: readonly School[];
}) {
  const { t } = useTranslation();
  const statuses = useSearchStatusOptions();
  return (
    <SearchForm
      search={search}
      typed={{
        lastNameKana: typedText.kana,
        firstNameKana: typedText.kana,
        emailAddress: typedText.signInId,
      }}
    >
      {(control) => (
        <>
          <SchoolInput control={control} name="extendedSchoolCode" schools={schools} required />
          <FieldList
            control={control}
            clearable
            fields={[
              {
                kind: 'select',
                name: 'userStatusType',
                label: t('account_user_status'),
                options: statuses,
              },
              ...accountNameFields<Values>(t),
              { kind: 'text', name: 'emailAddress', label: t('account_email') },
            ]}
          />
        </>
      )}
    </SearchForm>
  );
}
