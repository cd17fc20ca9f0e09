import { useController, useWatch, type Control, type Path } from 'react-hook-form';
import type { School, StaffFilter } from '@tayori/contract';
import { SelectInput } from '../../../shared/forms/fields/select-input';
import { useOnChange } from '../../../shared/forms/use-on-change';
import {
  accountSearchTyped,
  useAccountConditions,
} from '../../../shared/forms/fields/account-fields';
import { choice, schoolField } from '../../../shared/forms/fields/field-list';
import { useTranslation } from '../../../shared/i18n';
import { ConditionsForm } from '../../../shared/search/conditions-form';
import type { ConditionValues } from '../../../shared/search/url-conditions';
import type { StaffSearchQuery } from '@tayori/contract';
import { billingCodeOptions, roleTypeOptions, userTypeOptions } from '../form/options';
import type { StaffConditionKey, StaffFormSearch } from './search-params';

type Values = ConditionValues<typeof StaffSearchQuery, StaffConditionKey>;

/**
 * The role (spec 001 §4): only for STAFF, so disabled while another type is chosen, and blanked
 * when a person changes the type, as on the edit screen.
 */
function RoleTypeInput({ control }: { control: Control<Values> }) {
  const { t } = useTranslation();
  const userType = useWatch({ control, name: 'userType' });
  const role = useController({ control, name: 'roleType' });
  useOnChange(userType, () => role.field.onChange(''));
  return (
    <SelectInput
      control={control}
      name="roleType"
      label={t('staff_role_type')}
      options={roleTypeOptions}
      disabled={!!userType && userType !== 'STAFF'}
      clearable
    />
  );
}

/**
 * The conditions folded away until asked for (spec 001 §2 lists 13, ≈1,200 px of a phone before
 * any result): kana, domain, billing and notes; type, role, status, school, name and sign-in ID
 * stay in view.
 */
const FOLDED: Path<Values>[] = [
  'lastNameKana',
  'firstNameKana',
  'domainName',
  'billingCode',
  'billingId',
  'notes',
];

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
      label={t('account_billing_name')}
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
  const account = useAccountConditions<Values>();
  const domains = filter.domainList.map((d) => ({ value: d.domainName, label: d.domainName }));
  return (
    <ConditionsForm
      search={search}
      typed={accountSearchTyped}
      fields={(control) => [
        choice('userType', t('staff_user_type'), userTypeOptions),
        { kind: 'element', key: 'role', element: <RoleTypeInput control={control} /> },
        account.status,
        schoolField<Values>(t('field_school'), schools),
        ...account.names.filter((f) => !FOLDED.includes(f.name)),
        account.signInId,
      ]}
      folded={{
        names: FOLDED,
        fields: (control) => [
          ...account.names.filter((f) => FOLDED.includes(f.name)),
          choice('domainName', t('staff_domain'), domains),
          choice('billingCode', t('account_billing_code'), billingCodeOptions),
          {
            kind: 'element',
            key: 'billingId',
            element: <BillingIdInput control={control} filter={filter} />,
          },
          { kind: 'text', name: 'notes', label: t('account_notes') },
        ],
      }}
    />
  );
}
