import { describe, expect, it } from 'vitest';
import { JSDOM } from 'jsdom';
import { linkifyNoticeBody, noticeHtmlPolicy } from '@tayori/contract';
import {
  noticeBodyText,
  noticeHtmlDepth,
  renderNoticeHtml,
  sanitizeNoticeHtml,
} from '../../domain/notices/html';

/** Known XSS payloads (OWASP cheat sheet, PortSwigger, DOMPurify's mutation XSS reports). */
const payloads = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<IMG SRC="javascript:alert(\'XSS\');">',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="&#x6A;avascript&colon;alert(1)">x</a>',
  '<a href="java\tscript:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="https://ok.example" onclick="alert(1)">x</a>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<div style="width: expression(alert(1))">x</div>',
  '<style>@import "javascript:alert(1)";</style>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<math><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=alert(1) src=1>">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<details open ontoggle=alert(1)>',
  '<body onload=alert(1)>',
  '<input autofocus onfocus=alert(1)>',
  '<base href="javascript:alert(1)//">',
  '<p>[javascript:alert(1)]</p>',
  '<p>[https://x.example" onmouseover="alert(1)]</p>',
  '<p>[https://x.example/[javascript:alert(1)]]</p>',
  '<p>[https://x.example/`onmouseover=alert(1)`]</p>',
  '<a href="https://x.example/>[https://y.example/onmouseover=alert(1)]">x</a>',
  '<p title="[https://x.example/onmouseover=alert(1)]">x</p>',
  '<p>[data:text/html,<script>alert(1)</script>]</p>',
  '<a href="https://ok.example" target="_self">x</a><span onmouseover=alert(1)>y</span>',
];

const { document } = new JSDOM('').window;
const allowedTags = new Set(noticeHtmlPolicy.allowedTags.map((t) => t.toUpperCase()));

/**
 * Parses the HTML as a browser would and checks every element and attribute against the policy;
 * also checks the markup itself (inside tags) for handlers, scripts, styles and bad schemes.
 * Text such as "javascript:" shown as words is harmless and allowed.
 */
function expectSafe(html: string) {
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const el of template.content.querySelectorAll('*')) {
    expect(allowedTags.has(el.tagName), `<${el.tagName}> in ${html}`).toBe(true);
    for (const attr of el.attributes) {
      expect(['href', 'target', 'rel'], `${attr.name} in ${html}`).toContain(attr.name);
    }
    if (el.tagName === 'A' && el.hasAttribute('href')) {
      expect(el.getAttribute('href')).toMatch(/^https?:\/\//);
      expect(el.getAttribute('target')).toBe('_blank');
      expect(el.getAttribute('rel')).toBe('noopener noreferrer');
    }
  }
  for (const [tag] of html.matchAll(/<[^>]*>/g)) {
    expect(tag, html).not.toMatch(/<script|\son\w+\s*=|javascript:|vbscript:|data:|style|srcdoc/i);
  }
}

describe('notice bodies are safe', () => {
  it('has a corpus of at least 25 payloads', () =>
    expect(payloads.length).toBeGreaterThanOrEqual(25));

  it.each(payloads)('stored and shown safely: %s', (payload) => {
    const stored = sanitizeNoticeHtml(payload);
    expectSafe(stored);
    expectSafe(renderNoticeHtml(stored));
    // Linkify alone on hostile input, as the client preview may run it, is made safe by sanitising.
    expectSafe(sanitizeNoticeHtml(linkifyNoticeBody(payload)));
  });

  it('keeps basic formatting and http(s) links', () => {
    const html =
      '<h2>見出し</h2><p><strong>太字</strong><em>斜体</em><u>下線</u><br></p><ul><li>一</li></ul><ol><li>二</li></ol>' +
      '<blockquote>引用</blockquote><p><a href="https://school.example/a?b=1&amp;c=2">リンク</a></p>';
    expect(sanitizeNoticeHtml(html)).toBe(
      html.replace(
        '<a href="https://school.example/a?b=1&amp;c=2">',
        '<a href="https://school.example/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer">',
      ),
    );
  });
});

describe('what the body rules measure (parse5, not jsdom)', () => {
  const jsdomText = (html: string) => {
    const template = new JSDOM('').window.document.createElement('template');
    template.innerHTML = html;
    return template.content.textContent ?? '';
  };

  it.each([
    ...payloads,
    '<p>一&amp;二</p><ul><li>三<b>四</b></li></ul><!-- 注 --><p>五<br>六</p>',
    '<p>未閉<li>項目<table><td>セル',
  ])('counts the text jsdom (and the browser) would: %s', (payload) => {
    const stored = sanitizeNoticeHtml(payload);
    expect(noticeBodyText(stored)).toBe(jsdomText(stored));
  });

  it('measures nesting as the parser builds it', () => {
    expect(noticeHtmlDepth('x')).toBe(0);
    expect(noticeHtmlDepth('<p>a</p><p>b</p>')).toBe(1);
    expect(noticeHtmlDepth(`${'<p>'.repeat(500)}x`)).toBe(1); // a <p> closes the open one
    expect(noticeHtmlDepth(`${'<ul><li>'.repeat(10)}x`)).toBe(20);
    expect(noticeHtmlDepth(`${'<b>'.repeat(6000)}x`)).toBe(6000);
  });
});

describe('linkifyNoticeBody', () => {
  const link = (url: string) =>
    `<a href="${url}" target="_blank" rel="noopener noreferrer">${url}</a>`;

  it('turns [http(s)://…] in text into links', () => {
    expect(
      linkifyNoticeBody(
        '<p>詳細は[https://school.example/info?a=1&amp;b=2]をご覧ください。[http://x.example]</p>',
      ),
    ).toBe(
      `<p>詳細は${link('https://school.example/info?a=1&amp;b=2')}をご覧ください。${link('http://x.example')}</p>`,
    );
  });

  it('leaves other brackets, attributes and existing links alone', () => {
    for (const html of [
      '<p>[ftp://x.example] [javascript:alert(1)] [https://] [ https://x.example]</p>',
      '<p title="[https://x.example]">x</p>',
      '<a href="https://a.example">[https://b.example]</a>',
    ]) {
      expect(linkifyNoticeBody(html)).toBe(html);
    }
  });

  it('survives sanitising unchanged when shown', () => {
    const stored = sanitizeNoticeHtml('<p>[https://school.example/x]</p>');
    expect(renderNoticeHtml(stored)).toBe(`<p>${link('https://school.example/x')}</p>`);
  });
});
