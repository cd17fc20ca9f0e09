/**
 * `npm run bench:profile -- --only me [--students 50000] [--side api|baseline] [--duration 10]
 *  [--connections 50] [--top 25]`
 *
 * Where one side's CPU goes for one entry: the same dataset, servers and requests as `npm run
 * bench`, driven for `--duration` seconds after a warm-up while the V8 sampling profiler records
 * this process (the load generator runs in its own). Writes tools/bench/.data/<entry>-<side>.cpuprofile
 * (open it in Chrome DevTools or VS Code) and prints the functions with the most self time, then
 * the same time by package (node_modules/<name>, apps/…, Node's own).
 */
import { fork } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { Session, type Profiler, type Runtime } from 'node:inspector/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { dataDir } from '../generate/database';
import { ensureDataset } from './datasets';
import { startDirect } from './direct';
import { load, settle, specsFor } from './drive';
import { entries } from './endpoints';
import type { RequestSpec } from './load';
import { recordEntry } from './record';
import {
  baselinePrefix,
  createSigner,
  defaultPoolSize,
  startApi,
  startBaseline,
  type Running,
  type Signer,
} from './servers';
import type { BenchEntry } from './types';
import { databaseUrlOption } from './database-url';

const { values: args } = parseArgs({
  options: {
    only: { type: 'string' },
    students: { type: 'string', default: '50000' },
    side: { type: 'string', default: 'api' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string' },
    top: { type: 'string', default: '25' },
    'database-url': databaseUrlOption(),
  },
});

/** Self time by key, in ms, largest first. */
function selfTimes(profile: Profiler.Profile, keyOf: (f: Runtime.CallFrame) => string) {
  const total = (profile.endTime - profile.startTime) / 1000;
  const hits = profile.nodes.reduce((a, n) => a + (n.hitCount ?? 0), 0) || 1;
  const byKey = new Map<string, number>();
  for (const n of profile.nodes)
    byKey.set(keyOf(n.callFrame), (byKey.get(keyOf(n.callFrame)) ?? 0) + (n.hitCount ?? 0));
  return [...byKey]
    .map(([key, h]) => ({ key, ms: (h / hits) * total }))
    .sort((a, b) => b.ms - a.ms);
}

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const where = (f: Runtime.CallFrame) => f.url.replace(`file://${root}/`, '');
const packageOf = (f: Runtime.CallFrame) => {
  const url = where(f);
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  if (pkg) return pkg;
  if (url.startsWith('node:')) return 'node';
  if (url === '') return f.functionName.startsWith('(') ? f.functionName : '(native)';
  return url.split('/').slice(0, 4).join('/');
};

/** The API, with the function of a direct entry served beside it (direct.ts). */
async function startApiSide(entry: BenchEntry, url: string, signer: Signer) {
  const api = await startApi(url, signer, defaultPoolSize());
  await entry.setup?.(api.database.db);
  if (!entry.direct) return { api, entryUrl: api.url, close: () => api.close() };
  const direct = await startDirect(api.database.db, [entry]);
  return { api, entryUrl: direct.url, close: () => direct.close().then(() => api.close()) };
}

/**
 * The side profiled, and the entry's requests (made once its setup has found what they name). The
 * baseline replays what the API ran for the entry's first requests (record.ts): the API is started
 * to record them, then closed.
 */
async function startSide(
  entry: BenchEntry,
  url: string,
  signer: Signer,
  sample: Parameters<typeof specsFor>[1],
): Promise<{ side: Running; specs: RequestSpec[] }> {
  const started = await startApiSide(entry, url, signer);
  const specs = await specsFor(entry, sample, signer);
  if (args.side !== 'baseline')
    return { side: { ...started.api, url: started.entryUrl, close: started.close }, specs };
  const startedAt = new Date();
  const { recording } = await recordEntry(entry, started.api.url, started.entryUrl, specs).finally(
    () => started.close(),
  );
  const baseline = await startBaseline(url, [entry], defaultPoolSize());
  baseline.use(0, recording);
  await entry.cleanup?.(baseline.sql, startedAt);
  return { side: baseline, specs };
}

async function main() {
  const entry = entries.find((e) => e.name === args.only);
  if (!entry)
    throw new Error(`--only must name one entry: ${entries.map((e) => e.name).join(', ')}`);
  const ds = await ensureDataset(args['database-url'], Number(args.students), {
    seed: 1,
    regenerate: false,
  });
  const signer = await createSigner();
  const { side, specs: apiSpecs } = await startSide(entry, ds.url, signer, ds.sample);
  const child = fork(join(dirname(fileURLToPath(import.meta.url)), 'load.ts'), [], {
    stdio: 'inherit',
  });
  const startedAt = new Date();
  const session = new Session();
  session.connect();
  try {
    const specs = apiSpecs.map((s) =>
      args.side === 'baseline' ? { ...s, path: baselinePrefix(0) + s.path } : s,
    );
    const job = {
      specs,
      url: side.url,
      connections: Number(args.connections ?? entry.connections ?? 50),
    };
    await load(child, { ...job, duration: Number(args.warmup) });
    await settle();
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 200 });
    await session.post('Profiler.start');
    const cpuBefore = process.cpuUsage();
    const result = await load(child, { ...job, duration: Number(args.duration) });
    const cpu = process.cpuUsage(cpuBefore);
    const { profile } = await session.post('Profiler.stop');
    const file = join(dataDir, `${entry.name.replace(/\W+/g, '_')}-${args.side}.cpuprofile`);
    writeFileSync(file, JSON.stringify(profile));
    const perRequest = (cpu.user + cpu.system) / 1000 / result.total;
    console.log(
      `${entry.name} (${args.side}, ${ds.name}): ${Math.round(result.requestsPerSec)} req/s, ` +
        `${perRequest.toFixed(3)} ms CPU per request; profile ${file}`,
    );
    const top = Number(args.top);
    const share = (ms: number) =>
      `${((ms / (profile.endTime - profile.startTime)) * 1e5).toFixed(1)}%`;
    console.log('\nSelf time by function:');
    for (const r of selfTimes(
      profile,
      (f) => `${f.functionName || '(anonymous)'} ${where(f)}:${f.lineNumber + 1}`,
    ).slice(0, top))
      console.log(`  ${share(r.ms).padStart(6)}  ${r.key}`);
    console.log('\nSelf time by package:');
    for (const r of selfTimes(profile, packageOf).slice(0, top))
      console.log(`  ${share(r.ms).padStart(6)}  ${r.key}`);
    if (entry.cleanup) {
      const pool = new pg.Pool({ connectionString: ds.url, max: 1 });
      await entry.cleanup((text, values) => pool.query(text, values), startedAt);
      await pool.end();
    }
  } finally {
    session.disconnect();
    child.disconnect();
    await side.close();
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err instanceof Error ? (err.stack ?? err.message) : err);
    process.exit(1);
  },
);
