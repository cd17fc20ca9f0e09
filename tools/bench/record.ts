/**
 * Recording what the API runs for an entry: two of its requests (the first two of its rotation,
 * which differ in user or parameters where the entry's requests differ) sent to the API one at a
 * time while node-postgres is watched, each after the user's principal is looked up, as for every
 * call but a session's first. An entry whose call changes what its next call does (a read mark)
 * is recorded on its second call, as the timed runs see it after their first pass. The baseline
 * replays what is learnt from them (replay.ts).
 */
import { tokyoDateOf } from '@tayori/contract';
import type { RequestSpec } from './load';
import { send } from './drive';
import { learnRecording, type Recording, type RequestInput, type Take } from './replay';
import { BENCH_USER_HEADER } from './servers';
import { captureStatements } from './sql-capture';
import type { BenchEntry } from './types';

/** The request a spec makes, as the baseline's route sees it (path parameters and query as text). */
export function inputOf(entry: BenchEntry, spec: RequestSpec, now: Date): RequestInput {
  const [path = '', search = ''] = spec.path.split('?');
  const actual = path.split('/');
  const params: Record<string, string> = {};
  entry.path.split('/').forEach((segment, i) => {
    const name = /^\{(\w+)\}$/.exec(segment)?.[1];
    if (name) params[name] = decodeURIComponent(actual[i] ?? '');
  });
  return {
    userId: spec.headers[BENCH_USER_HEADER] ?? null,
    params,
    query: Object.fromEntries(new URLSearchParams(search)),
    body: spec.body === undefined ? undefined : (JSON.parse(spec.body) as unknown),
    today: tokyoDateOf(now),
    now,
  };
}

export interface Recorded {
  recording: Recording;
  /** The API's answer to the first request, and the texts it ran for it (the report's `apiSql`). */
  first: { status: number; body: string };
  apiSql: string[];
}

/**
 * Sends the entry's first two requests to `entryUrl` (the API, or the direct server beside it)
 * and learns the recording. A write's changes stay: the caller's cleanup undoes them.
 */
export async function recordEntry(
  entry: BenchEntry,
  apiUrl: string,
  entryUrl: string,
  specs: RequestSpec[],
): Promise<Recorded> {
  try {
    return await recordOnce(entry, apiUrl, entryUrl, specs);
  } catch (err) {
    // Seen once in a whole 50k run, right after a 50-connection entry: one take ran the
    // principal lookup and the other did not. A second recording shows whether the API really
    // runs different statements per request.
    console.warn(`${entry.name}: recording again (${(err as Error).message.split('\n')[0]})`);
    return recordOnce(entry, apiUrl, entryUrl, specs);
  }
}

async function recordOnce(
  entry: BenchEntry,
  apiUrl: string,
  entryUrl: string,
  specs: RequestSpec[],
): Promise<Recorded> {
  const takes: (Take & { answer: { status: number; body: string } })[] = [];
  for (const spec of [specs[0]!, specs[1] ?? specs[0]!]) {
    if (entry.recordSecondCall) await send(entryUrl, spec);
    else if (spec.headers.authorization)
      await send(apiUrl, { method: 'GET', path: '/api/v1/me', headers: spec.headers });
    const from = new Date();
    let answer = { status: 0, body: '' };
    const statements = await captureStatements(async () => (answer = await send(entryUrl, spec)));
    takes.push({ statements, input: inputOf(entry, spec, from), from, to: new Date(), answer });
  }
  const [a, b] = takes as [(typeof takes)[0], (typeof takes)[0]];
  return {
    recording: learnRecording(entry.name, a, b),
    first: a.answer,
    apiSql: a.statements.map((s) => s.text),
  };
}
