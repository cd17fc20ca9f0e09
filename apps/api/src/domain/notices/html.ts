import createDOMPurify, { type WindowLike } from 'dompurify';
import { JSDOM } from 'jsdom';
import { parseFragment } from 'parse5';
import { createNoticeSanitizer, linkifyNoticeBody, type NoticeSanitizer } from '@tayori/contract';

/**
 * Server-side sanitising of notice bodies with DOMPurify on jsdom, by the contract's
 * `noticeHtmlPolicy` (the client runs DOMPurify with the same policy before showing a body).
 * In domain/ because the staff side stores bodies and the student side may render them.
 *
 * jsdom builds its tree in time that grows with the square of the nesting depth (4,000 nested
 * tags: 4 s on the event loop, 6,000: a stack overflow), so a body is measured first with parse5,
 * the HTML parser jsdom itself uses, whose own tree costs milliseconds at any depth.
 */

let sanitizer: NoticeSanitizer | null = null;

const noticeSanitizer = (): NoticeSanitizer =>
  (sanitizer ??= createNoticeSanitizer(
    createDOMPurify(new JSDOM('').window as unknown as WindowLike),
  ));

/** The body as it may be stored: only the policy's tags, attributes and http(s) links. */
export const sanitizeNoticeHtml = (html: string): string => noticeSanitizer()(html);

interface Parse5Node {
  nodeName: string;
  /** Elements only. */
  tagName?: string;
  value?: string;
  childNodes?: Parse5Node[];
  /** A `<template>`'s children live in its content fragment. */
  content?: Parse5Node;
}

const childrenOf = (node: Parse5Node): Parse5Node[] => [
  ...(node.childNodes ?? []),
  ...(node.content ? [node.content] : []),
];

/** How deeply the elements of an HTML fragment nest (`<p>x</p>` is 1), as a parser builds them. */
export function noticeHtmlDepth(html: string): number {
  let deepest = 0;
  const stack: [Parse5Node, number][] = [[parseFragment(html) as Parse5Node, 0]];
  for (let entry = stack.pop(); entry; entry = stack.pop()) {
    const [node, depth] = entry;
    if (node.tagName) deepest = Math.max(deepest, depth);
    for (const child of childrenOf(node)) stack.push([child, depth + 1]);
  }
  return deepest;
}

/**
 * The text a reader sees of a (sanitised) body: its text content, which the contract's body
 * length rule counts. parse5 builds the same tree as the sanitiser's jsdom (and the browser), in
 * a fraction of the time, so a save parses the body with jsdom once, not twice.
 */
export function noticeBodyText(html: string): string {
  let text = '';
  const stack: Parse5Node[] = [parseFragment(html) as Parse5Node];
  for (let node = stack.pop(); node; node = stack.pop()) {
    if (node.nodeName === '#text') text += node.value ?? '';
    // Like textContent: a template's content is not part of the text.
    else if (node.childNodes) stack.push(...[...node.childNodes].reverse());
  }
  return text;
}

/** The body as shown: `[https://…]` turned into links, then sanitised again. */
export const renderNoticeHtml = (storedHtml: string): string =>
  sanitizeNoticeHtml(linkifyNoticeBody(storedHtml));
