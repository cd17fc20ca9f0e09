import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import {
  ErrorBody,
  errorStatus,
  isAllowed,
  type Endpoint,
  type RoleType,
  type UserType,
} from '@tayori/contract';
import type { Db } from '../../src/db/client';
import { catalogued } from '../../src/platform/http/errors';
import { buildPrincipals } from '../factories';
import { principals, type PrincipalName } from '../authorization-matrix';
import type { TestContext } from '../harness';

export const TEST_XSRF = 'security-suite-xsrf-token';

/**
 * Why a response is not the error body of DESIGN.md §3 for its status, or null when it is.
 * Checked: JSON content type, ErrorBody shape, errorType matching the HTTP status.
 */
export function errorBodyProblem(res: LightMyRequestResponse): string | null {
  if (res.statusCode < 400) return null;
  if (!String(res.headers['content-type'] ?? '').startsWith('application/json')) {
    return `content-type ${String(res.headers['content-type'])} is not JSON`;
  }
  let json: unknown;
  try {
    json = JSON.parse(res.body);
  } catch {
    return 'body is not JSON';
  }
  const parsed = ErrorBody.safeParse(json);
  if (!parsed.success) return `body is not an ErrorBody: ${parsed.error.message}`;
  if (errorStatus[parsed.data.errorType] !== res.statusCode) {
    return `errorType ${parsed.data.errorType} does not match status ${res.statusCode}`;
  }
  const own = [...parsed.data.messages, ...Object.values(parsed.data.fields ?? {})].find(
    (m) => catalogued(m) !== m,
  );
  if (own !== undefined) return `message not from the contract's catalogue: ${own}`;
  return null;
}

export interface PrincipalToken {
  name: PrincipalName;
  token: string | undefined;
  who: { userType: UserType; roleType: RoleType | null } | null;
}

/** Every principal of DESIGN §8 with a valid token (anonymous: none). */
export async function principalTokens(t: TestContext): Promise<PrincipalToken[]> {
  const built = await buildPrincipals(t.db);
  const out: PrincipalToken[] = [];
  for (const name of principals) {
    if (name === 'anonymous') {
      out.push({ name, token: undefined, who: null });
      continue;
    }
    const row = built[name];
    out.push({
      name,
      token: await t.tokenFor(row.id),
      who: {
        userType: row.userType as UserType,
        roleType: (row.roleType ?? null) as RoleType | null,
      },
    });
  }
  return out;
}

export const allows = (endpoint: Endpoint, p: PrincipalToken) => isAllowed(endpoint.access, p.who);

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

/**
 * A fingerprint of every table of schema public: row count and an md5 of all rows, in one query.
 * Tables in `ignore` are left out (counters whose purpose is to count refused attempts).
 */
export async function databaseFingerprinter(db: Db, ignore: readonly string[] = []) {
  const tables = rowsOf<{ table_name: string }>(
    await db.execute(sql`select table_name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`),
  )
    .map((r) => r.table_name)
    .filter((name) => !ignore.includes(name));
  if (tables.length === 0) throw new Error('no tables found in schema public');
  const query = sql.raw(
    tables
      .map(
        (name) =>
          `select '${name}' as t, count(*)::int as n, ` +
          `md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from "${name.replace(/"/g, '""')}" x`,
      )
      .join(' union all '),
  );
  return async (): Promise<Map<string, string>> => {
    const rows = rowsOf<{ t: string; n: number; h: string }>(await db.execute(query));
    return new Map(rows.map((r) => [r.t, `${r.n}:${r.h}`]));
  };
}

/** Names of tables whose fingerprint differs. */
export function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((n) => before.get(n) !== after.get(n));
}

/** A writable stream keeping every line written to it (pino writes one JSON object per line). */
export class LineCapture extends Writable {
  readonly lines: string[] = [];
  private partial = '';
  override _write(chunk: Buffer | string, _enc: BufferEncoding, done: (e?: Error | null) => void) {
    const text = this.partial + chunk.toString();
    const parts = text.split('\n');
    this.partial = parts.pop() ?? '';
    this.lines.push(...parts.filter((l) => l.length > 0));
    done();
  }
  text(): string {
    return [...this.lines, this.partial].join('\n');
  }
  clear(): void {
    this.lines.length = 0;
    this.partial = '';
  }
}
