import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useLayoutEffect, useState } from 'react';
import { sanitizeNoticeHtml } from '../../../shared/html/notice-html';
import { RichTextEditor } from './rich-text-editor';

/** The editor as the form holds it: the value it reports comes back as its value. */
function Host({ initial, disabled = false }: { initial: string; disabled?: boolean }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <span id="label">本文 *</span>
      <RichTextEditor
        value={value}
        onChange={(html) => {
          reported.push(html);
          setValue(html);
        }}
        onBlur={() => {}}
        disabled={disabled}
        labelId="label"
        describedBy="help"
      />
      <button type="button" onClick={() => setValue('<p>外から</p>')}>
        load
      </button>
      <span id="help">help</span>
    </>
  );
}

/**
 * useEditor destroys the editor it made unless the component's effects have run a moment later,
 * and makes another. React runs effects after the browser paints, which on a busy phone (or CI)
 * is later than that moment: `destroyFirstEditorBeforeEffects` makes that happen every time.
 */
let destroyFirstEditorBeforeEffects = false;
vi.mock('@tiptap/react', async (importOriginal) => {
  const tiptap = await importOriginal<typeof import('@tiptap/react')>();
  const useEditor: typeof tiptap.useEditor = (...args: Parameters<typeof tiptap.useEditor>) => {
    const editor = tiptap.useEditor(...args);
    useLayoutEffect(() => {
      if (!destroyFirstEditorBeforeEffects || !editor) return;
      destroyFirstEditorBeforeEffects = false;
      editor.destroy();
    }, [editor]);
    return editor;
  };
  return { ...tiptap, useEditor };
});

let reported: string[] = [];

async function renderEditor(initial = '', disabled = false) {
  reported = [];
  render(<Host initial={initial} disabled={disabled} />);
  return screen.findByRole('textbox', { name: '本文 *' });
}

const lastReported = () => reported.at(-1);

/** A paste as the browser delivers it: the clipboard's HTML (if any) and its plain text. */
function paste(target: HTMLElement, clipboard: { html?: string; text: string }) {
  fireEvent.paste(target, {
    clipboardData: {
      types: clipboard.html ? ['text/html', 'text/plain'] : ['text/plain'],
      getData: (type: string) =>
        type === 'text/html' ? (clipboard.html ?? '') : type === 'text/plain' ? clipboard.text : '',
    },
  });
}

const selectAll = (box: HTMLElement) => fireEvent.keyDown(box, { key: 'a', ctrlKey: true });

describe('RichTextEditor', { timeout: 20_000 }, () => {
  it('is a labelled, required multi-line textbox with a named toolbar of five formats', async () => {
    const box = await renderEditor();
    expect(box.getAttribute('aria-multiline')).toBe('true');
    expect(box.getAttribute('aria-required')).toBe('true');
    expect(box.getAttribute('aria-describedby')).toBe('help');
    expect(box.getAttribute('tabindex')).toBe('0');
    const toolbar = screen.getByRole('toolbar', { name: '本文の書式' });
    expect(
      within(toolbar)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['太字', '斜体', '下線', '箇条書き', '番号付きリスト']);
  });

  it('shows a stored body without reporting a change, and takes a new value from outside', async () => {
    const box = await renderEditor('<p><strong>重要</strong></p><ul><li>一</li></ul>');
    expect(box.innerHTML).toContain('<strong>重要</strong>');
    expect(box.querySelector('ul li')?.textContent).toBe('一');
    fireEvent.click(screen.getByRole('button', { name: 'load' }));
    await waitFor(() => expect(box.textContent).toBe('外から'));
    expect(reported).toEqual([]);
  });

  it('formats from the toolbar and says which formats are on', async () => {
    const box = await renderEditor('<p>持ち物</p>');
    selectAll(box);
    const bold = screen.getByRole('button', { name: '太字' });
    expect(bold.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(bold);
    expect(lastReported()).toBe('<p><strong>持ち物</strong></p>');
    await waitFor(() => expect(bold.getAttribute('aria-pressed')).toBe('true'));
    fireEvent.click(screen.getByRole('button', { name: '下線' }));
    fireEvent.click(screen.getByRole('button', { name: '斜体' }));
    expect(lastReported()).toBe('<p><strong><em><u>持ち物</u></em></strong></p>');
    fireEvent.click(screen.getByRole('button', { name: '箇条書き' }));
    expect(lastReported()).toBe('<ul><li><strong><em><u>持ち物</u></em></strong></li></ul>');
    fireEvent.click(screen.getByRole('button', { name: '番号付きリスト' }));
    expect(lastReported()).toBe('<ol><li><strong><em><u>持ち物</u></em></strong></li></ol>');
    fireEvent.click(screen.getByRole('button', { name: '番号付きリスト' }));
    expect(lastReported()).toBe('<p><strong><em><u>持ち物</u></em></strong></p>');
  });

  it('formats from the keyboard, and Tab leaves the editor even inside a list', async () => {
    const box = await renderEditor('<p>持ち物</p>');
    selectAll(box);
    fireEvent.keyDown(box, { key: 'b', ctrlKey: true });
    expect(lastReported()).toBe('<p><strong>持ち物</strong></p>');
    fireEvent.keyDown(box, {
      key: '*',
      code: 'Digit8',
      keyCode: 56,
      ctrlKey: true,
      shiftKey: true,
    });
    expect(lastReported()).toBe('<ul><li><strong>持ち物</strong></li></ul>');
    // Not handled (not default-prevented): the browser moves the focus on.
    expect(fireEvent.keyDown(box, { key: 'Tab' })).toBe(true);
    expect(fireEvent.keyDown(box, { key: 'Tab', shiftKey: true })).toBe(true);
    expect(lastReported()).toBe('<ul><li><strong>持ち物</strong></li></ul>');
  });

  it('keeps typed text as typed: the link rule, Markdown-like marks', async () => {
    const box = await renderEditor();
    const text = '**太字** - 詳細は [https://example.com/a?b=1&c=2] へ';
    paste(box, { text });
    expect(lastReported()).toBe('<p>**太字** - 詳細は [https://example.com/a?b=1&amp;c=2] へ</p>');
  });

  it.each([
    {
      name: 'reduces a paste from Word to the policy, keeping its bold, italic and underline',
      pasted: { html: WORD_HTML, text: '持ち物\n· 筆記用具\n雨天の場合は 体育館' },
      kept: '<p><strong>持ち物</strong></p><p>·&nbsp;&nbsp;&nbsp; 筆記用具</p><p><em>雨天</em>の<u>場合</u>は&nbsp;体育館</p>',
    },
    {
      name: 'reduces a paste from a web page to the policy',
      pasted: { html: WEB_HTML, text: 'お知らせ' },
      kept: '<h2>お知らせ</h2><p><strong>本文</strong> <a href="https://example.com/page" target="_blank" rel="noopener noreferrer">リンク</a> と 危険</p><p>表の</p><p>セル</p><ul><li>項目</li></ul><p>小見出し</p>',
    },
  ])('$name', async ({ pasted, kept }) => {
    const box = await renderEditor();
    paste(box, pasted);
    const html = lastReported()!;
    expect(html).toBe(kept);
    expect(sanitizeNoticeHtml(html)).toBe(html);
  });

  it('cannot be edited while the form is disabled', async () => {
    const box = await renderEditor('<p>保存済み</p>', true);
    expect(box.getAttribute('contenteditable')).toBe('false');
    expect(box.getAttribute('aria-disabled')).toBe('true');
    for (const button of within(screen.getByRole('toolbar')).getAllByRole('button'))
      expect(button).toHaveProperty('disabled', true);
  });
  it('hands the form the element of the editor that is mounted when the first one was destroyed', async () => {
    // The form focuses the body through this element (a missing body). Reading it off a destroyed
    // editor threw, and the whole registration screen turned into the error page.
    destroyFirstEditorBeforeEffects = true;
    const elements: (HTMLElement | null)[] = [];
    render(
      <RichTextEditor
        value="<p>本文</p>"
        onChange={() => {}}
        onBlur={() => {}}
        labelId="label"
        editorRef={(element) => elements.push(element)}
      />,
    );
    const box = await screen.findByRole('textbox');
    expect(box.textContent).toBe('本文');
    expect(elements.at(-1)).toBe(box);
    expect(destroyFirstEditorBeforeEffects).toBe(false);
  });
});

/** What Word puts on the clipboard (trimmed): styles, classes, Office tags, a list as paragraphs. */
const WORD_HTML = `<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><meta charset="utf-8">
<style><!-- p.MsoNormal {margin:0mm; font-family:游明朝;} --></style>
<!--[if gte mso 9]><xml><w:WordDocument></w:WordDocument></xml><![endif]--></head>
<body lang=JA style='tab-interval:42.0pt'><!--StartFragment-->
<p class=MsoNormal><b><span style='font-family:"游ゴシック"'>持ち物</span></b><span lang=EN-US><o:p></o:p></span></p>
<p class=MsoListParagraph style='margin-left:18.0pt;text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span lang=EN-US style='font-family:Symbol'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp; </span></span><![endif]><span style='color:red'>筆記用具</span><o:p></o:p></p>
<p class=MsoNormal><i>雨天</i>の<u>場合</u>は<span style='mso-spacerun:yes'>&nbsp;</span>体育館<o:p></o:p></p>
<!--EndFragment--></body></html>`;

/** A part of a web page: classes, styles, a script, an image, a table, an iframe, a bad link. */
const WEB_HTML = `<meta charset="utf-8"><h2 class="title" style="font-size:2em">お知らせ</h2>
<div class="card"><p><span style="font-weight:700">本文</span> <a href="https://example.com/page" onclick="track()" class="btn">リンク</a> と <a href="javascript:alert(1)">危険</a></p>
<img src="https://example.com/a.png" alt="画像" onerror="alert(1)"><table><tr><td>表の</td><td>セル</td></tr></table>
<iframe src="https://example.com"></iframe><script>alert(1)</script>
<ul class="nav"><li style="color:red">項目</li></ul><h5>小見出し</h5></div>`;
