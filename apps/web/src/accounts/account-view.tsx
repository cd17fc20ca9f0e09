import Checkbox from '@mui/material/Checkbox';
import {
  billingCodeLabels,
  userStatusLabels,
  type BillingCode,
  type UserStatusType,
} from '@tayori/contract';
import { formatDateTime } from '../shared/format/date';
import { useTranslation } from '../shared/i18n';
import type { AccountStamps } from './account-editor-end';
import { DefinitionList, type FieldRow } from '../shared/ui/definition-list';

/** What the staff and tutor details share (spec 001 §3). */
export interface ViewedAccount extends AccountStamps {
  emailAddress: string;
  userStatusType: UserStatusType;
  lastName: string;
  firstName: string;
  lastNameKana: string;
  firstNameKana: string;
  schoolName: string | null;
  billingCode: BillingCode | null;
  billingName: string | null;
  a1License: boolean;
  a3License: boolean;
  notes: string | null;
  /** Null where the reader's role does not see it. */
  testUserFlag: boolean | null;
}

/**
 * A staff or tutor account its reader may not change (spec 001 §2: VISTA_EDITOR on a staff
 * detail, the tutor viewers, any deleted account), as a list of labels and values: the sign-in
 * ID, `lead` (a staff account's type and role), status, school, names, billing, licence, notes,
 * the test-user flag where shown, and who registered and changed it.
 */
export function AccountView({
  account: a,
  lead = [],
}: {
  account: ViewedAccount;
  lead?: FieldRow[];
}) {
  const { t } = useTranslation();
  const stamp = (date: string | null, name: string | null) =>
    date === null ? null : t('account_stamp', { date: formatDateTime(date), name: name ?? '-' });
  const rows: FieldRow[] = [
    [t('account_email'), a.emailAddress],
    ...lead,
    [t('account_user_status'), userStatusLabels[a.userStatusType]],
    [t('account_school'), a.schoolName],
    [t('account_name'), `${a.lastName} ${a.firstName}`],
    [t('account_name_kana'), `${a.lastNameKana} ${a.firstNameKana}`],
    [t('account_billing_code'), a.billingCode ? billingCodeLabels[a.billingCode] : null],
    [t('account_billing_name'), a.billingName],
    [t('account_license'), a.a3License ? 'A3' : a.a1License ? 'A1' : null],
    [t('account_notes'), a.notes],
    // Spec 001 §2: the tick box shows for those who see it, editable only by an administrator.
    ...(a.testUserFlag === null
      ? []
      : ([
          [
            t('account_test_user'),
            <Checkbox
              key="test-user"
              checked={a.testUserFlag}
              disabled
              size="small"
              sx={{ p: 0 }}
              slotProps={{ input: { 'aria-label': t('account_test_user') } }}
            />,
          ],
        ] as FieldRow[])),
    [t('account_registered'), stamp(a.registerDate, a.reguserName)],
    [t('account_updated'), stamp(a.updateDate, a.upduserName)],
  ];
  return <DefinitionList rows={rows} label={t('account_view_label')} />;
}
