import type { Editor } from '@tiptap/core';
import { DOMSerializer } from '@tiptap/pm/model';

/**
 * The body editor's document as the HTML we store. ProseMirror writes an empty paragraph as
 * `<p></p>`, which a browser shows with no height, and every list item's text inside a `<p>`; the
 * stored form keeps what the screens have always shown (and what the old editor stored): an empty
 * line is `<p><br></p>`, and an item's first paragraph is the item's own text (`<li>一</li>`).
 * The schema (editor-schema.ts) loads both forms back to the same document.
 */
export function noticeHtmlOf(editor: Editor): string {
  const doc = editor.view.dom.ownerDocument;
  const box = doc.createElement('div');
  box.append(
    DOMSerializer.fromSchema(editor.schema).serializeFragment(editor.state.doc.content, {
      document: doc,
    }),
  );
  for (const p of box.querySelectorAll('p'))
    if (!p.hasChildNodes()) p.append(doc.createElement('br'));
  for (const li of box.querySelectorAll('li')) {
    const first = li.firstChild;
    if (first?.nodeName === 'P') first.replaceWith(...first.childNodes);
  }
  return box.innerHTML;
}
