import { afterEach, describe, expect, it } from 'vitest';
import { Editor } from '@tiptap/core';
import { noticeHtmlPolicy } from '@tayori/contract';
import { sanitizeNoticeHtml } from '../../../shared/html/notice-html';
import { noticeHtmlOf } from './editor-html';
import { noticeEditorExtensions } from './editor-schema';

let editor: Editor | null = null;
afterEach(() => {
  editor?.destroy();
  editor = null;
});

/** What the body editor writes for a body loaded into it, untouched. */
function throughEditor(html: string): string {
  editor ??= new Editor({ extensions: noticeEditorExtensions, enableInputRules: false });
  editor.commands.setContent(html, { emitUpdate: false });
  return noticeHtmlOf(editor);
}

/** Only the policy's tags and attributes, links to http(s) opening in a new tab. */
function expectInPolicy(html: string) {
  expect(sanitizeNoticeHtml(html), html).toBe(html);
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const el of template.content.querySelectorAll('*')) {
    expect(noticeHtmlPolicy.allowedTags).toContain(el.tagName.toLowerCase());
    for (const attr of el.attributes)
      expect(noticeHtmlPolicy.allowedAttributes).toContain(attr.name);
  }
}

describe('the body editor on stored bodies', () => {
  it.each([
    ['paragraphs, a line break and an empty line', '<p>一行目<br>二行目</p><p><br></p><p>三</p>'],
    ['bold, italic, underline', '<p><strong>重要</strong> <em>斜体</em> <u>下線</u></p>'],
    ['both lists', '<ul><li>一</li><li>二</li></ul><ol><li>A</li><li><strong>B</strong></li></ol>'],
    ['a nested list', '<ul><li>一<ul><li>一の一</li></ul></li><li>二</li></ul>'],
    ['an empty list item', '<ul><li>一</li><li><br></li></ul>'],
    [
      'a link',
      '<p><a href="https://example.com/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer">案内</a></p>',
    ],
    ['the link rule as text', '<p>詳細は [https://example.com/info] を見てください。</p>'],
    ['entities', '<p>a &amp; b &lt;c&gt; 𠮷</p>'],
    [
      'headings, a quote, a rule and strike-through',
      '<h1>一</h1><h2>二</h2><h3>三</h3><h4>四</h4><blockquote><p>引用</p></blockquote><hr><p><s>取消</s></p>',
    ],
  ])('writes back %s exactly as stored', (_, html) => {
    expect(throughEditor(html)).toBe(html);
    expectInPolicy(html);
  });

  it.each([
    ['<p><b>太</b><i>斜</i></p>', '<p><strong>太</strong><em>斜</em></p>'],
    ['<div>一</div><div><br></div><div>二</div>', '<p>一</p><p><br></p><p>二</p>'],
    ['<p><span>包</span>み</p>', '<p>包み</p>'],
    ['本文だけ', '<p>本文だけ</p>'],
    ['<ul><li><p>一</p></li></ul>', '<ul><li>一</li></ul>'],
    ['<p></p>', '<p><br></p>'],
    ['<table><tr><th>日時</th><td>5月1日</td></tr></table>', '<p>日時</p><p>5月1日</p>'],
  ])('loads the policy tags it writes otherwise as their equal: %s', (html, written) => {
    expect(throughEditor(html)).toBe(written);
    expect(throughEditor(written)).toBe(written);
  });

  it.each([
    '<p style="color:red" class="MsoNormal" onclick="alert(1)">x</p>',
    '<ol start="3" type="a"><li>x</li></ol>',
    '<p><a href="javascript:alert(1)">x</a><a href="/relative" class="c" title="t">y</a></p>',
    '<p><a href="https://ok.example" target="_self" onclick="alert(1)">x</a></p>',
    '<h5>五</h5><h6>六</h6>',
    '<table><tr><td>表</td></tr></table><img src=x onerror=alert(1)><iframe src="https://x.example"></iframe>',
    '<svg onload=alert(1)><script>alert(1)</script></svg><style>p{}</style>',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  ])('writes only what the policy allows from %s', (html) => {
    expectInPolicy(throughEditor(html));
  });
});
