import { useWatch, type Control } from 'react-hook-form';
import { typedText, type School, type StaffFilter } from '@tayori/contract';
import { SchoolInput } from '../../../shared/forms/fields/autocomplete-input';
import { SelectInput } from '../../../shared/forms/fields/select-input';
import { KanaInput, TextInput } from '../../../shared/forms/fields/text-input';
import { useTranslation } from '../../../shared/i18n';
import { SearchForm } from '../../../shared/search/search-form';
import type { ConditionValues } from '../../../shared/search/url-conditions';
import type { UrlSearch } from '../../../shared/search/use-url-search';
import type { StaffSearchQuery } from '@tayori/contract';
import {
  billingCodeOptions,
  nameFields,
  roleTypeOptions,
  statusOptions,
  userTypeOptions,
} from '../form/options';
import type { staffConditionKeys } from './search-params';
import { userStatusTypes } from '@tayori/contract';

type Keys = (typeof staffConditionKeys)[number];
type Values = ConditionValues<typeof StaffSearchQuery, Keys>;
export type StaffFormSearch = Pick<
  UrlSearch<typeof StaffSearchQuery, Keys>,
  'of' | 'conditions' | 'search'
>;

/** The billing names of the chosen code (spec 001 §4: a code narrows the names). */
function BillingIdInput({ control, filter }: { control: Control<Values>; filter: StaffFilter }) {
  const { t } = useTranslation();
  const code = useWatch({ control, name: 'billingCode' });
  const options = filter.billingList
    .filter((b) => code === '' || b.billingCode === code)
    .map((b) => ({ value: b.billingId, label: b.billingName }));
  return (
    <SelectInput
      control={control}
      name="billingId"
      label={t('staff_billing_name')}
      options={options}
      disabled={code === '3'}
      clearable
    />
  );
}

/**
 * The staff search's conditions (spec 001 §2, §5): type (STUDENT never offered), role, status,
 * school, names and kana, sign-in ID, domain, billing code and name, notes; at least one.
 */
export function StaffSearchForm({
  search,
  schools,
  filter,
}: {
  search: StaffFormSearch;
  schools: readonly School[];
  filter: StaffFilter;
}) {
  const { t } = useTranslation();
  const domains = filter.domainList.map((d) => ({ value: d.domainName, label: d.domainName }));
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
          <SelectInput
            control={control}
            name="userType"
            label={t('staff_user_type')}
            options={userTypeOptions}
            clearable
          />
          <SelectInput
            control={control}
            name="roleType"
            label={t('staff_role_type')}
            options={roleTypeOptions}
            clearable
          />
          <SelectInput
            control={control}
            name="userStatusType"
            label={t('staff_user_status')}
            options={statusOptions(userStatusTypes)}
            clearable
          />
          <SchoolInput control={control} name="extendedSchoolCode" schools={schools} />
          {nameFields.map(({ name, label, kana }) => {
            const Input = kana ? KanaInput : TextInput;
            return <Input key={name} control={control} name={name} label={t(label)} clearable />;
          })}
          <TextInput control={control} name="emailAddress" label={t('staff_email')} clearable />
          <SelectInput
            control={control}
            name="domainName"
            label={t('staff_domain')}
            options={domains}
            clearable
          />
          <SelectInput
            control={control}
            name="billingCode"
            label={t('staff_billing_code')}
            options={billingCodeOptions}
            clearable
          />
          <BillingIdInput control={control} filter={filter} />
          <TextInput control={control} name="notes" label={t('staff_notes')} clearable />
        </>
      )}
    </SearchForm>
  );
}
