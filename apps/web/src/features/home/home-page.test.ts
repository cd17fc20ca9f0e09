import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { Me, UserType } from '@tayori/contract';
import { prefetchFirstFrame } from './home-page';

vi.mock('../../shared/auth/oidc', () => ({ getIdToken: async () => 'token' }));
afterEach(() => vi.unstubAllGlobals());

function meOf(userType: UserType): Me {
  return {
    userId: 'u-1',
    userType,
    roleType: null,
    lastName: '山田',
    firstName: '花子',
    emailAddress: 'hanako@example.jp',
    schoolName: null,
  };
}

/** Each call's answer as the contract shapes it (the panels' data is empty). */
const answers: Record<string, unknown> = {
  '/contents/attention/attentions.json': [],
  '/api/v1/users/menus': { categories: [] },
  '/api/v1/users/notices/unread': { unreadNoticeList: [], unreadNoticeTotalCount: 0 },
  '/api/v1/users/attendances': { isDisplay: false, attendances: [] },
  '/api/v1/users/literacy': { result: 'UNTESTED' },
};

/** Answers /api/v1/me with `me` and the other calls from `answers`; records the paths asked for. */
function serve(me: Me): string[] {
  const paths: string[] = [];
  vi.stubGlobal('fetch', async (input: string) => {
    const path = new URL(input, 'http://localhost').pathname;
    paths.push(path);
    const body = path === '/api/v1/me' ? me : answers[path];
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return paths;
}

async function settle(client: QueryClient) {
  await vi.waitFor(() => expect(client.isFetching()).toBe(0));
}

describe('/home first load', () => {
  it("asks for a student's panels ahead, once /api/v1/me tells which panels they are", async () => {
    const paths = serve(meOf('STUDENT'));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await prefetchFirstFrame(client, 'sub-1');
    await settle(client);
    expect(paths.sort()).toEqual(
      [
        '/api/v1/me',
        '/api/v1/users/attendances',
        '/api/v1/users/literacy',
        '/api/v1/users/menus',
        '/api/v1/users/notices/unread',
        '/contents/attention/attentions.json',
      ].sort(),
    );
  });

  it("asks only for a tutor's own panels", async () => {
    const paths = serve(meOf('TUTOR'));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await prefetchFirstFrame(client, 'sub-2');
    await settle(client);
    expect(paths.sort()).toEqual(
      ['/api/v1/me', '/api/v1/users/menus', '/contents/attention/attentions.json'].sort(),
    );
  });

  it('asks only for the attention items when nobody is known', async () => {
    const paths = serve(meOf('STUDENT'));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await prefetchFirstFrame(client);
    await settle(client);
    expect(paths).toEqual(['/contents/attention/attentions.json']);
  });
});
