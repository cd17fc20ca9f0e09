/**
 * Characters a text typed for other people may not hold. Control characters show as boxes or
 * nothing; the bidirectional overrides and isolates (U+202A–202E, U+2066–2069) make a title read
 * backwards, which can disguise what a notice says. Line and paragraph separators break a
 * one-line field. Bodies may hold tabs and line breaks (HTML treats them as spaces).
 */
const NOT_IN_ONE_LINE = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;
const NOT_IN_TEXT =
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must be found
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/u;

/** Whether a one-line text (a title) holds a character it may not. */
export const hasForbiddenLineCharacters = (text: string): boolean => NOT_IN_ONE_LINE.test(text);

/** Whether a longer text (a notice body) holds a character it may not. */
export const hasForbiddenTextCharacters = (text: string): boolean => NOT_IN_TEXT.test(text);

/** U+0000, or a surrogate without its pair (a well-formed pair is one code point for `u`). */
// eslint-disable-next-line no-control-regex -- U+0000 is exactly what must be found
const UNSTORABLE = /\u0000|\p{Cs}/u;

/**
 * Whether a text holds what PostgreSQL cannot store: U+0000 in text, a lone surrogate in JSON (the
 * audit log's detail). The server refuses it in any request string, and the notice body rule
 * inside the JSON-encoded body, where that check does not look.
 */
export const hasUnstorableCharacters = (text: string): boolean => UNSTORABLE.test(text);

/** Zero-width space, joiners, word joiner and BOM: nothing a reader sees. */
const INVISIBLE = /[\u200B-\u200D\u2060\uFEFF]/g;

/** Whether a text shows nothing: only spaces (any kind) and invisible characters. */
export const isBlankText = (text: string): boolean => text.replace(INVISIBLE, '').trim() === '';
