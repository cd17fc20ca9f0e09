/**
 * A bench's --database-url option. A bench that builds its own world gets a database of its own
 * (BENCH_<NAME>_DATABASE_URL, else tayori_<name>_bench, which it may drop: preparePostgres resets
 * only "bench" databases); the dataset benches share BENCH_DATABASE_URL, else the server's
 * postgres database, where the generator keeps its datasets.
 */
export function databaseUrlOption(ownWorld?: 'bounce' | 'mail' | 'reminder') {
  const fallback = ownWorld
    ? (process.env[`BENCH_${ownWorld.toUpperCase()}_DATABASE_URL`] ??
      `postgres://postgres@127.0.0.1:5432/tayori_${ownWorld}_bench`)
    : (process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  return { type: 'string', default: fallback } as const;
}
