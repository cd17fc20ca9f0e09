import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';
import { preparedStatement } from './prepared';

/**
 * The access log's writer (docs/decisions/access-log.md): a read's entry is handed over here and
 * written within FLUSH_MS with the other entries of that moment, one multi-row insert — the
 * answer does not wait a round trip and a commit for it (a synchronous insert cost a third of the
 * student detail's req/s, docs/performance.md). It is never dropped quietly:
 *
 * - a failed write keeps its entries and is tried again every RETRY_MS, logged each time;
 * - while PENDING_MAX entries wait (the database refuses them), reads fail instead of answering
 *   without their record;
 * - closing the server writes what waits, then the instance's stop entry; each instance writes a
 *   start entry when it starts, so a start without its stop marks an instance that ended without
 *   closing (killed), whose last FLUSH_MS of reads may be missing — on the record, not silently.
 */

export type AccessRow = typeof auditLog.$inferInsert;

const FLUSH_MS = 100;
const BATCH_MAX = 500;
const PENDING_MAX = 20_000;
const RETRY_MS = 1000;

export class AccessBuffer {
  private pending: AccessRow[] = [];
  private timer: NodeJS.Timeout | undefined;
  private chain: Promise<void> = Promise.resolve();
  readonly instance = randomUUID();

  constructor(
    private readonly db: Db,
    private readonly log: Pick<FastifyBaseLogger, 'error'>,
  ) {}

  /** Takes an entry to write; throws while too many wait (the read then fails, unrecorded). */
  add(row: AccessRow): void {
    if (this.pending.length >= PENDING_MAX)
      throw new Error(`access log: ${this.pending.length} entries wait to be written`);
    this.pending.push(row);
    if (this.pending.length >= BATCH_MAX) void this.flush();
    else this.schedule(FLUSH_MS);
  }

  /** Writes every waiting entry (one write at a time); resolves when they are written or kept. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.chain = this.chain.then(() => this.write());
    return this.chain;
  }

  /** Entries not yet written. */
  get waiting(): number {
    return this.pending.length;
  }

  /** The instance's start or stop entry. */
  marker(action: 'access-log-start' | 'access-log-stop'): AccessRow {
    const detail = { instance: this.instance, host: hostname(), pid: process.pid };
    return { action, entity: 'access-log', entityId: this.instance, detail };
  }

  private schedule(ms: number) {
    if (this.timer) return;
    this.timer = setTimeout(() => void this.flush(), ms);
    this.timer.unref();
  }

  private async write(): Promise<void> {
    while (this.pending.length > 0) {
      const batch = this.pending.slice(0, BATCH_MAX);
      try {
        await insertRows(this.db).execute(columnsOf(batch));
      } catch (err) {
        this.log.error({ err, waiting: this.pending.length }, 'access log entries not written yet');
        this.schedule(RETRY_MS);
        return;
      }
      // Entries added while it was written wait behind the batch.
      this.pending.splice(0, batch.length);
    }
  }
}

/**
 * One statement for a batch of any size: each column one text array, unnested into rows. Building
 * a multi-row insert with the query builder cost the API a tenth of a millisecond per entry.
 *
 * Its commit does not wait for the WAL to reach the disk (`synchronous_commit` off for this
 * statement's transaction alone: `set_config(…, true)` ends with it, so no pooled connection keeps
 * it). Waiting cost the student search and detail about a tenth of their req/s beside the same
 * answers unrecorded; not waiting, a crash of the database server (not of the portal) can lose
 * the entries of its last moment, at most three times `wal_writer_delay` (0.6 s by default) —
 * the same bound in kind as the writer's own 0.1 s (docs/decisions/access-log.md).
 */
const insertRows = preparedStatement(
  'record_access',
  sql`with async_commit as (select set_config('synchronous_commit', 'off', true))
    insert into ${auditLog} (actor_user_id, actor_role, address, action, entity, entity_id,
      detail, student_ids, student_count)
    select a::uuid, r, ip, act, e, eid, d::jsonb, s::uuid[], c::int
    from async_commit, unnest(${sql.placeholder('actors')}::text[], ${sql.placeholder('roles')}::text[],
      ${sql.placeholder('addresses')}::text[], ${sql.placeholder('actions')}::text[],
      ${sql.placeholder('entities')}::text[], ${sql.placeholder('entityIds')}::text[],
      ${sql.placeholder('details')}::text[], ${sql.placeholder('students')}::text[],
      ${sql.placeholder('counts')}::text[]) as t(a, r, ip, act, e, eid, d, s, c)`,
);

/** PostgreSQL's array text of values (each quoted; null as NULL): one parameter for both drivers. */
export function arrayText(values: readonly (string | null | undefined)[]): string {
  const quoted = values.map((v) =>
    v === null || v === undefined ? 'NULL' : `"${v.replace(/[\\"]/g, (c) => `\\${c}`)}"`,
  );
  return `{${quoted.join(',')}}`;
}

function columnsOf(rows: readonly AccessRow[]) {
  const column = (of: (r: AccessRow) => string | null | undefined) => arrayText(rows.map(of));
  return {
    actors: column((r) => r.actorUserId),
    roles: column((r) => r.actorRole),
    addresses: column((r) => r.address),
    actions: column((r) => r.action),
    entities: column((r) => r.entity),
    entityIds: column((r) => r.entityId),
    details: column((r) => (r.detail === undefined ? null : JSON.stringify(r.detail))),
    // Ids are uuids (read from the database or checked by the route): nothing in them to quote.
    students: column((r) => (r.studentIds ? `{${r.studentIds.join(',')}}` : null)),
    counts: column((r) => String(r.studentCount ?? 0)),
  };
}
