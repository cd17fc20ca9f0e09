import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { UserType } from '@tayori/contract';
import { usePanelData } from './panel-data';

vi.mock('../../shared/auth/oidc', () => ({ getIdToken: async () => 'token' }));
afterEach(() => vi.unstubAllGlobals());

/** Each call's answer as the contract shapes it (the panels' data is empty). */
const answers: Record<string, unknown> = {
  '/api/v1/users/menus': { categories: [] },
  '/api/v1/users/notices/unread': { unreadNoticeList: [], unreadNoticeTotalCount: 0 },
  '/api/v1/users/attendances': { isDisplay: false, attendances: [] },
  '/api/v1/users/literacy': { result: 'UNTESTED' },
};

/** Answers every call from `answers` once `release` is called; records the paths asked for. */
function serve() {
  const paths: string[] = [];
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  vi.stubGlobal('fetch', async (input: string) => {
    const path = new URL(input, 'http://localhost').pathname;
    paths.push(path);
    await released;
    return new Response(JSON.stringify(answers[path]), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return { paths, release };
}

function renderFor(userType: UserType | undefined) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, ...renderHook(() => usePanelData(userType), { wrapper }) };
}

describe("/home's panel data", () => {
  it("asks for a student's panels at once and says so when every answer is in the cache", async () => {
    const server = serve();
    const { result, client } = renderFor('STUDENT');
    await waitFor(() => expect(server.paths).toHaveLength(4));
    expect([...server.paths].sort()).toEqual(
      [
        '/api/v1/users/attendances',
        '/api/v1/users/literacy',
        '/api/v1/users/menus',
        '/api/v1/users/notices/unread',
      ].sort(),
    );
    expect(result.current).toBe(false);
    server.release();
    await waitFor(() => expect(result.current).toBe(true));
    expect(client.getQueryData(['literacy'])).toEqual({ result: 'UNTESTED' });
  });

  it("asks only for a tutor's own panels", async () => {
    const server = serve();
    server.release();
    const { result } = renderFor('TUTOR');
    await waitFor(() => expect(result.current).toBe(true));
    expect(server.paths).toEqual(['/api/v1/users/menus']);
  });

  it('asks for nothing while the user type is not known', async () => {
    const server = serve();
    server.release();
    const { result } = renderFor(undefined);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.paths).toEqual([]);
    expect(result.current).toBe(false);
  });
});
