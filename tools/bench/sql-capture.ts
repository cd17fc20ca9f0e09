/**
 * Records what node-postgres is asked to run while a function runs, by wrapping Client#query: each
 * statement's text, its values and the first row of its answer. The bench records the API this
 * way (record.ts) and the baseline replays the recording (replay.ts); comparing the texts of one
 * request of each checks that the baseline ran the same statements.
 */
import pg from 'pg';
import { JOB_APPLICATION_NAME } from '@tayori/api/platform/jobs';

/** One statement as the service sent it. */
export interface CapturedStatement {
  text: string;
  values: unknown[];
  /** The answer's first row as an array, in the select list's order (none: no row or not answered yet). */
  firstRow?: unknown[];
}

type QueryFn = (this: pg.Client, ...args: unknown[]) => unknown;

let sink: CapturedStatement[] | null = null;
const ACCESS_LOG_WRITE = /^insert into "audit_log" .*"student_count"/s;
let installed = false;

const rowOf = (row: unknown) =>
  Array.isArray(row) ? (row as unknown[]) : row ? Object.values(row) : undefined;

function install() {
  if (installed) return;
  installed = true;
  const proto = pg.Client.prototype as unknown as { query: QueryFn };
  const original = proto.query;
  proto.query = function (this: pg.Client, ...args: unknown[]) {
    // The job queue polls on its own connections, in the middle of a request: not the request's.
    const client = this as pg.Client & { connectionParameters?: { application_name?: string } };
    if (!sink || client.connectionParameters?.application_name === JOB_APPLICATION_NAME)
      return original.apply(this, args);
    const first = args[0] as string | { text?: string; values?: unknown[] } | undefined;
    const text = typeof first === 'string' ? first : first?.text;
    // The access log's writer inserts the entries of many requests at once, after they are
    // answered (platform/data/access-buffer.ts): not any one request's statement either.
    if (!text || ACCESS_LOG_WRITE.test(text)) return original.apply(this, args);
    const values = Array.isArray(args[1])
      ? (args[1] as unknown[])
      : typeof first === 'object'
        ? (first.values ?? [])
        : [];
    const captured: CapturedStatement = { text, values };
    sink.push(captured);
    const onResult = (res: unknown) => {
      captured.firstRow = rowOf((res as { rows?: unknown[] } | undefined)?.rows?.[0]);
    };
    // pg-pool passes a callback; drizzle on one client awaits the promise.
    const last = args.length - 1;
    if (typeof args[last] === 'function') {
      const callback = args[last] as (err: unknown, res: unknown) => void;
      args[last] = (err: unknown, res: unknown) => {
        if (!err) onResult(res);
        callback(err, res);
      };
      return original.apply(this, args);
    }
    const result = original.apply(this, args);
    if (result instanceof Promise) return result.then((res) => (onResult(res), res));
    return result;
  };
}

export async function captureStatements(fn: () => Promise<unknown>): Promise<CapturedStatement[]> {
  install();
  const mine: CapturedStatement[] = [];
  sink = mine;
  try {
    await fn();
  } finally {
    sink = null;
  }
  return mine;
}

/** The texts only: what the report compares and prints. */
export const captureSql = async (fn: () => Promise<unknown>): Promise<string[]> =>
  (await captureStatements(fn)).map((s) => s.text);

/** Lower-case, no identifier quotes, single spaces: formatting differences do not count. */
export function normalizeSql(text: string): string {
  return text
    .replace(/"/g, '')
    .replace(/\s+/g, ' ')
    .replace(/\( /g, '(')
    .replace(/ \)/g, ')')
    .trim()
    .toLowerCase();
}

/** Whether two answers are the same JSON, but for the top-level fields that differ by nature. */
export function sameAnswer(api: string, baseline: string, varies: string[] = []): boolean {
  if (varies.length === 0) return api === baseline;
  const without = (body: string) => {
    try {
      const parsed = JSON.parse(body) as Record<string, unknown>;
      for (const key of varies) delete parsed[key];
      return JSON.stringify(parsed);
    } catch {
      return body;
    }
  };
  return without(api) === without(baseline);
}
