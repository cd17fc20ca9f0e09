/**
 * What a Japanese IME types, brought to the form the field rules expect, before they run (spec 000
 * §5, spec 001 §5). The field schemas apply these, so the server checks the normalised value and
 * the web forms, which use the same schemas, show the same outcome; the forms also put the
 * normalised value back in the field (`typedText` says which field gets which).
 */

/**
 * Full-width letters, digits and signs to their ASCII forms, the ideographic space to a space and
 * half-width katakana to full-width (NFKC): ２０２４Ａ → 2024A.
 */
export const toHalfWidth = (text: string): string => text.normalize('NFKC');

/**
 * Hyphens, dashes and minus signs a person types between groups of digits, after NFKC: an IME in
 * kana mode turns the "-" key into ー (or ｰ, which NFKC makes ー), conversion offers − ‐ – — ― ─,
 * and copied text brings ‑ ‒ ⁃. NFKC has already made － ﹣ into "-" and ﹘ into —.
 */
const DIGIT_SEPARATORS = /[-\u2010-\u2015\u2043\u2212\u2500\u30FC]/g;

/**
 * A digits-only field (phone number, birthday): NFKC, then the hyphens dropped, so
 * ０９０ー１２３４ー５６７８ is 09012345678. Anything else (a slash, a space, a letter) stays, so
 * the field's own message still says what is wrong.
 */
export const toHalfWidthDigits = (text: string): string =>
  toHalfWidth(text).replace(DIGIT_SEPARATORS, '');

/** Hiragana ぁ–ゖ and the iteration marks ゝゞ sit 0x60 below their katakana (Unicode blocks). */
const HIRAGANA = /[\u3041-\u3096\u309D\u309E]/g;

/**
 * A kana field: half-width katakana to full-width (NFKC, which also joins ﾞ and ﾟ to the kana
 * before them: ｶﾞ → ガ) and hiragana to katakana, so ｶﾞｸｾｲ and がくせい are both ガクセイ.
 */
export const toFullWidthKatakana = (text: string): string =>
  toHalfWidth(text).replace(HIRAGANA, (kana) => String.fromCharCode(kana.charCodeAt(0) + 0x60));

/** NFKC, then upper-case ASCII letters lower-cased: ＴａｙｏｒｉＡ → tayoria. */
export const toLowerHalfWidth = (text: string): string =>
  toHalfWidth(text).replace(/[A-Z]/g, (c) => c.toLowerCase());

/**
 * The normaliser of each typed field the contract's rules see, written once: the field schemas
 * apply it before their checks, and a form puts its result back in the field on blur and submit.
 */
export const typedText = {
  /** Spec 000 §5: 1–12 half-width alphanumerics. Not digits only: a hyphen stays and is refused. */
  studentNumber: toHalfWidth,
  /** Spec 000 §5: 8 digits YYYYMMDD; 2008-04-02 typed with hyphens is 20080402. */
  birthday: toHalfWidthDigits,
  /** Spec 000 §5: 11 digits; 090-1234-5678 is 09012345678. */
  phoneNumber: toHalfWidthDigits,
  /** Spec 001 §5: up to 16 half-width alphanumerics. */
  jid: toHalfWidth,
  /** Spec 001 §5: course year, 1 to 99 (max 2 characters): ２ typed with an IME is 2. */
  courseYear: toHalfWidth,
  /** Spec 001 §5: full-width katakana including ー. */
  kana: toFullWidthKatakana,
  /**
   * Spec 001 §5: a sign-in ID (an e-mail address) as a search condition, a-z only: ＡＢＣ typed
   * with an IME or Abc from an address book is abc (addresses do not differ by case).
   */
  signInId: toLowerHalfWidth,
  /** Spec 001 §5: the account part of a new e-mail address, a-z only, as signInId. */
  accountPart: toLowerHalfWidth,
} as const satisfies Record<string, (text: string) => string>;
