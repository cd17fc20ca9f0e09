/**
 * The baseline's SQL is the API's own: the statements the service sent for two requests of an
 * entry (record.ts), with a rule for each value saying where it came from — the request (user,
 * path, query, body), the answer of an earlier statement (a new row's id), the clock, or nowhere
 * (a constant). Replaying a recording for another request runs the same texts with that
 * request's values. No SQL text or parameter list is written by hand in the bench.
 */
import type pg from 'pg';
import type { CapturedStatement } from './sql-capture';
import { statement } from './statement';
import type { Row, Statement } from './types';

/** What a request gives a statement's values: the baseline's input without its clock. */
export interface RequestInput {
  userId: string | null;
  params: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
  today: string;
  now: Date;
}

/** A capture and the request it was made for, with the instants around it. */
export interface Take {
  statements: CapturedStatement[];
  input: RequestInput;
  from: Date;
  to: Date;
}

type Rule =
  | { kind: 'constant'; value: unknown }
  | { kind: 'input'; source: string; as: string }
  | { kind: 'result'; statement: number; column: number; as: string }
  | { kind: 'now'; as: 'iso' | 'date' }
  | { kind: 'text'; source: string; template: string; was: string };

export interface Recording {
  statements: { statement: Statement; rules: Rule[] }[];
}

/** Transaction control runs as plain text on the transaction's connection, as drizzle sends it. */
const control = (text: string) => /^\s*(begin|commit|rollback)\b/i.test(text);

/** Named request values: the user, each path and query parameter, each top-level body field, today. */
function sources(input: RequestInput): Map<string, unknown> {
  const out = new Map<string, unknown>([
    ['userId', input.userId],
    ['today', input.today],
  ]);
  for (const [k, v] of Object.entries(input.params)) out.set(`params.${k}`, v);
  for (const [k, v] of Object.entries(input.query)) out.set(`query.${k}`, v);
  if (input.body && typeof input.body === 'object')
    for (const [k, v] of Object.entries(input.body as Record<string, unknown>))
      if (v === null || typeof v !== 'object') out.set(`body.${k}`, v);
  return out;
}

const same = (a: unknown, b: unknown) =>
  a !== null && a !== undefined && b !== null && b !== undefined && String(a) === String(b);
const typeOf = (v: unknown) => (v instanceof Date ? 'date' : typeof v);
const within = (v: unknown, t: Take) => {
  const at = v instanceof Date ? v.getTime() : typeof v === 'string' ? Date.parse(v) : NaN;
  return (
    /^\d{4}-\d\d-\d\dT/.test(v instanceof Date ? v.toISOString() : String(v)) &&
    at >= t.from.getTime() - 1000 &&
    at <= t.to.getTime() + 1000
  );
};

function convert(value: unknown, as: string): unknown {
  if (value === null || value === undefined) return value;
  if (as === 'number') return Number(value);
  if (as === 'string') return String(value);
  if (as === 'boolean') return value === true || value === 'true';
  if (as === 'date') return new Date(String(value));
  return value;
}

/** Where one value came from: the first rule that explains both takes. */
function ruleFor(a: Take, b: Take, i: number, j: number): Rule | undefined {
  const va = a.statements[i]!.values[j];
  const vb = b.statements[i]!.values[j];
  const sa = sources(a.input);
  const sb = sources(b.input);
  for (const [source, x] of sa)
    if (same(x, va) && same(sb.get(source), vb)) return { kind: 'input', source, as: typeOf(va) };
  for (let k = 0; k < i; k++) {
    const ra = a.statements[k]!.firstRow ?? [];
    const rb = b.statements[k]!.firstRow ?? [];
    for (let c = 0; c < ra.length; c++)
      if (same(ra[c], va) && same(rb[c], vb))
        return { kind: 'result', statement: k, column: c, as: typeOf(va) };
  }
  if (JSON.stringify(va) === JSON.stringify(vb)) return { kind: 'constant', value: va };
  if (within(va, a) && within(vb, b))
    return { kind: 'now', as: va instanceof Date ? 'date' : 'iso' };
  if (typeof va === 'string' && typeof vb === 'string')
    for (const [source, x] of sa) {
      const y = sb.get(source);
      if (typeof x !== 'string' || typeof y !== 'string' || x === y || !va.includes(x)) continue;
      if (va.split(x).join(y) === vb) return { kind: 'text', source, template: va, was: x };
    }
  return undefined;
}

/**
 * Learns a recording from two takes of one entry (two requests, differing in user or parameters
 * where the entry's requests differ). Throws when the takes ran different statements or a value
 * is explained by nothing: the replay would then not be the service's work.
 */
export function learnRecording(name: string, a: Take, b: Take): Recording {
  const texts = (t: Take) => t.statements.map((s) => s.text).join('\n');
  if (texts(a) !== texts(b))
    throw new Error(
      `${name}: the API ran different statements for two requests:\n${texts(a)}\n---\n${texts(b)}`,
    );
  return {
    statements: a.statements.map((s, i) => ({
      statement: control(s.text) ? { name: '', text: s.text } : statement(s.text),
      rules: s.values.map((_v, j) => {
        const rule = ruleFor(a, b, i, j);
        if (!rule)
          throw new Error(
            `${name}: value $${j + 1} of "${s.text.slice(0, 80)}…" (${String(s.values[j])} / ${String(b.statements[i]!.values[j])}) comes from nothing the bench knows`,
          );
        return rule;
      }),
    })),
  };
}

/** Runs a recording's statements for one request (the baseline's `replay`). */
export interface Replay {
  /** Statement `i` of the recording, in the recording's order; its rows as arrays. */
  rows<T extends Row = Row>(i: number): Promise<T[]>;
  /** Every statement in order; the rows of each. */
  all(): Promise<Row[][]>;
}

/** The replay of `recording` for `input` on `pool`; `done` ends a transaction left open (rollback). */
export function replayFor(
  pool: pg.Pool,
  recording: Recording,
  input: RequestInput,
): Replay & { done(): Promise<void> } {
  const results: Row[][] = [];
  let client: pg.PoolClient | null = null;
  const valueOf = (rule: Rule): unknown => {
    switch (rule.kind) {
      case 'constant':
        return rule.value;
      case 'input':
        return convert(sources(input).get(rule.source), rule.as);
      case 'result':
        return convert(results[rule.statement]?.[0]?.[rule.column], rule.as);
      case 'now':
        return rule.as === 'date' ? input.now : input.now.toISOString();
      case 'text':
        return rule.template.split(rule.was).join(String(sources(input).get(rule.source)));
    }
  };
  const rows = async <T extends Row>(i: number): Promise<T[]> => {
    const recorded = recording.statements[i];
    if (!recorded)
      throw new Error(`statement ${i} asked for: the API ran ${recording.statements.length}`);
    const { statement: s, rules } = recorded;
    let out: T[];
    if (!s.name) {
      if (/^\s*begin\b/i.test(s.text)) client = await pool.connect();
      const on = client ?? pool;
      await on.query(s.text);
      if (!/^\s*begin\b/i.test(s.text)) {
        client?.release();
        client = null;
      }
      out = [];
    } else {
      const values = rules.map(valueOf);
      out = (await (client ?? pool).query<T>({ ...s, values, rowMode: 'array' })).rows;
    }
    results[i] = out;
    return out;
  };
  return {
    rows,
    all: async () => {
      for (let i = 0; i < recording.statements.length; i++) await rows(i);
      return results;
    },
    done: async () => {
      if (!client) return;
      await client.query('rollback').catch(() => {});
      client.release();
      client = null;
    },
  };
}
