import DOMPurify from 'dompurify';
import { createNoticeSanitizer, linkifyNoticeBody, type NoticeSanitizer } from '@tayori/contract';

/**
 * Client-side sanitising of notice bodies (DESIGN §7: DOMPurify for every HTML body), with the
 * contract's `noticeHtmlPolicy`, the same policy the server applies when a body is saved.
 * Loaded only by the screens that show or edit a body, so DOMPurify stays out of /lock.
 */

let sanitizer: NoticeSanitizer | null = null;

const noticeSanitizer = (): NoticeSanitizer => (sanitizer ??= createNoticeSanitizer(DOMPurify));

/** The body with only the policy's tags, attributes and http(s) links. */
export const sanitizeNoticeHtml = (html: string): string => noticeSanitizer()(html);

/** The text a reader sees of a body (text content of the sanitised HTML): what the 5000 rule counts. */
export const noticeBodyText = (html: string): string => noticeSanitizer().textOf(html);

/** The body as shown (preview, detail): sanitised, `[https://…]` turned into links, sanitised again. */
export const renderNoticeHtml = (html: string): string =>
  sanitizeNoticeHtml(linkifyNoticeBody(sanitizeNoticeHtml(html)));

/** The visible text of a body, one line per block, for copying into a mail or a chat. */
export function noticeHtmlToText(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = sanitizeNoticeHtml(html);
  const lines: string[] = [];
  let line = '';
  const flush = () => {
    lines.push(line.trim());
    line = '';
  };
  const walk = (node: Node) => {
    for (const child of node.childNodes) {
      if (child.nodeType === Node.TEXT_NODE) line += child.textContent ?? '';
      else if (child.nodeName === 'BR') flush();
      else {
        const block = BLOCKS.has(child.nodeName);
        if (block && line.trim()) flush();
        if (child.nodeName === 'LI') line += '・';
        walk(child);
        if (block && line.trim()) flush();
      }
    }
  };
  walk(template.content);
  if (line.trim()) flush();
  return lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const BLOCKS = new Set(['P', 'DIV', 'LI', 'UL', 'OL', 'H1', 'H2', 'H3', 'H4', 'BLOCKQUOTE', 'HR']);
