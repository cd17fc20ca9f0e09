/**
 * The first screen's GET calls, started by the entry (app/preload.ts) while the screen's code is
 * still on its way: the API client and TanStack Query come with that code, a round trip later.
 * The caller of the same URL takes the answer, once, during the first screen's load; any later
 * call asks the server again.
 */
const FIRST_SCREEN_MS = 10_000;

const started = new Map<string, { response: Promise<Response>; at: number }>();

export function startEarlyGet(url: string, idToken: string | undefined): void {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (idToken && url.startsWith('/api/')) headers.Authorization = `Bearer ${idToken}`;
  const response = fetch(url, { headers, credentials: 'same-origin' });
  response.catch(() => undefined); // a failure is reported by the caller that takes it
  started.set(url, { response, at: Date.now() });
}

/**
 * The early answer for `url` (path and query), if the entry asked for it moments ago. `signal`
 * stops the wait for it as it would stop a fetch (the caller's cancel or timeout).
 */
export function takeEarlyGet(url: string, signal?: AbortSignal): Promise<Response> | undefined {
  const early = started.get(url);
  started.delete(url);
  if (!early || Date.now() - early.at >= FIRST_SCREEN_MS) return undefined;
  if (!signal) return early.response;
  return Promise.race([
    early.response,
    new Promise<never>((_, reject) => {
      if (signal.aborted) reject(signal.reason);
      signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    }),
  ]);
}
