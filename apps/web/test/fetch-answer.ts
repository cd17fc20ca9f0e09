import { vi } from 'vitest';

/** Every fetch answers 200 with `answer` as JSON (a screen whose one call's answer the test sets). */
export function stubFetchAnswer(answer: () => unknown): void {
  vi.stubGlobal(
    'fetch',
    async () =>
      new Response(JSON.stringify(answer()), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
}
