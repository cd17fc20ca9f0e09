import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AccessLogRead } from '@tayori/contract';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';
import type { Principal } from '../identity/auth';
import type { AuditEntity, AuditEntry } from './audit';
import { AccessBuffer, type AccessRow } from './access-buffer';

/**
 * Reads of students' personal data on record (docs/decisions/access-log.md): every answer that
 * carries them writes one entry in the audit log, beside the writes — who, in which role, what,
 * which students (or how many), when and from which address — so the 「操作ログ」 answers "who
 * looked at this student" as it answers "who changed them".
 */

/**
 * The most students an entry lists by id; an answer with more (a school's CSV, a whole-school
 * notice's read status) is recorded with its count and what chose them (the conditions, the
 * notice), which name them again: a GIN index over 10,000 ids per entry would cost every such
 * answer far more than it carries.
 */
export const ACCESS_LOG_LISTED_MAX = 1000;

export interface AccessEntry {
  /** The answer (the contract's endpoint name). */
  read: AccessLogRead;
  /** What kind of record was read. */
  entity: AuditEntity;
  /** The record read (a student's id, a notice's), absent for a search. */
  recordId?: string | number;
  /** The students the answer carried (a stream's first ACCESS_LOG_LISTED_MAX + 1 may do). */
  studentIds: readonly string[];
  /** How many it carried, when more than studentIds (a stream that stopped listing them). */
  studentCount?: number;
  /** What chose the students (a search's conditions). */
  conditions?: Record<string, unknown>;
  /** An answer that also changes something (a temporary password issued): the write's action. */
  action?: AuditEntry['action'];
  /** Written before the answer goes, not handed to the writer (an entry that is also a write). */
  wait?: true;
}

/**
 * Databases whose reads go unrecorded: only the benchmark's second API, which measures what the
 * record costs beside the same rows with it (docs/performance.md). Nothing in the portal calls it.
 */
const unrecorded = new WeakSet<Db>();
export const leaveReadsUnrecorded = (db: Db) => void unrecorded.add(db);

/** Who asked and from where: the route's call (platform/http/http.ts). */
export interface Asker {
  principal: Principal;
  req: Pick<FastifyRequest, 'ip'>;
}

/** Each database's writer, while a server on it runs (startAccessLog). */
const buffers = new WeakMap<Db, AccessBuffer>();

/**
 * Starts the access log's writer for the server (server.ts): the instance's start entry now, and
 * on close what waits, then its stop entry.
 */
export async function startAccessLog(app: FastifyInstance, db: Db): Promise<void> {
  const buffer = new AccessBuffer(db, app.log);
  await db.insert(auditLog).values(buffer.marker('access-log-start'));
  buffers.set(db, buffer);
  app.addHook('onClose', async () => {
    buffers.delete(db);
    await buffer.flush();
    if (buffer.waiting > 0)
      app.log.error({ waiting: buffer.waiting }, 'access log entries lost on close');
    else await db.insert(auditLog).values(buffer.marker('access-log-stop'));
  });
}

/** Writes what waits to be written (tests, before they read the log). */
export const flushAccessLog = async (db: Db) => buffers.get(db)?.flush();

/**
 * Records one answer's read: handed to the writer (access-buffer.ts), or — for an entry that is
 * also a write (`wait`), or with no writer running — inserted before the answer goes. A student
 * reading their own data is not recorded (it is theirs).
 */
export async function recordAccess(db: Db, { principal, req }: Asker, entry: AccessEntry) {
  const ids = entry.studentIds;
  const count = entry.studentCount ?? ids.length;
  if (principal.userType === 'STUDENT' && ids.every((id) => id === principal.userId)) return;
  if (unrecorded.has(db)) return;
  const row: AccessRow = {
    actorUserId: principal.userId,
    actorRole: principal.roleType,
    address: req.ip ?? null,
    action: entry.action ?? 'read',
    entity: entry.entity,
    entityId: entry.recordId === undefined ? '' : String(entry.recordId),
    detail: { endpoint: entry.read, ...given(entry.conditions) },
    studentIds: count <= ACCESS_LOG_LISTED_MAX ? [...ids] : null,
    studentCount: count,
  };
  const buffer = buffers.get(db);
  if (buffer && !entry.wait) buffer.add(row);
  else await db.insert(auditLog).values(row);
}

/**
 * A stream's batches passed on as they are, its students counted (the first listed), and its
 * entry recorded when it ends — also when the client stops reading half-way, with what was sent.
 * A failed record fails the stream, so the download breaks instead of the read going unrecorded.
 */
export async function* recordedBatches<Row>(
  batches: AsyncIterable<readonly Row[]>,
  idOf: (row: Row) => string,
  record: (ids: string[], count: number) => Promise<void>,
): AsyncGenerator<readonly Row[]> {
  const ids: string[] = [];
  let count = 0;
  try {
    for await (const batch of batches) {
      for (const row of batch) if (count++ < ACCESS_LOG_LISTED_MAX) ids.push(idOf(row));
      yield batch;
    }
  } finally {
    await record(ids, count);
  }
}

/** The conditions given (a search's empty ones travel as null: left out of the entry). */
function given(conditions: Record<string, unknown> | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key in conditions)
    if (conditions[key] !== null && conditions[key] !== undefined) out[key] = conditions[key];
  return out;
}

/** The student ids of directory trees (school year → department → course → students). */
export function studentIdsOfTrees(
  trees: readonly {
    departments: readonly { courses: readonly { students: readonly { id: string }[] }[] }[];
  }[],
): string[] {
  const ids: string[] = [];
  for (const y of trees)
    for (const d of y.departments)
      for (const c of d.courses) for (const s of c.students) ids.push(s.id);
  return ids;
}
