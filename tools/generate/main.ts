/**
 * `npm run generate -- --students 50000 [--seed 1] [--database-url postgres://…] [--pglite-dir path]
 *  [--reset] [--notices 2000] [--staff N] [--now ISO] [--out file.json] [--parallel 3]`
 *
 * Generates a school group into an empty database (migrated first) and writes the ids a benchmark
 * needs to tools/bench/.data/<name>.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { generateDataset } from './generate';
import {
  dataDir,
  databaseName,
  DEFAULT_DATABASE_URL,
  GENERATOR_VERSION,
  migrationsHash,
  preparePglite,
  preparePostgres,
  writeFingerprint,
  type Fingerprint,
} from './database';
import { Loader, type SqlRunner } from '@tayori/api/db/builder';
import { pgliteRunner, postgresRunner } from './runners';

const { values: args } = parseArgs({
  options: {
    students: { type: 'string', default: '50000' },
    seed: { type: 'string', default: '1' },
    'database-url': { type: 'string' },
    'pglite-dir': { type: 'string' },
    reset: { type: 'boolean', default: false },
    notices: { type: 'string' },
    staff: { type: 'string' },
    now: { type: 'string' },
    out: { type: 'string' },
    parallel: { type: 'string', default: '3' },
  },
});

const int = (name: string, v: string | undefined) => {
  if (v === undefined) return undefined;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} must be a whole number, got ${v}`);
  return n;
};

async function main() {
  const students = int('students', args.students)!;
  const seed = int('seed', args.seed)!;
  const notices = int('notices', args.notices);
  const staff = int('staff', args.staff);
  const now = args.now ? new Date(args.now) : new Date();
  if (Number.isNaN(now.getTime())) throw new Error(`--now must be an ISO instant, got ${args.now}`);
  const fingerprint: Fingerprint = {
    generator: GENERATOR_VERSION,
    students,
    seed,
    notices: notices ?? null,
    staff: staff ?? null,
    migrations: migrationsHash(),
  };

  const started = Date.now();
  let runner: SqlRunner;
  let name: string;
  let closeDb = async () => {};
  const url = args['database-url'] ?? (args['pglite-dir'] ? undefined : DEFAULT_DATABASE_URL);
  if (url) {
    name = databaseName(url);
    console.log(`Preparing PostgreSQL database ${name}${args.reset ? ' (reset)' : ''}…`);
    await preparePostgres(url, args.reset);
    runner = await postgresRunner(url, int('parallel', args.parallel));
  } else {
    const dir = resolve(args['pglite-dir']!);
    name = basename(dir);
    console.log(`Preparing PGlite data directory ${dir}${args.reset ? ' (reset)' : ''}…`);
    const { database, client } = await preparePglite(dir, args.reset);
    runner = pgliteRunner(client);
    closeDb = () => database.close();
  }
  console.log(
    `Migrated in ${ms(Date.now() - started)}. Generating ${students.toLocaleString('en')} students (seed ${seed})…`,
  );

  const loadStarted = Date.now();
  const loader = new Loader(runner);
  const result = await generateDataset(loader, {
    students,
    seed,
    now,
    notices,
    staff,
    vacuum: Boolean(url),
    onPhase: (phase, took) => console.log(`  ${phase.padEnd(26)} ${ms(took).padStart(8)}`),
  });
  await runner.close();
  await closeDb();
  if (url) await writeFingerprint(url, fingerprint);
  const loadMs = Date.now() - loadStarted;

  const rows = Object.values(result.counts).reduce((a, b) => a + b, 0);
  console.log(
    `\nRows written (${ms(loadMs)}, ${Math.round(rows / (loadMs / 1000)).toLocaleString('en')} rows/s):`,
  );
  for (const [table, n] of Object.entries(result.counts))
    console.log(`  ${table.padEnd(22)} ${n.toLocaleString('en').padStart(10)}`);
  const out = resolve(args.out ?? join(dataDir, `${name}.json`));
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(
    out,
    JSON.stringify({ fingerprint, counts: result.counts, ...result.sample }, null, 1),
  );
  console.log(`\nSample ids: ${out}\nTotal ${ms(Date.now() - started)}.`);
}

function ms(n: number): string {
  return n < 1000 ? `${n} ms` : `${(n / 1000).toFixed(1)} s`;
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
