import { z } from '../zod';
import { UserStatusType } from '../enums';
import { alongsideFieldRules, StaffDetail, StaffListRow } from '../staff-accounts/wire';
import {
  emptyAsAbsent,
  ExtendedSchoolCode,
  nameSearchConditions,
  NotesField,
  personNameFields,
  Seq,
  SignInIdSearchField,
  UserIdParam,
} from '../fields';
import { messages } from '../messages';
import { pagedList, pagedSearchQuery } from '../paging';

/**
 * Tutor accounts (spec 001 §2 "Tutor search and detail", §3 "Tutor", §5, §7): wire shapes. A
 * tutor is an account of userType TUTOR; SCHOOL_* reach only the tutors of their school groups'
 * schools (docs/decisions/staff-accounts.md).
 */

/** `{id}` of the tutor paths: the account's user id (uid). */
export const TutorIdParams = z.object({ id: UserIdParam });

/** Spec 001 §2, §5, §7: the school (required) and the other conditions. */
export const TutorSearchConditions = z.object({
  extendedSchoolCode: ExtendedSchoolCode,
  userStatusType: emptyAsAbsent(UserStatusType),
  ...nameSearchConditions,
  emailAddress: emptyAsAbsent(SignInIdSearchField),
});
export type TutorSearchConditions = z.infer<typeof TutorSearchConditions>;

/** GET /api/v1/tutors/csv: the conditions, no page. */
export const TutorCsvQuery = TutorSearchConditions;
export type TutorCsvQuery = z.infer<typeof TutorCsvQuery>;

/** GET /api/v1/tutors: the conditions and a page (10 a page, spec 001 §9). */
export const TutorSearchQuery = pagedSearchQuery().extend(TutorSearchConditions.shape);
export type TutorSearchQuery = z.infer<typeof TutorSearchQuery>;

/** A row of the tutor search (spec 001 §3 "Tutor"): a staff search row without type, role, notes. */
export const TutorListRow = StaffListRow.omit({
  userType: true,
  roleType: true,
  note: true,
  isSelf: true,
});
export type TutorListRow = z.infer<typeof TutorListRow>;

export const TutorSearchResult = pagedList('tutorList', 'tutorTotalCount', TutorListRow).extend({
  /** Spec 001 §6: the CSV for SYSTEM_ADMINISTRATOR, SCHOOL_EDITOR and VISTA_EDITOR. */
  abilities: z.object({ exportCsv: z.boolean() }),
});
export type TutorSearchResult = z.infer<typeof TutorSearchResult>;

/** What the caller may do with this tutor, from the server's policy (spec 001 §2, §6). */
export const TutorAbilities = z.object({
  /**
   * The editor flag: PATCH /api/v1/tutors/{id} (SCHOOL_EDITOR, SYSTEM_ADMINISTRATOR; never a
   * deleted account). The screen is read-only without it.
   */
  edit: z.boolean(),
  /** The test-user tick box may be changed (SYSTEM_ADMINISTRATOR). */
  editTestUserFlag: z.boolean(),
  /** POST /api/v1/users/{uid}/temporary-password (ACTIVE accounts only). */
  issueTemporaryPassword: z.boolean(),
});
export type TutorAbilities = z.infer<typeof TutorAbilities>;

/**
 * Spec 001 §3 "Tutor": its fields. `testUserFlag` is null for whoever may not see it (shown to
 * SYSTEM_ADMINISTRATOR and VISTA_EDITOR); the registration and update stamps are null but for
 * SYSTEM_ADMINISTRATOR (spec 001 §2).
 */
export const TutorDetail = StaffDetail.omit({ domainId: true }).extend({
  userType: z.literal('TUTOR'),
  roleType: z.null(),
  billingCodeLabel: z.string().nullable(),
  testUserFlag: z.boolean().nullable(),
  registerDate: z.string().nullable(),
  updateDate: z.string().nullable(),
  abilities: TutorAbilities,
});
export type TutorDetail = z.infer<typeof TutorDetail>;

/** Spec 001 §5 "Tutor edit": exactly one of A1 and A3 (§4: they are exclusive, one required). */
export function tutorFieldProblems(f: {
  a1License: boolean;
  a3License: boolean;
}): Record<string, string> {
  return f.a1License === f.a3License ? { a3License: messages.license_one_required } : {};
}

/**
 * PATCH /api/v1/tutors/{id} (spec 001 §5, §7 "staff-like fields"): status, names, kana (required,
 * max 50), one licence, notes, and the seq read. School and billing are the staff detail's
 * (SYSTEM_ADMINISTRATOR); `testUserFlag` only SYSTEM_ADMINISTRATOR may send.
 */
export const TutorUpdateBody = z
  .object({
    userStatusType: UserStatusType,
    ...personNameFields,
    a1License: z.boolean(),
    a3License: z.boolean(),
    notes: NotesField,
    /**
     * SYSTEM_ADMINISTRATOR's to change. Others may send what the detail gave them (null: hidden, or
     * the stored value): it changes nothing; another value answers 403.
     */
    testUserFlag: z.boolean().nullable().optional(),
    seq: Seq,
  })
  .superRefine((body, ctx) => {
    for (const [path, message] of Object.entries(tutorFieldProblems(body))) {
      ctx.addIssue({ code: 'custom', path: [path], message });
    }
  }, alongsideFieldRules);
export type TutorUpdateBody = z.infer<typeof TutorUpdateBody>;
