/** Driving one side: prepared requests with tokens, the load child, combining rounds. */
import type { ChildProcess } from 'node:child_process';
import type { DatasetSample } from '../generate/sample';
import type { LoadJob, LoadResult, RequestSpec } from './load';
import { BENCH_USER_HEADER, type Signer } from './servers';
import type { BenchEntry, Principal } from './types';

export const principalLabel = (p: Principal) => (typeof p === 'string' ? p : `${p.role}@school 0`);

export function usersFor(entry: BenchEntry, sample: DatasetSample): (string | null)[] {
  if (entry.users) return entry.users(sample);
  const p = entry.principal;
  if (p === 'anonymous') return [null];
  if (p === 'student') return sample.studentIds;
  return typeof p === 'string' ? sample.staffByRole[p] : sample.staffForBigSchool[p.role];
}

/** ID tokens by user id, signed once per run. */
const tokens = new Map<string, string>();

/** Up to 2,000 prepared requests, rotating over the entry's users (each with its own token). */
export async function specsFor(
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
export function load(child: ChildProcess, job: Omit<LoadJob, 'id'>): Promise<LoadResult> {
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

export async function send(
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
export function combine(runs: LoadResult[]): LoadResult {
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

/**
 * The ratio of a run: the median over its rounds of API req/s ÷ baseline req/s, each round's two
 * sides measured one right after the other (main.ts alternates which goes first). On two shared
 * cores one side's round can read a fifth under the next; the ratio of the mean rates then moves
 * with a single such round, the median of the pairs does not (decisions/tooling.md).
 */
export function roundRatios(api: LoadResult[], baseline: LoadResult[]) {
  const ratios = api.flatMap((a, i) => {
    const b = baseline[i]?.requestsPerSec ?? 0;
    return b > 0 ? [a.requestsPerSec / b] : [];
  });
  const sorted = [...ratios].sort((x, y) => x - y);
  const mid = sorted.length >> 1;
  const median =
    sorted.length === 0
      ? null
      : sorted.length % 2
        ? sorted[mid]!
        : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return { median, ratios };
}

/** The unrecorded side of an entry, and the share of its req/s the API keeps with the record. */
export function unrecordedResult(
  apiRuns: LoadResult[],
  side: { runs: LoadResult[]; cpuUs: number },
  cpuMs: (side: { cpuUs: number }, r: LoadResult) => number,
) {
  const result = combine(side.runs);
  const shares = roundRatios(apiRuns, side.runs);
  return {
    unrecorded: { ...result, cpuMsPerRequest: cpuMs(side, result) },
    recordedShare: shares.median,
    recordedShareRounds: shares.ratios,
  };
}

/** Lets requests still in flight after a run finish, so they do not mix into the next measurement. */
export const settle = () => new Promise((r) => setTimeout(r, 500));

export const mb = (n: number) => Math.round((n / 2 ** 20) * 10) / 10;
