import { z } from '../zod';
import { BillingCode, choiceOf, RoleType, UserStatusType } from '../enums';
import {
  AccountPartField,
  NewAccountEmailAddressField,
  emptyAsAbsent,
  ExtendedSchoolCode,
  nameSearchConditions,
  NotesField,
  NotesSearchField,
  optionalText,
  personNameFields,
  Seq,
  SignInIdSearchField,
  UserIdParam,
} from '../fields';
import { recordStampFields } from '../record-stamps';
import { personNameColumns } from '../answer-fields';
import { limits } from '../limits';
import { messages } from '../messages';
import { pagedList, pagedSearchQuery } from '../paging';

/**
 * Staff, other and tutor accounts (spec 001 §2 "Staff/other account search" / "detail" / "Staff
 * registration", §3, §4, §5, §7): wire shapes. STUDENT is never one of these (§6).
 */

/** Spec 001 §2: the account types of this area (STUDENT excluded). */
export const staffUserTypes = ['STAFF', 'OTHER', 'TUTOR'] as const;
export const StaffUserType = choiceOf(staffUserTypes);
export type StaffUserType = z.infer<typeof StaffUserType>;

/** `{id}` of the staff paths: the account's user id (uid). */
export const StaffIdParams = z.object({ id: UserIdParam });

export const DomainChoice = z.object({ domainId: z.number().int(), domainName: z.string() });
export type DomainChoice = z.infer<typeof DomainChoice>;

export const StaffBillingChoice = z.object({
  billingId: z.number().int(),
  billingName: z.string(),
  billingCode: BillingCode,
});
export type StaffBillingChoice = z.infer<typeof StaffBillingChoice>;

/** GET /api/v1/staff-filter (spec 001 §3). */
export const StaffFilter = z.object({
  domainList: z.array(DomainChoice),
  billingList: z.array(StaffBillingChoice),
});
export type StaffFilter = z.infer<typeof StaffFilter>;

const BillingIdSearch = z.coerce.number().int().min(1).max(limits.dbIntMax);

/** Spec 001 §2, §5, §7: the staff search's conditions; at least one is required. */
export const StaffSearchConditions = z.object({
  userType: emptyAsAbsent(StaffUserType),
  roleType: emptyAsAbsent(RoleType),
  userStatusType: emptyAsAbsent(UserStatusType),
  extendedSchoolCode: emptyAsAbsent(ExtendedSchoolCode),
  ...nameSearchConditions,
  emailAddress: emptyAsAbsent(SignInIdSearchField),
  domainName: emptyAsAbsent(optionalText(limits.signInIdSearchMax)),
  billingCode: emptyAsAbsent(BillingCode),
  billingId: emptyAsAbsent(BillingIdSearch),
  notes: emptyAsAbsent(NotesSearchField),
});
export type StaffSearchConditions = z.infer<typeof StaffSearchConditions>;

/** Whether any condition is given (spec 001 §5: いずれかの検索条件を入力してください。). */
export const hasStaffCondition = (c: StaffSearchConditions): boolean =>
  Object.values(c).some((v) => v !== undefined);

/** GET /api/v1/staff/csv: the conditions (at least one), no page. */
export const StaffCsvQuery = StaffSearchConditions.refine(hasStaffCondition, {
  message: messages.search_condition_required,
});
export type StaffCsvQuery = z.infer<typeof StaffCsvQuery>;

/** GET /api/v1/staff: the conditions and a page (10 a page); the CSV asks for all at once. */
export const StaffSearchQuery = pagedSearchQuery()
  .extend(StaffSearchConditions.shape)
  .superRefine((q, ctx) => {
    const { page: _page, limit: _limit, ...conditions } = q;
    if (!hasStaffCondition(conditions)) {
      ctx.addIssue({ code: 'custom', path: [], message: messages.search_condition_required });
    }
  });
export type StaffSearchQuery = z.infer<typeof StaffSearchQuery>;

/** Which account a row or the detail is: its uid, type, role (STAFF only) and status. */
const staffAccountColumns = {
  uid: z.string(),
  userType: StaffUserType,
  roleType: RoleType.nullable(),
  userStatusType: UserStatusType,
};

/** A row of the staff search (spec 001 §3: `note` holds the notes). */
export const StaffListRow = z.object({
  ...staffAccountColumns,
  userStatusTypeLabel: z.string(),
  ...personNameColumns,
  emailAddress: z.string(),
  extendedSchoolCode: z.string().nullable(),
  schoolName: z.string().nullable(),
  billingCode: BillingCode.nullable(),
  billingName: z.string().nullable(),
  a1License: z.boolean(),
  a3License: z.boolean(),
  note: z.string().nullable(),
  /** The signed-in user's own account. */
  isSelf: z.boolean(),
});
export type StaffListRow = z.infer<typeof StaffListRow>;

/** What the caller may do on the search screen (spec 001 §6). */
export const StaffSearchAbilities = z.object({ register: z.boolean(), exportCsv: z.boolean() });

export const StaffSearchResult = pagedList('staffList', 'staffTotalCount', StaffListRow).extend({
  abilities: StaffSearchAbilities,
});
export type StaffSearchResult = z.infer<typeof StaffSearchResult>;

/** What the caller may do with this account, from the server's policy. */
export const StaffAbilities = z.object({
  /** PATCH /api/v1/staff/{id} (SYSTEM_ADMINISTRATOR; never a deleted account). */
  edit: z.boolean(),
  /** POST /api/v1/users/{uid}/temporary-password (ACTIVE accounts only). */
  issueTemporaryPassword: z.boolean(),
});
export type StaffAbilities = z.infer<typeof StaffAbilities>;

/** Spec 001 §2 "Staff/other account detail": its fields. */
export const StaffDetail = z.object({
  ...staffAccountColumns,
  ...personNameColumns,
  extendedSchoolCode: z.string().nullable(),
  schoolName: z.string().nullable(),
  emailAddress: z.string(),
  domainId: z.number().int().nullable(),
  billingCode: BillingCode.nullable(),
  billingId: z.number().int().nullable(),
  billingName: z.string().nullable(),
  a1License: z.boolean(),
  a3License: z.boolean(),
  notes: z.string().nullable(),
  testUserFlag: z.boolean(),
  ...recordStampFields,
  seq: z.number().int(),
  abilities: StaffAbilities,
  userStatusChoices: z.array(UserStatusType),
});
export type StaffDetail = z.infer<typeof StaffDetail>;

const BillingIdField = z.number().int().min(1).max(limits.dbIntMax).nullable();

/** The fields the registration and the edit share (spec 001 §5 "Staff registration/edit"). */
export const StaffAccountFields = z.object({
  userType: StaffUserType,
  /** STAFF only; null for OTHER and TUTOR. */
  roleType: RoleType.nullable(),
  userStatusType: UserStatusType,
  ...personNameFields,
  extendedSchoolCode: ExtendedSchoolCode,
  billingCode: BillingCode,
  /** Required unless billingCode is 3 (none), then null. */
  billingId: BillingIdField,
  a1License: z.boolean(),
  a3License: z.boolean(),
  notes: NotesField,
});
export type StaffAccountFields = z.infer<typeof StaffAccountFields>;

/**
 * Spec 001 §4, §5: role only and required for STAFF; billing name unless code 3; one licence. A
 * field not given yet (a form's first submit) has its own message and adds none here.
 */
export function staffFieldProblems(
  f: Partial<Pick<StaffAccountFields, 'userType' | 'roleType' | 'billingCode' | 'billingId'>> & {
    a1License?: boolean;
    a3License?: boolean;
  },
): Record<string, string> {
  const problems: Record<string, string> = {};
  const roleChosen = f.roleType !== null && f.roleType !== undefined;
  if (f.userType === 'STAFF' && f.roleType === null) problems.roleType = messages.required;
  if (f.userType !== 'STAFF' && roleChosen) problems.roleType = messages.choice_invalid;
  if (f.billingCode !== undefined && f.billingCode !== '3' && f.billingId === null)
    problems.billingId = messages.required;
  if ((f.a1License ?? false) === (f.a3License ?? false))
    problems.a3License = messages.license_one_required;
  return problems;
}

/**
 * Runs the rules between fields with the fields' own, not after them: an empty registration says
 * at once that a licence (and for STAFF a role) is needed, instead of on a second submit.
 */
export const alongsideFieldRules = {
  when: (payload: { value: unknown }) =>
    typeof payload.value === 'object' && payload.value !== null,
};

const withStaffRules = <T extends z.ZodType<StaffAccountFields>>(schema: T) =>
  schema.superRefine((body, ctx) => {
    for (const [path, message] of Object.entries(staffFieldProblems(body))) {
      ctx.addIssue({ code: 'custom', path: [path], message });
    }
  }, alongsideFieldRules);

/** PATCH /api/v1/staff/{id}: the fields, the test-user flag and the seq read. */
export const StaffUpdateBody = withStaffRules(
  StaffAccountFields.extend({ testUserFlag: z.boolean(), seq: Seq }),
);
export type StaffUpdateBody = z.infer<typeof StaffUpdateBody>;

/**
 * The registration screen's fields (spec 001 §2 "Staff registration"): the sign-in ID typed as an
 * account part and chosen from the domains; sent as StaffCreateBody's emailAddress.
 */
export const StaffRegistrationFields = withStaffRules(
  StaffAccountFields.extend({
    accountPart: AccountPartField,
    domainId: z.number({ error: messages.required }).int().min(1).max(limits.dbIntMax),
  }),
);
export type StaffRegistrationFields = z.infer<typeof StaffRegistrationFields>;

/**
 * POST /api/v1/staff/new (spec 001 §7): the fields and emailAddress, the account part plus a
 * domain of the list; its messages are the account part's, or choice_invalid for another domain.
 */
export const StaffCreateBody = withStaffRules(
  StaffAccountFields.extend({ emailAddress: NewAccountEmailAddressField }),
);
export type StaffCreateBody = z.infer<typeof StaffCreateBody>;

export const StaffCreated = z.object({ uid: z.string() });
export type StaffCreated = z.infer<typeof StaffCreated>;
