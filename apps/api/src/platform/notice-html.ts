import createDOMPurify, { type DOMPurify, type WindowLike } from 'dompurify';
import { JSDOM } from 'jsdom';
import { linkifyNoticeBody, noticeHtmlPolicy } from '@tayori/contract';

/**
 * Server-side sanitising of notice bodies with DOMPurify on jsdom, by the contract's
 * `noticeHtmlPolicy` (the client runs DOMPurify with the same policy before showing a body).
 * In platform/ because the staff side stores bodies and the student side may render them.
 */

let purifier: DOMPurify | null = null;

function getPurifier(): DOMPurify {
  if (purifier) return purifier;
  const { window } = new JSDOM('');
  const instance = createDOMPurify(window as unknown as WindowLike);
  // Every surviving link opens in a new tab without handing the page to the target.
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    if (node.hasAttribute('href')) {
      node.setAttribute('target', noticeHtmlPolicy.linkTarget);
      node.setAttribute('rel', noticeHtmlPolicy.linkRel);
    } else {
      node.removeAttribute('target');
      node.removeAttribute('rel');
    }
  });
  purifier = instance;
  return instance;
}

/** The body as it may be stored: only the policy's tags, attributes and http(s) links. */
export function sanitizeNoticeHtml(html: string): string {
  return getPurifier().sanitize(html, {
    ALLOWED_TAGS: [...noticeHtmlPolicy.allowedTags],
    ALLOWED_ATTR: [...noticeHtmlPolicy.allowedAttributes],
    ALLOWED_URI_REGEXP: noticeHtmlPolicy.allowedUri,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
  });
}

/** The body as shown: `[https://…]` turned into links, then sanitised again. */
export const renderNoticeHtml = (storedHtml: string): string =>
  sanitizeNoticeHtml(linkifyNoticeBody(storedHtml));
