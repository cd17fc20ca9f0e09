/**
 * The portal's look where the SPA's MUI theme (apps/web) and the IdP's server-rendered pages
 * (apps/idp) must agree: a sign-in in the middle of a visit should not look like another site.
 */

/**
 * The system's Japanese fonts; no web font is downloaded. Android's (Noto Sans CJK JP) and Debian's
 * (IPA) are named too: when the first font found has no Japanese glyphs, the browser looks for a
 * fallback font glyph by glyph, which doubled the layout time of /home in Chromium on Linux.
 */
export const fontStack = [
  '"Hiragino Kaku Gothic ProN"',
  '"Hiragino Sans"',
  '"Yu Gothic"',
  'YuGothic',
  '"Noto Sans JP"',
  '"Noto Sans CJK JP"',
  'Meiryo',
  'IPAPGothic',
  'IPAGothic',
  'sans-serif',
].join(',');

/** The spec's primary orange, deep enough that white text on it and it on white reach WCAG AA. */
export const brandColors = {
  primary: '#c24e00',
  primaryLight: '#ef6c00',
  primaryDark: '#8f3a00',
  background: '#fafafa',
} as const;
