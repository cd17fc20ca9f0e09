/**
 * `npm run bench [-- --students 5000,50000 --duration 10 --connections 50 --rounds 5 --rate 300 --pool 4 --only me,areas --regenerate]`
 *
 * For each dataset size: reuse or generate the dataset on PostgreSQL, start the real API in this
 * process and the baseline beside it, drive every entry of endpoints.ts that the contract has with
 * autocannon (in a child process), and print and record req/s, latency, errors, RSS and the ratio
 * to the baseline, then how latency grows from the smallest to the largest dataset. The baseline
 * is the best this stack does for the same SQL and the same answer: the API's own statements,
 * recorded from it and replayed (servers.ts startBaseline, replay.ts).
 *
 * `--duration` is each side's time, split into `--rounds` rounds; the ratio is the median of the
 * rounds' ratios (drive.ts roundRatios), with the lowest and highest round beside it.
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
import { ensureDataset, type Dataset } from './datasets';
import { routeOf, startDirect } from './direct';
import {
  combine,
  load,
  mb,
  principalLabel,
  roundRatios,
  send,
  settle,
  specsFor,
  unrecordedResult,
} from './drive';
import { entries } from './endpoints';
import type { LoadResult } from './load';
import { recordEntry } from './record';
import {
  growth,
  printGrowth,
  printScale,
  writeResults,
  type EntryResult,
  type ScaleResult,
} from './report';
import {
  baselinePrefix,
  createSigner,
  defaultPoolSize,
  startApi,
  startBaseline,
  type Signer,
} from './servers';
import { captureSql, normalizeSql, sameAnswer } from './sql-capture';
import type { BenchEntry } from './types';
import { leaveReadsUnrecorded } from '@tayori/api/platform/data/access';
import { databaseUrlOption } from './database-url';

const { values: args } = parseArgs({
  options: {
    students: { type: 'string', default: '5000,50000' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    connections: { type: 'string', default: '50' },
    rounds: { type: 'string', default: '5' },
    rate: { type: 'string' },
    pool: { type: 'string', default: String(defaultPoolSize()) },
    only: { type: 'string' },
    seed: { type: 'string', default: '1' },
    regenerate: { type: 'boolean', default: false },
    'database-url': databaseUrlOption(),
  },
});

async function runScale(
  ds: Dataset,
  active: BenchEntry[],
  signer: Signer,
  child: ChildProcess,
): Promise<ScaleResult> {
  const poolSize = Number(args.pool);
  const api = await startApi(ds.url, signer, poolSize);
  // The rows also measured without the access log: a second API on the same dataset, reads unrecorded.
  const quiet = active.some((e) => e.unrecorded) ? await startApi(ds.url, signer, poolSize) : null;
  if (quiet) leaveReadsUnrecorded(quiet.database.db);
  for (const entry of active) await entry.setup?.(api.database.db);
  const direct = await startDirect(api.database.db, active);
  const baseline = await startBaseline(ds.url, active, poolSize);
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
      const apiUrl = entry.direct ? direct.url : api.url;
      if (!entry.direct && !api.app.hasRoute({ method: entry.method, url: routeOf(entry) })) {
        console.log(`  ${entry.name}: in the contract but not served yet: skipped.`);
        continue;
      }
      const specs = await specsFor(entry, ds.sample, signer);
      const startedAt = new Date();
      // The API's statements for the entry, recorded from it one request at a time, then the
      // baseline's first request, replaying them: the statements and answers of both compared.
      await settle();
      const { recording, first, apiSql } = await recordEntry(entry, api.url, apiUrl, specs);
      baseline.use(index, recording);
      // A write changed the state the baseline's request would see: undo it first (e.g. a read mark).
      await entry.cleanup?.(baseline.sql, startedAt);
      let baseFirst = { status: 0, body: '' };
      const baselineSql = await captureSql(
        async () => (baseFirst = await send(baseline.url, specs[0]!, baselinePrefix(index))),
      );
      if (entry.amount) await entry.cleanup?.(baseline.sql, startedAt);
      const sqlMatch =
        apiSql.map(normalizeSql).join('\n') === baselineSql.map(normalizeSql).join('\n');
      const answerMatch = sameAnswer(first.body, baseFirst.body, entry.answerVaries);
      const connections = entry.connections ?? opts.connections;
      const baseSpecs = specs.map((s) => ({ ...s, path: baselinePrefix(index) + s.path }));
      const rounds = entry.amount ? 1 : opts.rounds;
      const job = {
        connections,
        duration: opts.duration / rounds,
        amount: entry.amount,
        rate: entry.amount ? undefined : opts.rate,
      };
      const side = (sideSpecs: typeof specs, url: string) => ({
        specs: sideSpecs,
        url,
        runs: [] as LoadResult[],
        cpuUs: 0,
      });
      const sides = {
        api: side(specs, apiUrl),
        baseline: side(baseSpecs, baseline.url),
        ...(entry.unrecorded && quiet ? { unrecorded: side(specs, quiet.url) } : {}),
      };
      const order = Object.keys(sides) as (keyof typeof sides)[];
      let firstPassCpuUs = 0;
      if (!entry.amount && opts.warmup > 0) {
        for (const [name, side] of Object.entries(sides)) {
          // Every distinct request once first: each user's token verified and principal looked up,
          // each pool connection's statements prepared. A user's first call is not the steady state,
          // and on a busy machine a timed warm-up alone had not reached every user before the runs
          // (`me`, the first student entry, paid for them: 42% one day, 114% another).
          const cpuBefore = process.cpuUsage();
          const first = { ...job, amount: side.specs.length, rate: undefined };
          await load(child, { ...first, specs: side.specs, url: side.url });
          const cpu = process.cpuUsage(cpuBefore);
          if (name === 'api') firstPassCpuUs = cpu.user + cpu.system;
          await load(child, { ...job, specs: side.specs, url: side.url, duration: opts.warmup });
        }
        await settle();
      }
      process.stdout.write(`  ${entry.name} [${principalLabel(entry.principal)}]:`);
      // API, baseline (, unrecorded), then back: a machine getting busier or quieter favours none.
      const samples: number[] = [];
      for (let r = 0; r < rounds; r++) {
        for (const name of r % 2 === 0 ? order : [...order].reverse()) {
          const side = sides[name]!;
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
          // Writes (`amount`) start each side from the generated state: the same requests again
          // would meet the rows the other side made (a group name already taken).
          if (entry.amount) await entry.cleanup?.(baseline.sql, startedAt);
        }
      }
      console.log('');
      const apiResult = combine(sides.api.runs);
      const baseResult = combine(sides.baseline.runs);
      const paired = roundRatios(sides.api.runs, sides.baseline.runs);
      // CPU of this process per answered request: steadier than req/s when the machine is shared.
      const cpuMs = (side: { cpuUs: number }, r: LoadResult) =>
        r.total > 0 ? side.cpuUs / 1000 / r.total : NaN;
      await entry.cleanup?.(baseline.sql, startedAt);
      results.push({
        name: entry.name,
        method: entry.method,
        path: entry.path,
        principal: principalLabel(entry.principal),
        target: entry.target,
        connections,
        sqlMatch,
        ...(sqlMatch ? {} : { apiSql, baselineSql }),
        answerMatch,
        ...(answerMatch ? {} : { apiAnswer: first.body, baselineAnswer: baseFirst.body }),
        ...(first.status >= 300 ? { firstError: first } : {}),
        ...(baseFirst.status >= 300 ? { baselineFirstError: baseFirst } : {}),
        api: {
          ...apiResult,
          cpuMsPerRequest: cpuMs(sides.api, apiResult),
          ...(firstPassCpuUs
            ? { firstPassCpuMsPerRequest: firstPassCpuUs / 1000 / specs.length }
            : {}),
          rssPeakMb: mb(Math.max(...samples)),
          rssMeanMb: mb(samples.reduce((a, b) => a + b, 0) / samples.length),
        },
        baseline: { ...baseResult, cpuMsPerRequest: cpuMs(sides.baseline, baseResult) },
        ratio: paired.median,
        roundRatios: paired.ratios,
        meanRatio:
          baseResult.requestsPerSec > 0
            ? apiResult.requestsPerSec / baseResult.requestsPerSec
            : null,
        ...(sides.unrecorded ? unrecordedResult(sides.api.runs, sides.unrecorded, cpuMs) : {}),
      });
    }
  } finally {
    await direct.close();
    await api.close();
    await quiet?.close();
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
  const active = selected.filter((e) => e.direct || inContract.has(`${e.method} ${e.path}`));
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
        `Benchmarking ${ds.name}: ${active.length} endpoints, ${args.connections} connections, pools of ${args.pool}, ${args.duration} s each…`,
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
