import type { School, TutorSearchQuery } from '@tayori/contract';
import {
  accountSearchTyped,
  useAccountConditions,
} from '../../../shared/forms/fields/account-fields';
import { schoolField } from '../../../shared/forms/fields/field-list';
import { useTranslation } from '../../../shared/i18n';
import { ConditionsForm } from '../../../shared/search/conditions-form';
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
  const account = useAccountConditions<Values>();
  return (
    <ConditionsForm
      search={search}
      typed={accountSearchTyped}
      fields={[
        schoolField<Values>(t('field_school'), schools, true),
        account.status,
        ...account.names,
        account.signInId,
      ]}
    />
  );
}
