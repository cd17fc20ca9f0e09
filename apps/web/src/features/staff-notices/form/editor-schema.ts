import { Mark, type AnyExtension } from '@tiptap/core';
import Blockquote from '@tiptap/extension-blockquote';
import Bold from '@tiptap/extension-bold';
import Document from '@tiptap/extension-document';
import HardBreak from '@tiptap/extension-hard-break';
import Heading from '@tiptap/extension-heading';
import HorizontalRule from '@tiptap/extension-horizontal-rule';
import Italic from '@tiptap/extension-italic';
import { BulletList, ListItem, OrderedList } from '@tiptap/extension-list';
import Paragraph from '@tiptap/extension-paragraph';
import Strike from '@tiptap/extension-strike';
import Text from '@tiptap/extension-text';
import Underline from '@tiptap/extension-underline';
import { UndoRedo } from '@tiptap/extensions';
import { noticeHtmlPolicy } from '@tayori/contract';

/**
 * What the body editor's document may hold: a TipTap schema with one node or mark per tag group
 * of the contract's `noticeHtmlPolicy` and no attribute beyond a link's href. ProseMirror parses
 * every HTML it is given (a stored body, a paste from Word or a web page) through this schema, so
 * anything outside it (styles, classes, images, tables, scripts…) never enters the document, and
 * the HTML it writes holds only these tags:
 *
 *   p, br, strong, em, u, s, ul, ol, li, a (href, target, rel), h1–h4, blockquote, hr.
 *
 * The policy's b, i, div and span load as strong, em, p and plain text (the same rendering).
 * The toolbar offers bold, italic, underline and the two lists; the other formats are kept when a
 * body or a paste brings them, but no shortcut or typed pattern creates them.
 */

/** A link of a stored body or a paste, if its href is one the policy keeps (absolute http(s)). */
const NoticeLink = Mark.create({
  name: 'link',
  // Typing at a link's end does not extend it.
  inclusive: false,
  addAttributes() {
    return { href: { default: null } };
  },
  parseHTML() {
    return [
      {
        tag: 'a[href]',
        getAttrs: (el) => {
          const href = el.getAttribute('href') ?? '';
          return noticeHtmlPolicy.allowedUri.test(href) ? { href } : false;
        },
      },
    ];
  },
  renderHTML({ mark }) {
    return [
      'a',
      {
        href: mark.attrs.href as string,
        target: noticeHtmlPolicy.linkTarget,
        rel: noticeHtmlPolicy.linkRel,
      },
      0,
    ];
  },
});

/**
 * A `<br>` alone in its element is an empty line's placeholder (the old editor stored blank lines
 * as `<p><br></p>`): it loads as an empty paragraph, which `noticeHtmlOf` writes back the same way.
 */
const NoticeHardBreak = HardBreak.extend({
  parseHTML() {
    return [
      {
        tag: 'br',
        ignore: true,
        getAttrs: (el) => (el.parentNode?.childNodes.length === 1 ? null : false),
      },
      { tag: 'br' },
    ];
  },
});

/**
 * A table (a paste from Word or a web page) has no place in the policy: each cell starts a new
 * paragraph, so its cells do not run together as one line of text.
 */
const NoticeParagraph = Paragraph.extend({
  parseHTML() {
    return [{ tag: 'p' }, { tag: 'td', closeParent: true }, { tag: 'th', closeParent: true }];
  },
});

/** No keyboard shortcut: the format comes only from a stored body or a paste. */
const withoutShortcuts = { addKeyboardShortcuts: () => ({}) };

export const noticeEditorExtensions: AnyExtension[] = [
  Document,
  NoticeParagraph,
  Text,
  NoticeHardBreak,
  Bold,
  Italic,
  Underline,
  Strike.extend(withoutShortcuts),
  BulletList,
  // Neither `start` nor `type`: the policy allows no attribute on a list.
  OrderedList.extend({ addAttributes: () => ({}) }),
  // Tab and Shift+Tab move the focus, as in every other field, instead of nesting list items.
  ListItem.extend({
    addKeyboardShortcuts() {
      return { Enter: () => this.editor.commands.splitListItem(this.name) };
    },
  }),
  Heading.configure({ levels: [1, 2, 3, 4] }).extend(withoutShortcuts),
  Blockquote.extend(withoutShortcuts),
  HorizontalRule,
  NoticeLink,
  UndoRedo,
];
