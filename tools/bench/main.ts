/**
 * `npm run bench [-- --students 5000,50000 --duration 10 --connections 50 --rounds 2 --rate 300 --only me,areas --regenerate]`
 *
 * For each dataset size: reuse or generate the dataset on PostgreSQL, start the real API in this
 * process and the baseline beside it, drive every entry of endpoints.ts that the contract has with
 * autocannon (in a child process), and print and record req/s, latency, errors, RSS and the ratio
 * to the baseline, then how latency grows from the smallest to the largest dataset.
 *
 * Closed loop by default: each connection sends its next request when the answer arrives, so mean
 * latency ≈ connections ÷ req/s. `--rate` drives both sides at a fixed request rate instead, for
 * latency at a given load (the ratio column then only shows whether a side fell behind).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { endpoints } from '@tayori/contract';
import type { DatasetSample } from '../generate/sample';
import { ensureDataset, type Dataset } from './datasets';
import { entries } from './endpoints';
import type { LoadJob, LoadResult, RequestSpec } from './load';
import {
  growth,
  printGrowth,
  printScale,
  writeResults,
  type EntryResult,
  type ScaleResult,
} from './report';
import {
  BENCH_USER_HEADER,
  baselinePrefix,
  createSigner,
  startApi,
  startBaseline,
  type Signer,
} from './servers';
import { captureSql, normalizeSql } from './sql-capture';
import type { BenchEntry, Principal } from './types';

const { values: args } = parseArgs({
  options: {
    students: { type: 'string', default: '5000,50000' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    connections: { type: 'string', default: '50' },
    rounds: { type: 'string', default: '2' },
    rate: { type: 'string' },
    only: { type: 'string' },
    seed: { type: 'string', default: '1' },
    regenerate: { type: 'boolean', default: false },
    'database-url': {
      type: 'string',
      default: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    },
  },
});

const principalLabel = (p: Principal) => (typeof p === 'string' ? p : `${p.role}@school 0`);

function usersFor(entry: BenchEntry, sample: DatasetSample): (string | null)[] {
  if (entry.users) return entry.users(sample);
  const p = entry.principal;
  if (p === 'anonymous') return [null];
  if (p === 'student') return sample.studentIds;
  return typeof p === 'string' ? sample.staffByRole[p] : sample.staffForBigSchool[p.role];
}

/** ID tokens by user id, signed once per run. */
const tokens = new Map<string, string>();

/** Up to 2,000 prepared requests, rotating over the entry's users (each with its own token). */
async function specsFor(
  entry: BenchEntry,
  sample: DatasetSample,
  signer: Signer,
): Promise<RequestSpec[]> {
  const users = usersFor(entry, sample);
  if (users.length === 0)
    throw new Error(
      `${entry.name}: the dataset has no user for ${principalLabel(entry.principal)}`,
    );
  const specs: RequestSpec[] = [];
  for (let i = 0; i < Math.min(2000, Math.max(users.length, 100)); i++) {
    const user = users[i % users.length]!;
    if (user && !tokens.has(user)) tokens.set(user, await signer.sign(user));
    const r = entry.request(sample, user, i);
    const path = entry.path.replace(/\{(\w+)\}/g, (_m, k: string) =>
      encodeURIComponent(String(r.params?.[k] ?? '')),
    );
    const qs = r.query
      ? `?${new URLSearchParams(Object.entries(r.query).map(([k, v]) => [k, String(v)]))}`
      : '';
    // Browsers always send the XSRF cookie; unsafe methods echo it in the header.
    const headers: Record<string, string> = { cookie: 'XSRF-TOKEN=bench' };
    if (entry.method !== 'GET') headers['x-xsrf-token'] = 'bench';
    if (user)
      Object.assign(headers, {
        authorization: `Bearer ${tokens.get(user)}`,
        [BENCH_USER_HEADER]: user,
      });
    if (r.body !== undefined) headers['content-type'] = 'application/json';
    specs.push({
      method: entry.method,
      path: path + qs,
      headers,
      ...(r.body !== undefined ? { body: JSON.stringify(r.body) } : {}),
    });
  }
  return specs;
}

let jobId = 0;
function load(child: ChildProcess, job: Omit<LoadJob, 'id'>): Promise<LoadResult> {
  const id = ++jobId;
  return new Promise((resolve, reject) => {
    const onMessage = (m: { id: number; result?: LoadResult; error?: string }) => {
      if (m.id !== id) return;
      child.off('message', onMessage);
      if (m.error) reject(new Error(m.error));
      else resolve(m.result!);
    };
    child.on('message', onMessage);
    child.send({ ...job, id });
  });
}

async function send(
  base: string,
  spec: RequestSpec,
  prefix = '',
): Promise<{ status: number; body: string }> {
  const res = await fetch(base + prefix + spec.path, {
    method: spec.method,
    headers: spec.headers,
    body: spec.body,
  });
  return { status: res.status, body: await res.text() };
}

/** Several runs of one side as one result: rates and percentiles averaged, counts summed. */
function combine(runs: LoadResult[]): LoadResult {
  const mean = (f: (r: LoadResult) => number) => runs.reduce((a, r) => a + f(r), 0) / runs.length;
  const sum = (f: (r: LoadResult) => number) => runs.reduce((a, r) => a + f(r), 0);
  const statusCodes: Record<string, number> = {};
  for (const r of runs)
    for (const [code, n] of Object.entries(r.statusCodes))
      statusCodes[code] = (statusCodes[code] ?? 0) + n;
  return {
    requestsPerSec: mean((r) => r.requestsPerSec),
    total: sum((r) => r.total),
    latency: {
      p50: mean((r) => r.latency.p50),
      p90: mean((r) => r.latency.p90),
      p99: mean((r) => r.latency.p99),
      max: Math.max(...runs.map((r) => r.latency.max)),
      mean: mean((r) => r.latency.mean),
    },
    errors: sum((r) => r.errors),
    timeouts: sum((r) => r.timeouts),
    non2xx: sum((r) => r.non2xx),
    statusCodes,
    durationSec: sum((r) => r.durationSec),
  };
}

/** Lets requests still in flight after a run finish, so they do not mix into the next measurement. */
const settle = () => new Promise((r) => setTimeout(r, 500));

const mb = (n: number) => Math.round((n / 2 ** 20) * 10) / 10;

async function runScale(
  ds: Dataset,
  active: BenchEntry[],
  signer: Signer,
  child: ChildProcess,
): Promise<ScaleResult> {
  const api = await startApi(ds.url, signer);
  const baseline = await startBaseline(ds.url, active);
  const opts = {
    duration: Number(args.duration),
    warmup: Number(args.warmup),
    connections: Number(args.connections),
    rounds: Math.max(1, Number(args.rounds)),
    rate: args.rate ? Number(args.rate) : undefined,
  };
  const results: EntryResult[] = [];
  const rssIdleMb = mb(process.memoryUsage().rss);
  try {
    for (const [index, entry] of active.entries()) {
      if (
        !api.app.hasRoute({ method: entry.method, url: entry.path.replace(/\{(\w+)\}/g, ':$1') })
      ) {
        console.log(`  ${entry.name}: in the contract but not served yet: skipped.`);
        continue;
      }
      const specs = await specsFor(entry, ds.sample, signer);
      const startedAt = new Date();
      // One request each, alone, to compare the statements both sides run.
      await settle();
      let first = { status: 0, body: '' };
      let baseFirst = { status: 0, body: '' };
      const apiSql = await captureSql(async () => (first = await send(api.url, specs[0]!)));
      const baselineSql = await captureSql(
        async () => (baseFirst = await send(baseline.url, specs[0]!, baselinePrefix(index))),
      );
      const sqlMatch =
        apiSql.map(normalizeSql).join('\n') === baselineSql.map(normalizeSql).join('\n');
      const connections = entry.connections ?? opts.connections;
      const baseSpecs = specs.map((s) => ({ ...s, path: baselinePrefix(index) + s.path }));
      const rounds = entry.amount ? 1 : opts.rounds;
      const job = {
        connections,
        duration: opts.duration / rounds,
        amount: entry.amount,
        rate: entry.amount ? undefined : opts.rate,
      };
      const sides = {
        api: { specs, url: api.url, runs: [] as LoadResult[], cpuUs: 0 },
        baseline: { specs: baseSpecs, url: baseline.url, runs: [] as LoadResult[], cpuUs: 0 },
      };
      if (!entry.amount && opts.warmup > 0) {
        for (const side of Object.values(sides))
          await load(child, { ...job, specs: side.specs, url: side.url, duration: opts.warmup });
        await settle();
      }
      process.stdout.write(`  ${entry.name} [${principalLabel(entry.principal)}]:`);
      // API, baseline, baseline, API…: a machine getting busier or quieter during the run favours neither.
      const samples: number[] = [];
      for (let r = 0; r < rounds; r++) {
        for (const name of r % 2 === 0
          ? (['api', 'baseline'] as const)
          : (['baseline', 'api'] as const)) {
          const side = sides[name];
          const timer =
            name === 'api'
              ? setInterval(() => samples.push(process.memoryUsage().rss), 200)
              : undefined;
          const cpuBefore = process.cpuUsage();
          side.runs.push(await load(child, { ...job, specs: side.specs, url: side.url }));
          const cpu = process.cpuUsage(cpuBefore);
          side.cpuUs += cpu.user + cpu.system;
          clearInterval(timer);
          if (name === 'api') samples.push(process.memoryUsage().rss);
          process.stdout.write(` ${name} ${Math.round(side.runs.at(-1)!.requestsPerSec)} req/s;`);
          await settle();
        }
      }
      console.log('');
      const apiResult = combine(sides.api.runs);
      const baseResult = combine(sides.baseline.runs);
      // CPU of this process per answered request: steadier than req/s when the machine is shared.
      const cpuMs = (side: { cpuUs: number }, r: LoadResult) =>
        r.total > 0 ? side.cpuUs / 1000 / r.total : NaN;
      await entry.cleanup?.(baseline.q, startedAt);
      results.push({
        name: entry.name,
        method: entry.method,
        path: entry.path,
        principal: principalLabel(entry.principal),
        target: entry.target,
        connections,
        sqlMatch,
        ...(sqlMatch ? {} : { apiSql, baselineSql }),
        ...(first.status >= 300 ? { firstError: first } : {}),
        ...(baseFirst.status >= 300 ? { baselineFirstError: baseFirst } : {}),
        api: {
          ...apiResult,
          cpuMsPerRequest: cpuMs(sides.api, apiResult),
          rssPeakMb: mb(Math.max(...samples)),
          rssMeanMb: mb(samples.reduce((a, b) => a + b, 0) / samples.length),
        },
        baseline: { ...baseResult, cpuMsPerRequest: cpuMs(sides.baseline, baseResult) },
        ratio:
          baseResult.requestsPerSec > 0
            ? apiResult.requestsPerSec / baseResult.requestsPerSec
            : null,
      });
    }
  } finally {
    await api.close();
    await baseline.close();
  }
  return {
    students: ds.students,
    database: ds.name,
    generatedMs: ds.generatedMs,
    rssIdleMb,
    entries: results,
  };
}

async function main() {
  const startedAt = new Date();
  const inContract = new Set(Object.values(endpoints).map((e) => `${e.method} ${e.path}`));
  const only = args.only?.split(',').map((s) => s.trim());
  const selected = entries.filter((e) => !only || only.includes(e.name));
  const active = selected.filter((e) => inContract.has(`${e.method} ${e.path}`));
  const skipped = selected.filter((e) => !active.includes(e)).map((e) => `${e.method} ${e.path}`);
  if (skipped.length) console.log(`Not in the contract yet, skipped: ${skipped.join(', ')}`);
  const scales = args.students.split(',').map(Number);
  const signer = await createSigner();
  const child = fork(join(dirname(fileURLToPath(import.meta.url)), 'load.ts'), [], {
    stdio: 'inherit',
  });
  const results: ScaleResult[] = [];
  try {
    for (const students of scales) {
      const ds = await ensureDataset(args['database-url'], students, {
        seed: Number(args.seed),
        regenerate: args.regenerate,
      });
      console.log(
        `Benchmarking ${ds.name}: ${active.length} endpoints, ${args.connections} connections, ${args.duration} s each…`,
      );
      const result = await runScale(ds, active, signer, child);
      results.push(result);
      printScale(result);
    }
  } finally {
    child.disconnect();
  }
  const g = growth(results);
  printGrowth(g);
  const options = { ...args, scales };
  const file = writeResults({ options, skipped, scales: results, growth: g }, startedAt);
  console.log(`\nResults: ${file}`);
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err instanceof Error ? (err.stack ?? err.message) : err);
    process.exit(1);
  },
);
