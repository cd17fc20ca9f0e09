import { z } from './zod';
import { isRealDate, parseCompactDate } from './dates';
import { SchoolYear } from './enums';
import { limits } from './limits';
import { messages } from './messages';
import { hasForbiddenLineCharacters, isBlankText } from './text';
import { typedText } from './typed-text';

/**
 * Field rules that several areas share, written once (spec 000 §5, spec 001 §5): the server
 * validates with them and the web forms use the same schemas as resolvers. A typed field first
 * normalises what an IME typed (`typedText`); the messages are for what is still wrong after that.
 */

// ── Empty values ─────────────────────────────────────────────────────────────────────────────

/** An empty query value ('') means "any": the key is treated as absent. */
export const emptyAsAbsent = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

/**
 * Spec 001 §7 "empty sent as null": a search condition left empty travels (and is handled) as null;
 * '' and an absent key read as null too.
 */
export const emptyAsNull = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === undefined ? null : v), schema.nullable());

/**
 * A detail answers an empty optional text (notes, a phone number) as null; sent back to its PATCH,
 * null reads as '' (spec 001 §7: what a caller read, it can send back).
 */
export const nullAsEmpty = <T extends z.ZodType<string, string>>(schema: T) =>
  schema.nullable().transform((v): string => v ?? '');

// ── Text ─────────────────────────────────────────────────────────────────────────────────────

/**
 * A required one-line text others read (a title, a group or list name, a subject): not only
 * spaces, at most `max` characters, no control or direction-changing characters.
 */
export const requiredText = (max: number) =>
  z
    .string({ error: messages.required })
    .refine((s) => !isBlankText(s), messages.required)
    .max(max, messages.max_length(max))
    .refine((s) => !hasForbiddenLineCharacters(s), messages.forbidden_characters);

/**
 * The name of something picked from a list by name (a notification group, a saved destination
 * list), unique per owner: as `requiredText`, without spaces typed before or after it (half- or
 * full-width), so two entries never differ only by them.
 */
export const requiredName = (max: number) => requiredText(max).trim();

/** Text of at most `max` characters; empty allowed (a search condition, optional notes). */
export const optionalText = (max: number) => z.string().max(max, messages.max_length(max));

/**
 * A required last or first name (spec 001 §5: required, max 50). A name is one line others read
 * (screens, mail headers, CSV): no control or direction-changing characters, as `requiredText`.
 */
export const NameField = z
  .string({ error: messages.required })
  .min(1, messages.required)
  .max(limits.nameMax, messages.max_length(limits.nameMax))
  .refine((s) => !hasForbiddenLineCharacters(s), messages.forbidden_characters);

/** A name as a search condition (max 50); empty means any. */
export const NameSearchField = optionalText(limits.nameMax);

/**
 * A kana name as a search condition (spec 001 §5: up to 50, full-width katakana including ー,
 * message kana_format). Hiragana and half-width katakana typed with an IME are made full-width
 * katakana first, so がくせい and ｶﾞｸｾｲ search as ガクセイ; empty means any.
 */
export const KanaField = z
  .string()
  .overwrite(typedText.kana)
  .max(limits.kanaMax, messages.max_length(limits.kanaMax))
  .regex(/^[\u30A1-\u30FA\u30FC-\u30FE]*$/, messages.kana_format);

/** A required kana name (spec 001 §5: registration and edit forms). */
export const RequiredKanaField = KanaField.min(1, messages.required);

/**
 * A person's names and kana as the account forms take them (spec 001 §5: each required, max 50):
 * the staff, student and tutor registration and edit.
 */
export const personNameFields = {
  lastName: NameField,
  firstName: NameField,
  lastNameKana: RequiredKanaField,
  firstNameKana: RequiredKanaField,
};

/**
 * A person's names and kana as conditions of the account searches (spec 001 §5): names match by
 * part, kana typed in any kana; an empty one means any.
 */
export const nameSearchConditions = {
  lastName: emptyAsAbsent(NameSearchField),
  firstName: emptyAsAbsent(NameSearchField),
  lastNameKana: emptyAsAbsent(KanaField),
  firstNameKana: emptyAsAbsent(KanaField),
};

/** Notes of an account (spec 001 §5, §9: max 1000; the staff search's condition max 50). */
export const NotesField = nullAsEmpty(optionalText(limits.notesMax));
export const NotesSearchField = optionalText(limits.staffSearchNotesMax);

// ── Ids and codes ────────────────────────────────────────────────────────────────────────────

/** A numeric id in a path (`/…/{id}`): a positive integer a JavaScript number holds exactly. */
export const IdParam = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

/** A row chosen from a list (a category, a group): required, and an id a row could have. */
export const RequiredId = z
  .number({ error: messages.required })
  .int(messages.required)
  .min(1, messages.required)
  .max(limits.dbIntMax, messages.choice_invalid);

/** A user id (uid) in a path: the accounts' UUID (spec 001 §2: the staff detail's id is the uid). */
export const UserIdParam = z.guid();

/**
 * The `seq` an update sends back: the one it read. The server saves only while it is still
 * current (else 409 conflict) and adds one.
 */
export const Seq = z
  .number({ error: messages.required })
  .int(messages.validation_incorrect)
  .min(0, messages.validation_incorrect)
  .max(limits.dbIntMax, messages.validation_incorrect);

/** A `seq` sent as a query value (DELETE has no body). */
export const SeqParam = z.coerce.number().int().min(0).max(limits.dbIntMax);

/** A yes/no condition of a query string, 'true' or 'false', read as a boolean; empty means absent. */
export const QueryFlag = emptyAsAbsent(z.enum(['true', 'false']).transform((v) => v === 'true'));

/**
 * A school's extendedSchoolCode (e.g. S0001): ASCII letters, digits, '-' and '_'. Checked before a
 * value is looked up, counted or written to the audit log, so a path like `..`, `/` or a
 * right-to-left override never gets that far. Required wherever it appears (spec 001 §5: every
 * search that has a school requires it).
 */
export const ExtendedSchoolCode = z
  .string({ error: messages.required })
  .min(1, messages.required)
  .regex(new RegExp(`^[A-Za-z0-9_-]{1,${limits.schoolCodeMax}}$`), messages.validation_incorrect);

/** Spec 000 §5: 1–12 half-width alphanumerics, required. */
export const StudentNumberField = z
  .string({ error: messages.required })
  .overwrite(typedText.studentNumber)
  .min(1, messages.required)
  .regex(new RegExp(`^[A-Za-z0-9]{1,${limits.studentNumberMax}}$`), messages.student_number_format);

/**
 * Spec 001 §3 studentTypeCode: the kind of student in the school's own coding (its student
 * information system's, e.g. 留学生 or 社会人 as a code), which the spec leaves open. It comes with
 * the roster (docs/roster-import.md); no screen edits it.
 */
export const StudentTypeCodeField = z
  .string()
  .overwrite(typedText.studentNumber)
  .regex(
    new RegExp(`^[A-Za-z0-9]{1,${limits.studentTypeCodeMax}}$`),
    messages.student_type_code_format,
  );

/** Spec 001 §5: a student number as a search condition (max 12 alphanumerics); empty means any. */
export const StudentNumberSearchField = z
  .string()
  .overwrite(typedText.studentNumber)
  .regex(new RegExp(`^[A-Za-z0-9]{0,${limits.studentNumberMax}}$`), messages.student_number_format);

/** Spec 001 §5: JID required, 1–16 half-width alphanumerics (message key jid_required). */
export const JidField = z
  .string({ error: messages.jid_required })
  .overwrite(typedText.jid)
  .regex(new RegExp(`^[A-Za-z0-9]{1,${limits.jidMax}}$`), messages.jid_required);

/**
 * Spec 001 §5: a sign-in ID (e-mail address) as a search condition: up to 70 of a-z, 0-9 and
 * - _ ' . @; empty means any.
 */
export const SignInIdSearchField = z
  .string()
  .overwrite(typedText.signInId)
  .max(limits.signInIdSearchMax, messages.sign_in_id_format)
  .regex(/^[a-z0-9\-_'.@]*$/, messages.sign_in_id_format);

/**
 * An address that takes mail (RFC 5322 dot-atom, each side of the '@'): periods only between other
 * characters, so none first or last, two in a row, or beside the '@'.
 */
const DOT_ATOM_PERIODS = /^(?!\.)(?!.*\.\.)(?!.*\.@)(?!.*@\.)(?!.*\.$)/;

/**
 * A whole sign-in ID (an account part, '@', a domain): the roster import's 'サインインID' column
 * and the first administrator. The search field's characters and length, required, one '@' with
 * something either side, and periods only between other characters on both sides (as
 * AccountPartField: an address that takes mail).
 */
export const SignInIdField = SignInIdSearchField.min(1, messages.required)
  .regex(/^[^@]+@[^@]+$/, messages.sign_in_id_format)
  .regex(DOT_ATOM_PERIODS, messages.sign_in_id_periods);

/**
 * Spec 001 §5: the account part of a new address (the domain is chosen): 3–64 of a-z 0-9 - _ ' .
 * and, for the address to take mail, periods only between other characters (RFC 5322 dot-atom).
 */
export const AccountPartField = z
  .string({ error: messages.required })
  .overwrite(typedText.accountPart)
  .min(1, messages.required)
  .regex(
    new RegExp(`^[a-z0-9\\-_'.]{${limits.accountPartMin},${limits.accountPartMax}}$`),
    messages.account_part_format,
  )
  .regex(DOT_ATOM_PERIODS, messages.account_part_periods);

/** An address as its account part and the domain after its last '@' ('' when there is none). */
export function splitEmailAddress(address: string): { accountPart: string; domainName: string } {
  const at = address.lastIndexOf('@');
  return at < 0
    ? { accountPart: address, domainName: '' }
    : { accountPart: address.slice(0, at), domainName: address.slice(at + 1) };
}

/**
 * Spec 001 §7 POST /api/v1/staff/new `emailAddress`: the account part plus the chosen domain. The
 * account part keeps AccountPartField's rules and messages; a missing domain is required (whether
 * it is one of the list, the server knows); the output is the address with the part normalised.
 */
export const NewAccountEmailAddressField = z
  .string({ error: messages.required })
  .transform((address, ctx) => {
    const { accountPart, domainName } = splitEmailAddress(address.trim());
    const part = AccountPartField.safeParse(accountPart);
    const problem = part.success
      ? domainName === ''
        ? messages.required
        : null
      : part.error.issues[0]!.message;
    if (problem !== null) {
      ctx.addIssue({ code: 'custom', message: problem });
      return z.NEVER;
    }
    return `${part.data}@${domainName}`;
  });

// ── Numbers and dates people type ────────────────────────────────────────────────────────────

/** Spec 000 §5: 11 digits, required; 090-1234-5678 is accepted as 09012345678. */
export const PhoneNumberField = z
  .string({ error: messages.required })
  .overwrite(typedText.phoneNumber)
  .min(1, messages.required)
  .regex(new RegExp(`^\\d{${limits.phoneLength}}$`), messages.phone_format);

/**
 * Spec 001 §5 (student edit): a phone number may be left empty (or null, as the detail answers
 * none), else exactly 11 digits.
 */
export const OptionalPhoneNumberField = nullAsEmpty(
  z
    .string()
    .overwrite(typedText.phoneNumber)
    .regex(new RegExp(`^(\\d{${limits.phoneLength}})?$`), messages.phone_format),
);

/**
 * Why a birthday (YYYYMMDD) is refused, or null when it is fine: spec 000 §5, "a real date after
 * 1900-01-01 and before today": both ends excluded (`today` is YYYY-MM-DD in Asia/Tokyo).
 */
export function birthdayProblem(value: string, today: string): string | null {
  if (value === '') return messages.required;
  if (!new RegExp(`^\\d{${limits.birthdayLength}}$`).test(value)) return messages.birthday_format;
  const iso = parseCompactDate(value);
  if (!iso || iso <= limits.birthdayMin || iso >= today) return messages.invalid_date;
  return null;
}

/**
 * A birthday, required, against a given "today" (the server passes its injectable clock): the
 * identity check (spec 000 §5) and the student edit (spec 001 §5).
 */
export const birthdayField = (today: () => string) =>
  z
    .string({ error: messages.required })
    .overwrite(typedText.birthday)
    .superRefine((value, ctx) => {
      const problem = birthdayProblem(value, today());
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });

/**
 * A school year as text (a query value, a roster cell) read as its number: 1–4, or -1 for none
 * (spec 001 §3).
 */
export const SchoolYearField = z.coerce.number().pipe(SchoolYear);

/** An admission year as text (a query value, a roster cell) read as its number: a year AD. */
export const AdmissionYearField = z.coerce
  .number()
  .int()
  .min(limits.admissionYearMin)
  .max(limits.admissionYearMax);

/** A required business date, YYYY-MM-DD. */
export const RequiredDate = z
  .string({ error: messages.required })
  .min(1, messages.required)
  .refine(isRealDate, messages.invalid_date);

/**
 * Spec 001 §5: course year, required, 1 to 99. Absent is required; anything typed that is not a
 * number (a form's NaN) is the format's message, not "required".
 */
export const CourseYearField = z
  .number({
    error: (issue) => (issue.input === undefined ? messages.required : messages.course_year_format),
  })
  .int(messages.course_year_format)
  .min(limits.courseYearMin, messages.course_year_format)
  .max(limits.courseYearMax, messages.course_year_format);
