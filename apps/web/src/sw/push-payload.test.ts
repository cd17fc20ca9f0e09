import { describe, expect, it } from 'vitest';
import { FALLBACK_NOTICE, portalPath, readPushPayload } from './push-payload';

describe('readPushPayload', () => {
  it('reads the notice the API sends', () => {
    const sent = {
      title: '休講のお知らせ',
      body: '3限は休講です。',
      url: '/notices/12',
      tag: 'n12',
    };
    expect(readPushPayload(JSON.stringify(sent))).toEqual(sent);
    const { tag: _, ...untagged } = sent;
    expect(readPushPayload(JSON.stringify(untagged))).toEqual(untagged);
  });

  it('shows the generic notice for anything else', () => {
    for (const text of [
      null,
      undefined,
      '',
      'not json',
      '"a string"',
      '42',
      'null',
      '[]',
      JSON.stringify({ body: 'no title', url: '/home' }),
      JSON.stringify({ title: '   ', body: 'blank title', url: '/home' }),
      JSON.stringify({ title: 1, body: 'numeric title', url: '/home' }),
      JSON.stringify({ title: 'no body', url: '/home' }),
    ]) {
      expect(readPushPayload(text), String(text)).toEqual(FALLBACK_NOTICE);
    }
    expect(FALLBACK_NOTICE).toMatchObject({
      title: 'Tayoriからのお知らせがあります',
      url: '/home',
    });
  });

  it('keeps the title and body but sends a link elsewhere to /home', () => {
    const notice = readPushPayload(
      JSON.stringify({ title: 'お知らせ', body: '', url: 'https://evil.example/', tag: 5 }),
    );
    expect(notice).toEqual({ title: 'お知らせ', body: '', url: '/home' });
  });

  it('cuts long texts', () => {
    const notice = readPushPayload(
      JSON.stringify({ title: 'あ'.repeat(500), body: 'い'.repeat(5000), url: '/home' }),
    );
    expect(notice.title).toHaveLength(200);
    expect(notice.body).toHaveLength(1000);
  });
});

describe('portalPath', () => {
  it('keeps a path of the portal with its query and fragment', () => {
    expect(portalPath('/notices/12')).toBe('/notices/12');
    expect(portalPath('/notice-list?page=2#top')).toBe('/notice-list?page=2#top');
    expect(portalPath('/a/../home')).toBe('/home');
  });

  it('sends anything that could leave the portal to /home', () => {
    for (const url of [
      undefined,
      null,
      42,
      {},
      '',
      'notices/12',
      'https://evil.example/',
      'http://localhost:3000/home',
      '//evil.example/x',
      '/\\evil.example/x',
      '\\\\evil.example/x',
      '/\t/evil.example/x',
      'javascript:alert(1)',
      ' /home',
    ]) {
      expect(portalPath(url), String(url)).toBe('/home');
    }
  });
});
