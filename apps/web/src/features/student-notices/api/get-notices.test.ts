import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import type { StudentNotice } from '@tayori/contract';
import { startEarlyGet } from '../../../shared/api/early-gets';
import { studentNoticeKeys } from '../../../shared/api/student-notice-keys';
import { getNotices, nextNoticePage, uniqueNotices } from './get-notices';
import { FIRST_NOTICES_URL } from './notices-url';
import { markReadInList } from './read-notice';

const notice = (noticeId: number, noticeReadFlag = false): StudentNotice => ({
  noticeId,
  noticeTitle: `notice ${noticeId}`,
  noticeImportantFlag: false,
  noticeCategory: null,
  noticeDate: '2026-04-01',
  noticeReadFlag,
});
const page = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => notice(from + i));

describe('nextNoticePage (spec 000 §4: more while the last page held ten)', () => {
  it('asks for page 2 after a full first page', () => {
    expect(nextNoticePage([page(1, 10)])).toBe(2);
  });

  it('asks for page n + 1 after n full pages', () => {
    expect(nextNoticePage([page(1, 10), page(11, 10), page(21, 10)])).toBe(4);
  });

  it('stops after a short page', () => {
    expect(nextNoticePage([page(1, 10), page(11, 3)])).toBeUndefined();
    expect(nextNoticePage([page(1, 9)])).toBeUndefined();
  });

  it('stops after an empty page (the total was a multiple of ten)', () => {
    expect(nextNoticePage([page(1, 10), []])).toBeUndefined();
    expect(nextNoticePage([[]])).toBeUndefined();
  });

  it('honours another page size', () => {
    expect(nextNoticePage([page(1, 5)], 5)).toBe(2);
  });
});

describe('uniqueNotices', () => {
  it('flattens the pages and shows a notice pushed onto the next page once', () => {
    const list = uniqueNotices([page(1, 3), [notice(3), notice(4)]]);
    expect(list.map((n) => n.noticeId)).toEqual([1, 2, 3, 4]);
  });
});

describe('markReadInList', () => {
  it('marks one notice read in the cached pages and leaves the others', () => {
    const client = new QueryClient();
    client.setQueryData<InfiniteData<StudentNotice[], number>>(studentNoticeKeys.list(), {
      pages: [page(1, 2), page(3, 2)],
      pageParams: [1, 2],
    });
    markReadInList(client, 3);
    const data = client.getQueryData<InfiniteData<StudentNotice[], number>>(
      studentNoticeKeys.list(),
    );
    expect(data?.pages.flat().map((n) => [n.noticeId, n.noticeReadFlag])).toEqual([
      [1, false],
      [2, false],
      [3, true],
      [4, false],
    ]);
    expect(data?.pageParams).toEqual([1, 2]);
  });

  it('does nothing while no list is cached', () => {
    const client = new QueryClient();
    markReadInList(client, 1);
    expect(client.getQueryData(studentNoticeKeys.list())).toBeUndefined();
  });
});

describe('the first page asked for early (app/routes.tsx earlyGets)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is the URL getNotices asks for: the page takes the early answer instead of asking again', async () => {
    const urls: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      urls.push(url);
      return new Response(JSON.stringify({ noticeList: [notice(1)] }), {
        headers: { 'Content-Type': 'application/json' },
      });
    });
    startEarlyGet(FIRST_NOTICES_URL, undefined);
    await expect(getNotices(1)).resolves.toEqual([notice(1)]);
    expect(urls).toEqual([FIRST_NOTICES_URL]);
  });
});
