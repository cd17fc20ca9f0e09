import createDOMPurify, { type WindowLike } from 'dompurify';
import { JSDOM } from 'jsdom';
import { createNoticeSanitizer, linkifyNoticeBody, type NoticeSanitizer } from '@tayori/contract';

/**
 * Server-side sanitising of notice bodies with DOMPurify on jsdom, by the contract's
 * `noticeHtmlPolicy` (the client runs DOMPurify with the same policy before showing a body).
 * In platform/ because the staff side stores bodies and the student side may render them.
 */

let sanitizer: NoticeSanitizer | null = null;

const noticeSanitizer = (): NoticeSanitizer =>
  (sanitizer ??= createNoticeSanitizer(
    createDOMPurify(new JSDOM('').window as unknown as WindowLike),
  ));

/** The body as it may be stored: only the policy's tags, attributes and http(s) links. */
export const sanitizeNoticeHtml = (html: string): string => noticeSanitizer()(html);

/**
 * The text a reader sees of a body (the text content of the sanitised HTML), parsed by the same
 * jsdom the sanitiser uses: what the contract's body length rule counts.
 */
export const noticeBodyText = (html: string): string => noticeSanitizer().textOf(html);

/** The body as shown: `[https://…]` turned into links, then sanitised again. */
export const renderNoticeHtml = (storedHtml: string): string =>
  sanitizeNoticeHtml(linkifyNoticeBody(storedHtml));
