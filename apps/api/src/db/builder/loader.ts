/**
 * Batched loading: rows are buffered per column and written with
 * `INSERT … SELECT … FROM unnest($1::uuid[], $2::text[], …)`, one statement per batch, a few
 * batches in flight on PostgreSQL. PGlite gets the same statements one at a time. The demo seed
 * and the benchmark generator both write through it (transaction-runner.ts; tools/generate/runners.ts).
 */

export interface SqlRunner {
  /** How many statements may run at once. */
  parallel: number;
  query(text: string, values?: unknown[]): Promise<unknown[]>;
  close(): Promise<void>;
}

const BUILTIN = new Set([
  'uuid',
  'text',
  'int2',
  'int4',
  'int8',
  'bool',
  'date',
  'timestamptz',
  'numeric',
]);

/** `[column, type]`; types other than the built-ins above are sent as text and cast (enums, jsonb, text[]). */
export type Columns = readonly (readonly [string, string])[];

export class Loader {
  private readonly inflight = new Set<Promise<void>>();
  private failure: unknown = null;
  readonly counts = new Map<string, number>();

  constructor(
    readonly runner: SqlRunner,
    private readonly batchSize = 5_000,
  ) {}

  table(name: string, columns: Columns): TableWriter {
    return new TableWriter(this, name, columns, this.batchSize);
  }

  /** Runs a statement, waiting first while the maximum number of statements is in flight. */
  async submit(table: string, rows: number, text: string, values: unknown[]): Promise<void> {
    if (this.failure) throw this.failure;
    while (this.inflight.size >= this.runner.parallel) await Promise.race(this.inflight);
    const p: Promise<void> = this.runner
      .query(text, values)
      .then(() => {
        this.counts.set(table, (this.counts.get(table) ?? 0) + rows);
      })
      .catch((err: unknown) => {
        this.failure ??= new Error(`Loading ${table} failed: ${(err as Error).message}`, {
          cause: err,
        });
      })
      .finally(() => this.inflight.delete(p));
    this.inflight.add(p);
  }

  /** Waits for every statement in flight; throws the first failure. */
  async drain(): Promise<void> {
    await Promise.all(this.inflight);
    if (this.failure) throw this.failure;
  }
}

export class TableWriter {
  private readonly buffers: unknown[][];
  private readonly sql: string;
  private size = 0;

  constructor(
    private readonly loader: Loader,
    private readonly name: string,
    columns: Columns,
    private readonly batchSize: number,
  ) {
    this.buffers = columns.map(() => []);
    const names = columns.map(([c]) => `"${c}"`).join(', ');
    const select = columns
      .map(([, type], i) => (BUILTIN.has(type) ? `c${i}` : `c${i}::${type}`))
      .join(', ');
    const arrays = columns
      .map(([, type], i) => `$${i + 1}::${BUILTIN.has(type) ? type : 'text'}[]`)
      .join(', ');
    const aliases = columns.map((_c, i) => `c${i}`).join(', ');
    this.sql = `INSERT INTO "${name}" (${names}) SELECT ${select} FROM unnest(${arrays}) AS u(${aliases})`;
  }

  /** Adds one row (values in column order); flushes a full batch. */
  async add(...values: unknown[]): Promise<void> {
    for (let i = 0; i < this.buffers.length; i++) this.buffers[i]!.push(values[i] ?? null);
    if (++this.size >= this.batchSize) await this.flush();
  }

  async flush(): Promise<void> {
    if (this.size === 0) return;
    const values = this.buffers.map((b) => b.splice(0));
    const rows = this.size;
    this.size = 0;
    await this.loader.submit(this.name, rows, this.sql, values);
  }
}
