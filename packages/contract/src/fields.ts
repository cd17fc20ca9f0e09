import { z } from './zod';
import { limits } from './limits';
import { messages } from './messages';
import { typedText } from './typed-text';

/** Field rules that several areas of the API share. */

/**
 * The `seq` an update sends back: the one it read. The server saves only while it is still
 * current (else 409 conflict) and adds one.
 */
export const Seq = z
  .number({ error: messages.required })
  .int(messages.validation_incorrect)
  .min(0, messages.validation_incorrect)
  .max(limits.dbIntMax, messages.validation_incorrect);

/** A 1-based page number or a page size in a query string, with its default. */
export const pageParam = (max: number, fallback: number) =>
  z.coerce.number().int().min(1).max(max).default(fallback);

/**
 * A school's extendedSchoolCode (e.g. S0001): ASCII letters, digits, '-' and '_'. Checked before a
 * value is looked up, counted or written to the audit log, so a path like `..`, `/` or a
 * right-to-left override never gets that far.
 */
export const ExtendedSchoolCode = z
  .string({ error: messages.required })
  .min(1, messages.required)
  .regex(new RegExp(`^[A-Za-z0-9_-]{1,${limits.schoolCodeMax}}$`), messages.validation_incorrect);

/**
 * A kana name as a search condition (spec 001 §5: up to 50, full-width katakana including ー,
 * message kana_format). Hiragana and half-width katakana typed with an IME are made full-width
 * katakana first, so がくせい and ｶﾞｸｾｲ search as ガクセイ; empty means any. A form where the kana
 * is required adds `.min(1, messages.required)`.
 */
export const KanaField = z
  .string()
  .overwrite(typedText.kana)
  .max(limits.kanaMax, messages.max_length(limits.kanaMax))
  .regex(/^[\u30A1-\u30FA\u30FC-\u30FE]*$/, messages.kana_format);
