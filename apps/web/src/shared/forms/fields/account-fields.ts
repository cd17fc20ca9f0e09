import type { FieldValues, Path } from 'react-hook-form';
import { useMe } from '../../auth/use-me';
import { limits, typedText, userStatusLabels, type UserStatusType } from '@tayori/contract';
import { useTranslation, type t as translate } from '../../i18n';
import { choice, type DescribedField } from './field-list';
import type { SelectOption } from './select-input';

/** The statuses a screen offers (the server's `userStatusChoices`, spec 001 §4) as choices. */
export const statusOptions = (statuses: readonly UserStatusType[]): SelectOption[] =>
  statuses.map((v) => ({ value: v, label: userStatusLabels[v] }));

/**
 * The statuses a search offers: the signed-in user's choices as /api/v1/me answers them (spec 001
 * §4: 削除 only for SYSTEM_ADMINISTRATOR and VISTA_EDITOR), as choices.
 */
export const useSearchStatusOptions = (): SelectOption[] =>
  statusOptions(useMe().data?.userStatusChoices ?? []);

/**
 * A search's status condition (spec 001 §2): the caller's choices (useSearchStatusOptions), for
 * forms whose values have `userStatusType`.
 */
export const statusCondition = <T extends FieldValues>(
  label: string,
  options: readonly SelectOption[],
): DescribedField<T> => choice('userStatusType' as Path<T>, label, options);

/** A search's sign-in ID condition, for forms whose values have `emailAddress`. */
export const signInIdCondition = <T extends FieldValues>(
  t: typeof translate,
): DescribedField<T> => ({
  kind: 'text',
  name: 'emailAddress' as Path<T>,
  label: t('account_email'),
});

/**
 * How an account search shows what is typed once a field is left: kana in hiragana or half-width
 * as the full-width katakana searched, the sign-in ID as the server compares it.
 */
export const accountSearchTyped = {
  lastNameKana: typedText.kana,
  firstNameKana: typedText.kana,
  emailAddress: typedText.signInId,
} as const;

type NameKey = 'lastName' | 'firstName' | 'lastNameKana' | 'firstNameKana';

/**
 * An account's names and kana in the screens' order (spec 001 §5: max 50, kana full-width
 * katakana), for forms whose values have these four fields; `required` on the edit forms.
 */
export function accountNameFields<T extends FieldValues & Record<NameKey, string | undefined>>(
  t: typeof translate,
  opts: { required?: boolean } = {},
): DescribedField<T>[] {
  const field = (name: NameKey, kind: 'text' | 'kana', label: Parameters<typeof t>[0]) => ({
    kind,
    name: name as Path<T>,
    label: t(label),
    required: opts.required,
    startsRow: name === 'lastName' || name === 'lastNameKana',
  });
  return [
    field('lastName', 'text', 'account_last_name'),
    field('firstName', 'text', 'account_first_name'),
    field('lastNameKana', 'kana', 'account_last_name_kana'),
    field('firstNameKana', 'kana', 'account_first_name_kana'),
  ];
}

/** An account's names and kana as its edit form starts with them: the detail's. */
export const accountNameValues = (d: Record<NameKey, string>): Record<NameKey, string> => ({
  lastName: d.lastName,
  firstName: d.firstName,
  lastNameKana: d.lastNameKana,
  firstNameKana: d.firstNameKana,
});

/**
 * The conditions the staff and tutor searches share (spec 001 §2, §5): the status among the
 * caller's choices, the names and kana, the sign-in ID (shown as `accountSearchTyped` says).
 */
export function useAccountConditions<
  T extends FieldValues & Record<NameKey, string | undefined>,
>() {
  const { t } = useTranslation();
  return {
    status: statusCondition<T>(t('account_user_status'), useSearchStatusOptions()),
    names: accountNameFields<T>(t),
    signInId: signInIdCondition<T>(t),
  };
}

/**
 * An account's notes (spec 001 §5, §9: up to 1000 characters): a counter as the mail fields have,
 * and at most 8 rows before it scrolls inside itself.
 */
export function notesField<T extends FieldValues & { notes: string }>(
  t: typeof translate,
): DescribedField<T> {
  return {
    kind: 'text',
    name: 'notes' as Path<T>,
    label: t('account_notes'),
    multiline: true,
    counter: limits.notesMax,
    maxRows: 8,
  };
}

/** The names' and kana's limits (spec 001 §9), for the searches' URL conditions (cut, not dropped). */
export const nameMaxLengths = {
  lastName: limits.nameMax,
  firstName: limits.nameMax,
  lastNameKana: limits.kanaMax,
  firstNameKana: limits.kanaMax,
} as const;
