/** Seconds since `from` (a performance.now() reading). */
export const secondsSince = (from: number) => (performance.now() - from) / 1000;

/** Resolves once `done` answers true, asking every 100 ms (a queue drained, a count reached). */
export async function until(done: () => Promise<boolean>): Promise<void> {
  while (!(await done())) await new Promise((r) => setTimeout(r, 100));
}
