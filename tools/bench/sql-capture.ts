/**
 * Records the SQL text node-postgres sends while a function runs, by wrapping Client#query. Used to
 * check that an entry's baseline runs the same statements as the API (one request at a time), and
 * sends the same answer.
 */
import pg from 'pg';

type QueryFn = (this: pg.Client, ...args: unknown[]) => unknown;

let sink: string[] | null = null;
let installed = false;

function install() {
  if (installed) return;
  installed = true;
  const proto = pg.Client.prototype as unknown as { query: QueryFn };
  const original = proto.query;
  proto.query = function (this: pg.Client, ...args: unknown[]) {
    if (sink) {
      const first = args[0] as string | { text?: string } | undefined;
      const text = typeof first === 'string' ? first : first?.text;
      if (text) sink.push(text);
    }
    return original.apply(this, args);
  };
}

export async function captureSql(fn: () => Promise<unknown>): Promise<string[]> {
  install();
  const mine: string[] = [];
  sink = mine;
  try {
    await fn();
  } finally {
    sink = null;
  }
  return mine;
}

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
