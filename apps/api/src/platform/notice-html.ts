import createDOMPurify, { type WindowLike } from 'dompurify';
import { JSDOM } from 'jsdom';
import { createNoticeSanitizer, linkifyNoticeBody } from '@tayori/contract';

/**
 * Server-side sanitising of notice bodies with DOMPurify on jsdom, by the contract's
 * `noticeHtmlPolicy` (the client runs DOMPurify with the same policy before showing a body).
 * In platform/ because the staff side stores bodies and the student side may render them.
 */

let sanitizer: ((html: string) => string) | null = null;

/** The body as it may be stored: only the policy's tags, attributes and http(s) links. */
export function sanitizeNoticeHtml(html: string): string {
  sanitizer ??= createNoticeSanitizer(
    createDOMPurify(new JSDOM('').window as unknown as WindowLike),
  );
  return sanitizer(html);
}

/** The body as shown: `[https://…]` turned into links, then sanitised again. */
export const renderNoticeHtml = (storedHtml: string): string =>
  sanitizeNoticeHtml(linkifyNoticeBody(storedHtml));
