import { z } from '../zod';
import { limits } from '../limits';
import { messages } from '../messages';
import { hasForbiddenLineCharacters, isBlankText } from '../text';
import { typedText } from '../typed-text';
import { emptyAsAbsent, nullAsEmpty } from './empty';

// Field rules several areas share (../fields.ts): text (names, kana, notes).

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
