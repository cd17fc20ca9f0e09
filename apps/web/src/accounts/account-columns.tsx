import type { ReactNode } from 'react';
import { useTranslation } from '../shared/i18n';
import { nowrap, StackedCell, wrapAnywhere, type Column } from '../shared/ui/data-table';
import { BreakableAddress } from '../shared/ui/email-address';
import { newTabColumn } from '../shared/ui/new-tab-button';

/** What the staff and tutor search rows share (spec 001 §3). */
interface AccountRow {
  uid: string;
  lastName: string;
  firstName: string;
  lastNameKana: string;
  firstNameKana: string;
  emailAddress: string;
  userStatusTypeLabel: string;
  schoolName: string | null;
  a1License: boolean;
  a3License: boolean;
}

type Translate = ReturnType<typeof useTranslation>['t'];

/**
 * The columns the staff and tutor searches share (spec 001 §2): 詳細 (the detail in a new tab),
 * name (with `nameExtra`, e.g. the own row's flag), kana, sign-in ID; and status, school, licence.
 */
export function accountColumns<R extends AccountRow>(
  t: Translate,
  detailHref: (row: R) => string | null,
  nameExtra?: (row: R) => ReactNode,
) {
  const lead: Column<R>[] = [
    newTabColumn({
      key: 'detail',
      header: t('account_col_detail'),
      width: 88,
      href: detailHref,
      label: (row) => t('account_detail_of', { name: `${row.lastName} ${row.firstName}` }),
    }),
    {
      key: 'name',
      header: t('account_name'),
      cell: (row) => (
        <>
          {row.lastName} {row.firstName}
          {nameExtra?.(row)}
        </>
      ),
      sx: wrapAnywhere,
    },
    {
      key: 'kana',
      header: t('account_name_kana'),
      cell: (row) => `${row.lastNameKana} ${row.firstNameKana}`,
      sx: wrapAnywhere,
    },
    { key: 'email', header: t('account_email'), cell: (row) => row.emailAddress, sx: wrapAnywhere },
  ];
  const status: Column<R> = {
    key: 'status',
    header: t('account_user_status'),
    cell: (row) => row.userStatusTypeLabel,
    sx: nowrap,
  };
  const school: Column<R> = {
    key: 'school',
    header: t('account_school'),
    cell: (row) => row.schoolName ?? '',
    sx: wrapAnywhere,
  };
  const licenseOf = (row: R) => (row.a3License ? 'A3' : row.a1License ? 'A1' : '');
  const license: Column<R> = {
    key: 'license',
    header: t('account_license'),
    cell: licenseOf,
    sx: nowrap,
  };
  /**
   * A phone's columns: 詳細 and one cell per account (name, kana, sign-in ID, then `details` and
   * status, school and licence on a small line), instead of a table to scroll sideways.
   */
  const narrow = (details: (row: R) => (string | null | undefined)[] = () => []): Column<R>[] => [
    { ...lead[0]!, width: 72 },
    {
      key: 'account',
      header: t('account_col_account'),
      sx: wrapAnywhere,
      cell: (row) => (
        <StackedCell
          title={
            <>
              {row.lastName} {row.firstName}
              {nameExtra?.(row)}
            </>
          }
          lines={[
            `${row.lastNameKana} ${row.firstNameKana}`,
            <BreakableAddress key="email" address={row.emailAddress} />,
          ]}
          details={[...details(row), row.userStatusTypeLabel, row.schoolName, licenseOf(row)]}
        />
      ),
    },
  ];
  return { lead, status, school, license, narrow };
}
