import { describe, expect, it } from 'vitest';
import { noticeHtmlPolicy } from '@tayori/contract';
import { noticeHtmlToText, renderNoticeHtml, sanitizeNoticeHtml } from './notice-html';

describe('renderNoticeHtml', () => {
  it('makes [https://…] a link that opens in a new tab without an opener', () => {
    expect(renderNoticeHtml('<p>詳細は [https://example.com/a?b=1&c=2] へ</p>')).toBe(
      '<p>詳細は <a href="https://example.com/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer">https://example.com/a?b=1&amp;c=2</a> へ</p>',
    );
  });

  it.each([
    '<img src=x onerror=alert(1)>',
    '<a href="javascript:alert(1)">x</a>',
    '<p style="background:url(javascript:alert(1))" onclick="alert(1)">x</p>',
    '<svg><script>alert(1)</script></svg>',
    '<p>[javascript:alert(1)]</p>',
    '<p>[https://x.example" onmouseover="alert(1)]</p>',
    '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  ])('leaves nothing active of %s', (payload) => {
    // Parsed as a browser would: only allowed tags, no handler or style, links to http(s) only.
    const template = document.createElement('template');
    template.innerHTML = renderNoticeHtml(payload);
    for (const el of template.content.querySelectorAll('*')) {
      expect(noticeHtmlPolicy.allowedTags).toContain(el.tagName.toLowerCase());
      for (const attr of el.attributes) {
        expect(noticeHtmlPolicy.allowedAttributes).toContain(attr.name);
        if (attr.name === 'href') expect(attr.value).toMatch(/^https?:\/\//);
      }
    }
  });

  it('keeps the allowed formatting', () => {
    const html = '<p><strong>重要</strong>です。</p><ul><li>一</li><li>二</li></ul>';
    expect(sanitizeNoticeHtml(html)).toBe(html);
  });
});

describe('noticeHtmlToText', () => {
  it('puts each block on its own line', () => {
    expect(
      noticeHtmlToText('<p>一行目</p><p>二行目<br>三行目</p><ul><li>A</li><li>B</li></ul>'),
    ).toBe('一行目\n二行目\n三行目\n・A\n・B');
  });
});
