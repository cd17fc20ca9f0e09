import { z } from '../zod';
import { limits } from '../limits';
import { messages } from '../messages';
import { typedText } from '../typed-text';
import { emptyAsAbsent } from './empty';

// Field rules several areas share (../fields.ts): ids and codes (sign-in IDs, school codes, student numbers).

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
