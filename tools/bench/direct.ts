/**
 * Entries whose platform function has no endpoint yet (types.ts BenchEntry.direct): a bare Fastify
 * app beside the API calls the function with the API's own database (drizzle, its pool, its
 * prepared statements), as a route would after its auth and validation. The baseline serves the
 * same path with the same SQL; both answer through JSON.stringify, so the bytes compare.
 */
import Fastify from 'fastify';
import { tokyoDateOf } from '@tayori/contract';
import type { Db } from '@tayori/api/db/client';
import { BENCH_USER_HEADER, type Running } from './servers';
import type { BenchEntry } from './types';

export const routeOf = (entry: BenchEntry) => entry.path.replace(/\{(\w+)\}/g, ':$1');

export async function startDirect(db: Db, entries: BenchEntry[]): Promise<Running> {
  const app = Fastify({ logger: false });
  for (const entry of entries) {
    const call = entry.direct;
    if (!call) continue;
    app.route({
      method: entry.method,
      url: routeOf(entry),
      handler: async (req) => {
        const header = req.headers[BENCH_USER_HEADER];
        const now = new Date();
        return call(db, {
          userId: typeof header === 'string' ? header : null,
          params: req.params as Record<string, string>,
          query: req.query as Record<string, string>,
          today: tokyoDateOf(now),
          now,
        });
      },
    });
  }
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, url, close: () => app.close() };
}
