/** Printing the result tables and writing the JSON record of a run. */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LoadResult } from './load';

/** bench/results/ at the repository root: committed, so runs can be compared; ignored by prettier and eslint. */
export const resultsDir = join(dirname(fileURLToPath(import.meta.url)), '../../bench/results');

export interface EntryResult {
  name: string;
  method: string;
  path: string;
  principal: string;
  target?: string;
  connections: number;
  /** Whether the baseline ran the same statements as the API (null: not checked). */
  sqlMatch: boolean | null;
  apiSql?: string[];
  baselineSql?: string[];
  /** Whether the baseline's first answer was the API's, byte for byte (but for `answerVaries`). */
  answerMatch: boolean;
  apiAnswer?: string;
  baselineAnswer?: string;
  /** Status and body of the first API answer when it was not 2xx. */
  firstError?: { status: number; body: string };
  baselineFirstError?: { status: number; body: string };
  /** cpuMsPerRequest: CPU time of the bench process (API and idle baseline) per answered request. */
  api: LoadResult & {
    cpuMsPerRequest: number;
    /** CPU per request of the first pass over every distinct request (first calls of each user). */
    firstPassCpuMsPerRequest?: number;
    rssPeakMb: number;
    rssMeanMb: number;
  };
  baseline: (LoadResult & { cpuMsPerRequest: number }) | null;
  /** The median over the rounds of API req/s ÷ baseline req/s (drive.ts roundRatios). */
  ratio: number | null;
  /** Each round's API req/s ÷ baseline req/s, in the order run. */
  roundRatios?: number[];
  /** The API's mean req/s over all rounds ÷ the baseline's (runs before 2026-11-26 15:27 UTC: their ratio). */
  meanRatio?: number | null;
  /** The same requests to the API whose reads go unrecorded, in the same rounds (`unrecorded`). */
  unrecorded?: LoadResult & { cpuMsPerRequest: number };
  /** The median over the rounds of API req/s ÷ unrecorded req/s: what the record leaves. */
  recordedShare?: number | null;
  /** Each round's API req/s ÷ unrecorded req/s. */
  recordedShareRounds?: number[];
}

export interface ScaleResult {
  students: number;
  database: string;
  generatedMs: number | null;
  rssIdleMb: number;
  entries: EntryResult[];
}

const f = (n: number | null | undefined, digits = 1) =>
  n === null || n === undefined || Number.isNaN(n) ? '–' : n.toFixed(digits);

function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

export function printScale(s: ScaleResult): void {
  console.log(`\n== ${s.students.toLocaleString('en')} students (${s.database}) ==`);
  const rows = s.entries.map((e) => [
    `${e.name} [${e.principal}]`,
    `${e.connections}`,
    f(e.api.requestsPerSec, 0),
    f(e.api.latency.p50, 2),
    f(e.api.latency.p99, 2),
    `${e.api.errors + e.api.timeouts}/${e.api.non2xx}`,
    f(e.baseline?.requestsPerSec, 0),
    e.baseline ? `${e.baseline.errors + e.baseline.timeouts}/${e.baseline.non2xx}` : '–',
    f(e.baseline?.latency.p50, 2),
    f(e.baseline?.latency.p99, 2),
    e.ratio === null ? '–' : `${Math.round(e.ratio * 100)}%`,
    spread(e.roundRatios),
    `${f(e.api.cpuMsPerRequest, 2)}/${f(e.baseline?.cpuMsPerRequest, 2)}`,
    f(e.api.rssPeakMb, 0),
    e.sqlMatch === null ? '–' : e.sqlMatch ? 'same' : 'DIFF',
    e.answerMatch ? 'same' : 'DIFF',
  ]);
  console.log(
    table(
      [
        'endpoint [principal]',
        'conn',
        'req/s',
        'p50 ms',
        'p99 ms',
        'err/non2xx',
        'base req/s',
        'base err',
        'base p50',
        'base p99',
        'ratio',
        'rounds',
        'CPU ms/req',
        'RSS MB',
        'SQL',
        'answer',
      ],
      rows,
    ),
  );
  for (const e of s.entries) {
    if (e.firstError)
      console.log(
        `  ! ${e.name}: the API answered ${e.firstError.status} ${e.firstError.body.slice(0, 200)}`,
      );
    if (e.baselineFirstError) {
      console.log(
        `  ! ${e.name}: the baseline answered ${e.baselineFirstError.status} ${e.baselineFirstError.body.slice(0, 200)}`,
      );
    }
  }
  for (const e of s.entries.filter((x) => x.unrecorded)) {
    const share = e.recordedShare ?? null;
    console.log(
      `  ${e.name}: ${f(e.api.requestsPerSec, 0)} req/s with its access-log record, ${f(e.unrecorded!.requestsPerSec, 0)} without, in the same rounds: ${share === null ? '–' : `${Math.round(share * 100)}%`} (rounds ${spread(e.recordedShareRounds)}; CPU ms/req ${f(e.api.cpuMsPerRequest, 2)}/${f(e.unrecorded!.cpuMsPerRequest, 2)})`,
    );
  }
  for (const e of s.entries.filter((x) => x.sqlMatch === false)) {
    console.log(
      `  ! ${e.name}: the baseline's SQL differs from the API's. API ran:\n${indent(e.apiSql)}\n    baseline ran:\n${indent(e.baselineSql)}`,
    );
  }
  for (const e of s.entries.filter((x) => !x.answerMatch)) {
    console.log(
      `  ! ${e.name}: the baseline's answer differs from the API's. API:\n      ${e.apiAnswer?.slice(0, 400)}\n    baseline:\n      ${e.baselineAnswer?.slice(0, 400)}`,
    );
  }
}

/** The lowest and highest round's ratio, as percentages. */
const spread = (ratios: number[] = []) =>
  ratios.length < 2
    ? '–'
    : `${Math.round(Math.min(...ratios) * 100)}–${Math.round(Math.max(...ratios) * 100)}%`;

const indent = (lines: string[] = []) =>
  lines.map((l) => `      ${l.replace(/\s+/g, ' ')}`).join('\n');

export interface Growth {
  name: string;
  from: number;
  to: number;
  p50: [number, number];
  p99: [number, number];
  p50Ratio: number;
  p99Ratio: number;
}

export function growth(scales: ScaleResult[]): Growth[] {
  if (scales.length < 2) return [];
  const small = scales[0]!;
  const large = scales[scales.length - 1]!;
  return large.entries.flatMap((e) => {
    const before = small.entries.find((x) => x.name === e.name);
    if (!before) return [];
    return [
      {
        name: e.name,
        from: small.students,
        to: large.students,
        p50: [before.api.latency.p50, e.api.latency.p50] as [number, number],
        p99: [before.api.latency.p99, e.api.latency.p99] as [number, number],
        p50Ratio: e.api.latency.p50 / before.api.latency.p50,
        p99Ratio: e.api.latency.p99 / before.api.latency.p99,
      },
    ];
  });
}

export function printGrowth(rows: Growth[]): void {
  if (rows.length === 0) return;
  console.log(
    `\n== Latency growth ${rows[0]!.from.toLocaleString('en')} → ${rows[0]!.to.toLocaleString('en')} students (API) ==`,
  );
  console.log(
    table(
      ['endpoint', 'p50 small', 'p50 large', 'p50 ×', 'p99 small', 'p99 large', 'p99 ×'],
      rows.map((g) => [
        g.name,
        f(g.p50[0], 2),
        f(g.p50[1], 2),
        f(g.p50Ratio, 2),
        f(g.p99[0], 2),
        f(g.p99[1], 2),
        f(g.p99Ratio, 2),
      ]),
    ),
  );
}

function git(args: string[]): string {
  try {
    return execFileSync('git', args, {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return '';
  }
}

export function writeResults(record: Record<string, unknown>, startedAt: Date): string {
  const sha = git(['rev-parse', '--short', 'HEAD']) || 'nogit';
  const dirty = git(['status', '--porcelain']).length > 0;
  const file = join(
    resultsDir,
    `${startedAt.toISOString().slice(0, 19).replace(/:/g, '-')}Z-${sha}.json`,
  );
  mkdirSync(resultsDir, { recursive: true });
  const machine = {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model,
    memoryGb: Math.round(totalmem() / 2 ** 30),
    node: process.version,
  };
  writeFileSync(
    file,
    JSON.stringify(
      { startedAt: startedAt.toISOString(), git: { sha, dirty }, machine, ...record },
      null,
      1,
    ),
  );
  return file;
}
