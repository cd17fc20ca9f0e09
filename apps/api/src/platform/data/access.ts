import type { FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import type { AccessLogRead } from '@tayori/contract';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';
import type { Principal } from '../identity/auth';
import type { AuditEntity, AuditEntry } from './audit';
import { preparedStatement } from './prepared';

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
}

/** Who asked and from where: the route's call (platform/http/http.ts). */
export interface Asker {
  principal: Principal;
  req: Pick<FastifyRequest, 'ip'>;
}

const insertAccess = preparedStatement(
  'record_access',
  sql`insert into ${auditLog} (actor_user_id, actor_role, address, action, entity, entity_id,
      detail, student_ids, student_count)
    values (${sql.placeholder('actor')}, ${sql.placeholder('role')}, ${sql.placeholder('address')},
      ${sql.placeholder('action')}, ${sql.placeholder('entity')}, ${sql.placeholder('recordId')},
      ${sql.placeholder('detail')}::jsonb, ${sql.placeholder('studentIds')}::uuid[],
      ${sql.placeholder('count')})`,
);

/**
 * Records one answer's read, in the request, before the answer goes: an entry that cannot be
 * written fails the request rather than leave a read off the record. A student reading their own
 * data is not recorded (it is theirs).
 */
export async function recordAccess(db: Db, { principal, req }: Asker, entry: AccessEntry) {
  const ids = entry.studentIds;
  const count = entry.studentCount ?? ids.length;
  if (principal.userType === 'STUDENT' && ids.every((id) => id === principal.userId)) return;
  await insertAccess(db).execute({
    actor: principal.userId,
    role: principal.roleType,
    address: req.ip ?? null,
    action: entry.action ?? 'read',
    entity: entry.entity,
    recordId: entry.recordId === undefined ? '' : String(entry.recordId),
    detail: JSON.stringify({ endpoint: entry.read, ...(entry.conditions ?? {}) }),
    studentIds: count <= ACCESS_LOG_LISTED_MAX ? listOf(ids) : null,
    count,
  });
}

/** A uuid[] parameter as PostgreSQL's array text (both drivers send it as it is). */
const listOf = (ids: readonly string[]) => `{${ids.join(',')}}`;

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
