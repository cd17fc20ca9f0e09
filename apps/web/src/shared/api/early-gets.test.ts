import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startEarlyGet, takeEarlyGet } from './early-gets';

let calls: { url: string; init: RequestInit }[];

beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response('{}');
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('early GETs', () => {
  it('are taken once, by the same URL', async () => {
    startEarlyGet('/api/v1/me', 'token');
    expect(takeEarlyGet('/api/v1/me?x=1')).toBeUndefined();
    await expect(takeEarlyGet('/api/v1/me')).resolves.toBeInstanceOf(Response);
    expect(takeEarlyGet('/api/v1/me')).toBeUndefined();
  });

  it('send the ID token to the API only', () => {
    startEarlyGet('/api/v1/users/menus', 'token');
    startEarlyGet('/contents/attention/attentions.json', 'token');
    const auth = calls.map((c) => new Headers(c.init.headers).get('Authorization'));
    expect(auth).toEqual(['Bearer token', null]);
  });

  it('are not taken once the first screen is long over', () => {
    vi.useFakeTimers();
    startEarlyGet('/api/v1/me', 'token');
    vi.advanceTimersByTime(10_000);
    expect(takeEarlyGet('/api/v1/me')).toBeUndefined();
  });

  it("stop the caller's wait when its signal aborts", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    startEarlyGet('/api/v1/me', 'token');
    const controller = new AbortController();
    const waiting = takeEarlyGet('/api/v1/me', controller.signal);
    controller.abort(new DOMException('timed out', 'AbortError'));
    await expect(waiting).rejects.toMatchObject({ name: 'AbortError' });
  });
});
