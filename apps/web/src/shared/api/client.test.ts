import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { limits } from '@tayori/contract';
import { ApiFailure } from './api-failure';
import { callApi, fillPath, toQueryString } from './client';

const idToken = vi.hoisted(() => ({ value: null as string | null }));
vi.mock('../auth/oidc', () => ({ getIdToken: async () => idToken.value }));

type Call = { url: string; init: RequestInit };
let calls: Call[];
let answers: Array<(url: string) => Response | Promise<Response>>;

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
const header = (call: Call | undefined, name: string) => new Headers(call?.init.headers).get(name);

function clearCookies() {
  for (const c of document.cookie.split(';')) {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined); // dev-only contract check of the fake answers
  calls = [];
  answers = [];
  idToken.value = null;
  clearCookies();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      const answer = answers.shift();
      if (!answer) throw new Error(`unexpected fetch ${url}`);
      return answer(url);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('callApi', () => {
  it('sends the ID token as a Bearer header when signed in, and same-origin credentials', async () => {
    idToken.value = 'header.payload.sig';
    answers.push(() => json(200, { userId: 'u1' }));
    await callApi('me');
    expect(calls[0]?.url).toBe('/api/v1/me');
    expect(header(calls[0], 'Authorization')).toBe('Bearer header.payload.sig');
    expect(calls[0]?.init.credentials).toBe('same-origin');
    expect(calls[0]?.init.method).toBe('GET');
  });

  it('sends no Authorization header when signed out or when the call is anonymous', async () => {
    answers.push(() => json(200, {}));
    await callApi('me');
    expect(header(calls[0], 'Authorization')).toBeNull();

    idToken.value = 'header.payload.sig';
    answers.push(() => json(200, {}));
    await callApi('areas', { anonymous: true });
    expect(header(calls[1], 'Authorization')).toBeNull();
  });

  it('does not send X-XSRF-TOKEN on GET', async () => {
    document.cookie = 'XSRF-TOKEN=abc';
    answers.push(() => json(200, {}));
    await callApi('me');
    expect(header(calls[0], 'X-XSRF-TOKEN')).toBeNull();
  });

  it('echoes the XSRF-TOKEN cookie on unsafe methods and fills encoded path parameters', async () => {
    document.cookie = 'other=1';
    document.cookie = 'XSRF-TOKEN=tok%2Fen';
    answers.push(() => json(200, { successFlag: false }));
    const answer = await callApi('identityCheck', {
      params: { school: 'a/b c', studentNumber: '1' },
      body: { birthday: '20000101', phoneNumber: '09012345678' },
    });
    expect(answer).toEqual({ successFlag: false });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/api/v1/schools/a%2Fb%20c/students/1');
    expect(calls[0]?.init.method).toBe('POST');
    expect(header(calls[0], 'X-XSRF-TOKEN')).toBe('tok/en');
  });

  it('calls GET /api/v1/start first when no XSRF cookie exists yet', async () => {
    answers.push(() => {
      document.cookie = 'XSRF-TOKEN=fresh';
      return json(200, { ok: true });
    });
    answers.push(() => json(200, { successFlag: true }));
    const answer = await callApi('identityCheck', {
      params: { school: 'S01', studentNumber: '123' },
      body: { birthday: '20000101', phoneNumber: '09012345678' },
      anonymous: true,
    });
    expect(answer).toEqual({ successFlag: true });
    expect(calls.map((c) => `${c.init.method} ${c.url}`)).toEqual([
      'GET /api/v1/start',
      'POST /api/v1/schools/S01/students/123',
    ]);
    expect(header(calls[1], 'X-XSRF-TOKEN')).toBe('fresh');
    expect(header(calls[1], 'Content-Type')).toBe('application/json');
    expect(JSON.parse(String(calls[1]?.init.body))).toEqual({
      birthday: '20000101',
      phoneNumber: '09012345678',
    });
  });

  it('builds the query string, leaving out empty values', async () => {
    answers.push(() => json(200, { schoolList: [] }));
    await callApi('schools', { query: { areaCode: '13' } });
    answers.push(() => json(200, { schoolList: [] }));
    await callApi('schools', { query: {} });
    expect(calls.map((c) => c.url)).toEqual(['/api/v1/schools?areaCode=13', '/api/v1/schools']);
    expect(toQueryString({ a: undefined, b: null, c: 0, d: false, e: ['x', 'y'] })).toBe(
      '?c=0&d=false&e=x&e=y',
    );
  });

  it('parses error bodies into ApiFailure', async () => {
    answers.push(() =>
      json(400, {
        errorType: 'validationError',
        messages: ['bad'],
        fields: { birthday: '無効な日付です。' },
      }),
    );
    const error = await callApi('me').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiFailure);
    expect(error).toMatchObject({
      errorType: 'validationError',
      status: 400,
      method: 'GET',
      url: '/api/v1/me',
      messages: ['bad'],
      fields: { birthday: '無効な日付です。' },
      // The error catalogue picks endpoint-specific messages by name, not by URL.
      endpoint: 'me',
    });
  });

  it('falls back on the status when the error body is unreadable', async () => {
    answers.push(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(callApi('me')).rejects.toMatchObject({
      errorType: 'serverError',
      status: 502,
    });
    answers.push(() => new Response('', { status: 404 }));
    await expect(callApi('me')).rejects.toMatchObject({
      errorType: 'notFound',
      status: 404,
    });
    answers.push(() => new Response('{not json', { status: 200 }));
    await expect(callApi('me')).rejects.toMatchObject({
      errorType: 'serverError',
      status: 200,
    });
  });

  it('reports a network failure as connectionRefused', async () => {
    answers.push(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(callApi('me')).rejects.toMatchObject({
      errorType: 'connectionRefused',
      status: 0,
    });
  });

  it('gives up after 30 s with requestTimeout', async () => {
    vi.useFakeTimers();
    answers.push(
      () =>
        new Promise<Response>((_, reject) => {
          const signal = calls[0]?.init.signal;
          signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    );
    const pending = callApi('me').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(limits.apiTimeoutMs - 1);
    expect(calls[0]?.init.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ errorType: 'requestTimeout', url: '/api/v1/me' });
  });

  it("passes a caller's cancellation through as is (not as a failure)", async () => {
    const controller = new AbortController();
    answers.push(
      () =>
        new Promise<Response>((_, reject) => {
          calls[0]?.init.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    );
    const pending = callApi('me', { signal: controller.signal }).catch((e: unknown) => e);
    await Promise.resolve();
    await Promise.resolve();
    controller.abort();
    const error = await pending;
    expect(error).not.toBeInstanceOf(ApiFailure);
    expect((error as DOMException).name).toBe('AbortError');
  });
});

describe('fillPath', () => {
  it('refuses a missing parameter', () => {
    expect(() => fillPath('/a/{id}', {})).toThrow(/id/);
  });
});
