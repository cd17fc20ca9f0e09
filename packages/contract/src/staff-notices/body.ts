import { countCharacters } from '../limits';
import { isBlankText } from '../text';

/**
 * Notice bodies: how they travel, which HTML they may hold, and the `[https://…]` link rule.
 * Pure functions only (no DOM): the server sanitises with DOMPurify on jsdom, the client with
 * DOMPurify in the browser, both with `noticeHtmlPolicy`.
 */

/**
 * The HTML a stored notice body may contain. Everything else (script, style attributes, event
 * handlers, iframes, forms, svg, math, images…) is removed when the body is saved and again when
 * it is shown. Links may only point to http(s) URLs and always open in a new tab.
 */
export const noticeHtmlPolicy = {
  allowedTags: [
    'p',
    'br',
    'div',
    'span',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'a',
    'h1',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'hr',
  ],
  allowedAttributes: ['href', 'target', 'rel'],
  /** DOMPurify's ALLOWED_URI_REGEXP: only absolute http and https URLs. */
  allowedUri: /^https?:\/\//i,
  /** Set on every link that survives sanitising. */
  linkTarget: '_blank',
  linkRel: 'noopener noreferrer',
} as const;

/** The part of DOMPurify's API the notice sanitiser uses; the browser's and jsdom's both fit. */
export interface NoticePurifier {
  addHook(entry: 'afterSanitizeAttributes', hook: (node: Element) => void): void;
  sanitize(html: string, config: Record<string, unknown>): unknown;
}

/**
 * A notice sanitiser: call it for the HTML that may be stored or shown; `textOf` answers the text
 * a reader sees (the text content of the sanitised body), which the body length rule counts.
 */
export interface NoticeSanitizer {
  (html: string): string;
  textOf(html: string): string;
}

/**
 * Binds a DOMPurify instance to `noticeHtmlPolicy` and returns the sanitiser: only the policy's
 * tags, attributes and http(s) links survive, and every link opens in a new tab without handing
 * the page to its target. The server (jsdom) and the browser both build theirs here, so the
 * text a length is counted on comes from the same parser that sanitises.
 */
export function createNoticeSanitizer(purifier: NoticePurifier): NoticeSanitizer {
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    if (node.hasAttribute('href')) {
      node.setAttribute('target', noticeHtmlPolicy.linkTarget);
      node.setAttribute('rel', noticeHtmlPolicy.linkRel);
    } else {
      node.removeAttribute('target');
      node.removeAttribute('rel');
    }
  });
  const config = {
    ALLOWED_TAGS: [...noticeHtmlPolicy.allowedTags],
    ALLOWED_ATTR: [...noticeHtmlPolicy.allowedAttributes],
    ALLOWED_URI_REGEXP: noticeHtmlPolicy.allowedUri,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
  };
  const sanitize = (html: string) => String(purifier.sanitize(html, config));
  const textOf = (html: string) => {
    const fragment = purifier.sanitize(html, { ...config, RETURN_DOM_FRAGMENT: true });
    return (fragment as { textContent?: string | null }).textContent ?? '';
  };
  return Object.assign(sanitize, { textOf });
}

/**
 * Spec 000 §5 "body up to 5000" (`limits.noticeBodyMax`) as staff can predict it: the characters
 * a reader sees — the text content of the sanitised body — counted by `countCharacters`. Markup and
 * entities do not count (`&` is 1, a paragraph adds nothing). `textOf` is a NoticeSanitizer's.
 */
export const noticeBodyLength = (html: string, textOf: (html: string) => string): number =>
  countCharacters(textOf(html));

/**
 * The wire form of a body: the spec sends and receives `noticeBody` as a JSON-encoded string.
 * Returns the decoded HTML, or null when the value is not a JSON string.
 */
export function decodeNoticeBody(wire: string): string | null {
  try {
    const value: unknown = JSON.parse(wire);
    return typeof value === 'string' ? value : null;
  } catch {
    return null;
  }
}

export const encodeNoticeBody = (html: string): string => JSON.stringify(html);

/** Whether a body has no visible text (an editor's empty `<p><br></p>` counts as empty). */
export function isBlankNoticeBody(html: string): boolean {
  const text = html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;|&#xa0;/gi, ' ')
    .replace(/&ZeroWidthSpace;|&#8203;|&#x200b;/gi, '');
  return isBlankText(text);
}

// A `[…]` holding an http(s) URL: no whitespace, quotes, angle or square brackets inside, so the
// match can never leave an attribute value or open a tag. In serialised HTML a text node's `&` is
// already `&amp;`, which is also the right spelling inside the href attribute.
const LINK = /\[(https?:\/\/[^\s"'<>[\]`]+)\]/gi;
// A tag of serialised HTML; quoted attribute values may hold `>`.
const TAG = /(<(?:[^>"']|"[^"]*"|'[^']*')*>)/;

/**
 * Turns `[http://…]` and `[https://…]` in the text of a (sanitised) HTML body into links that
 * open in a new tab. Only text outside tags and outside existing links is touched. Sanitise the
 * result again before showing it (the server and the client both do).
 */
export function linkifyNoticeBody(html: string): string {
  let insideLink = 0;
  return html
    .split(TAG)
    .map((part) => {
      if (part.startsWith('<')) {
        if (/^<a[\s>]/i.test(part)) insideLink++;
        else if (/^<\/a\s*>/i.test(part)) insideLink = Math.max(0, insideLink - 1);
        return part;
      }
      if (insideLink > 0) return part;
      return part.replace(
        LINK,
        (_m, url: string) =>
          `<a href="${url}" target="${noticeHtmlPolicy.linkTarget}" rel="${noticeHtmlPolicy.linkRel}">${url}</a>`,
      );
    })
    .join('');
}
