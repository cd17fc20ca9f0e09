import { sql, type SQL } from 'drizzle-orm';
import {
  accessLogCountMax,
  accessLogNamedStudentsMax,
  tokyoStartOf,
  type AccessLogConditions,
  type AccessLogEntry,
  type AccessLogPage,
  type AccessLogQuery,
  type RoleType,
} from '@tayori/contract';
import type { Db } from '../../db/client';
import { containing } from '../../platform/data/like';
import { offsetOf } from '../../platform/data/paging';

/**
 * The 「操作ログ」's search (docs/decisions/access-log.md): the audit log's reads and writes, newest
 * first, by staff, student and period. A staff or student condition is first resolved to the
 * people it names (a part of a name or kana, an address, a 学籍番号), then the entries are found
 * through the indexes of migration 0029: (actor, at), the GIN of the students listed, and (at).
 */

/** The most people a name condition is resolved to: a part of a name names a few, not a school. */
const PEOPLE_MAX = 200;

/** The audit entities a write about one account names it by (its id in entity_id). */
const ACCOUNT_ENTITIES = sql`('student', 'user')`;

interface StoredEntry {
  id: number;
  at: string;
  actor_user_id: string | null;
  staff_name: string | null;
  actor_role: string | null;
  action: string;
  entity: string;
  entity_id: string;
  endpoint: string | null;
  named: string[] | null;
  student_count: number;
  address: string | null;
}

/** A statement's rows (node-postgres and PGlite both answer { rows }; drizzle types them loosely). */
async function rowsOf<T>(db: Db, statement: SQL): Promise<T[]> {
  return ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
}

const textOf = (value: string) => value.replace(/[\s\u3000]+/g, '');

/** Staff whose name, kana or address the text names. */
async function staffNamed(db: Db, text: string): Promise<string[]> {
  const part = containing(textOf(text));
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`
    select id from users where user_type = 'STAFF' and (
      last_name || first_name like ${part} or last_name_kana || first_name_kana like ${part}
      or lower(email) = lower(${text.trim()}))
    limit ${PEOPLE_MAX}`,
  );
  return rows.map((r) => r.id);
}

/** Students whose 学籍番号 the text is, or whose name or kana it is part of. */
async function studentsNamed(db: Db, text: string): Promise<string[]> {
  const part = containing(textOf(text));
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`
    select u.id from users u join students s on s.user_id = u.id
    where s.student_number = ${text.trim()} or u.last_name || u.first_name like ${part}
      or u.last_name_kana || u.first_name_kana like ${part}
    limit ${PEOPLE_MAX}`,
  );
  return rows.map((r) => r.id);
}

const uuids = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/** The conditions as SQL, or null when a name names nobody (nothing matches). */
export async function conditionsOf(db: Db, q: AccessLogConditions): Promise<SQL[] | null> {
  const parts: SQL[] = [];
  if (q.staff) {
    const ids = await staffNamed(db, q.staff);
    if (ids.length === 0) return null;
    parts.push(sql`a.actor_user_id = any(${uuids(ids)})`);
  }
  if (q.student) {
    const ids = await studentsNamed(db, q.student);
    if (ids.length === 0) return null;
    // Reads list the students; a write about one names it as its record.
    parts.push(sql`(a.student_ids && ${uuids(ids)} or (a.entity in ${ACCOUNT_ENTITIES}
      and a.entity_id = any(${`{${ids.join(',')}}`}::text[])))`);
  }
  if (q.from) parts.push(sql`a.at >= ${tokyoStartOf(q.from).toISOString()}::timestamptz`);
  if (q.to) parts.push(sql`a.at < ${tokyoStartOf(q.to, 24).toISOString()}::timestamptz`);
  if (q.kind === 'read') parts.push(sql`a.action = 'read'`);
  if (q.kind === 'write') parts.push(sql`a.action <> 'read'`);
  return parts;
}

const whereOf = (parts: readonly SQL[]) =>
  parts.length ? sql`where ${sql.join([...parts], sql` and `)}` : sql``;

/** Entries of the conditions, newest first: `after` continues below an entry (the CSV's batches). */
export async function entriesOf(
  db: Db,
  conditions: readonly SQL[],
  page: { limit: number; offset?: number; after?: { at: string; id: number } },
): Promise<AccessLogEntry[]> {
  const { after } = page;
  const where = whereOf(
    after
      ? [...conditions, sql`(a.at, a.id) < (${after.at}::timestamptz, ${after.id})`]
      : conditions,
  );
  const found = await rowsOf<StoredEntry>(
    db,
    sql`
    select a.id, to_char(a.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at,
      a.actor_user_id, u.last_name || ' ' || u.first_name as staff_name, a.actor_role, a.action,
      a.entity, a.entity_id, a.detail->>'endpoint' as endpoint,
      a.student_ids[1:${accessLogNamedStudentsMax}] as named, a.student_count, a.address
    from audit_log a left join users u on u.id = a.actor_user_id
    ${where}
    order by a.at desc, a.id desc
    limit ${page.limit} offset ${page.offset ?? 0}`,
  );
  return named(db, found);
}

/** The entries with their students' names as they are now. */
async function named(db: Db, rows: StoredEntry[]): Promise<AccessLogEntry[]> {
  const ids = new Set<string>();
  for (const r of rows) {
    for (const id of r.named ?? []) ids.add(id);
    if (isAccountWrite(r)) ids.add(r.entity_id);
  }
  const people = new Map<string, { uid: string; name: string; studentNumber: string | null }>();
  if (ids.size > 0) {
    const found = await rowsOf<{ id: string; name: string; student_number: string | null }>(
      db,
      sql`
      select u.id, u.last_name || ' ' || u.first_name as name, s.student_number
      from users u left join students s on s.user_id = u.id
      where u.id = any(${uuids([...ids])}) and u.user_type = 'STUDENT'`,
    );
    for (const p of found)
      people.set(p.id, { uid: p.id, name: p.name, studentNumber: p.student_number });
  }
  return rows.map((r) => {
    const write = r.action !== 'read';
    const listed = isAccountWrite(r) ? [r.entity_id] : (r.named ?? []);
    const students = listed.flatMap((id) => people.get(id) ?? []);
    return {
      id: Number(r.id),
      at: r.at,
      staffUserId: r.actor_user_id,
      staffName: r.staff_name,
      roleType: r.actor_role as RoleType | null,
      kind: write ? 'write' : 'read',
      operation: write ? r.action : (r.endpoint ?? r.entity),
      entity: r.entity,
      recordId: r.entity_id,
      students,
      studentCount: Math.max(Number(r.student_count), write ? students.length : 0),
      address: r.address,
    };
  });
}

const isAccountWrite = (r: StoredEntry) =>
  r.action !== 'read' && (r.entity === 'student' || r.entity === 'user') && isUuid(r.entity_id);
const isUuid = (s: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(s);

/** One page and the number of matches, counted up to accessLogCountMax. */
export async function searchAccessLog(db: Db, q: AccessLogQuery): Promise<AccessLogPage> {
  const conditions = await conditionsOf(db, q);
  if (conditions === null)
    return { accessLogList: [], accessLogTotalCount: 0, accessLogCountCapped: false };
  const [list, counted] = await Promise.all([
    entriesOf(db, conditions, { limit: q.limit, offset: offsetOf(q) }),
    rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from (
      select 1 from audit_log a ${whereOf(conditions)} limit ${accessLogCountMax + 1}) m`,
    ),
  ]);
  const total = Number(counted[0]?.n ?? 0);
  return {
    accessLogList: list,
    accessLogTotalCount: Math.min(total, accessLogCountMax),
    accessLogCountCapped: total > accessLogCountMax,
  };
}
