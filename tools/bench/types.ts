/** The shape of a benchmark entry (see endpoints.ts for the table itself). */
import type { HttpMethod, RoleType } from '@tayori/contract';
import type { DatasetSample } from '../generate/sample';

/** Who calls: nobody, a sampled student, or an active staff member of a role (optionally one who sees school 0). */
export type Principal = 'anonymous' | 'student' | RoleType | { role: RoleType; bigSchool: true };

export interface BenchRequest {
  /** Values for `{name}` placeholders of the path. */
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  body?: unknown;
}

export interface BaselineInput {
  /** Who the request is for: the API finds it from the token, the baseline is told (no auth). */
  userId: string | null;
  params: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
  /** Today in Asia/Tokyo and the current instant, as the API's clock gives them. */
  today: string;
  now: Date;
  /** Runs statements on one connection between begin and commit (rollback on error), as db.transaction does. */
  tx: <T>(fn: (q: Query) => Promise<T>) => Promise<T>;
}

/** One SQL text with the name it is prepared under (statement.ts): built once, at load. */
export interface Statement {
  name: string;
  text: string;
}

/**
 * Runs a statement through node-postgres as a named prepared statement (parsed once per pool
 * connection, as the API's prepared queries are) and returns its rows as arrays, in the order of
 * the select list: the SQL must stay the API's, where several columns share a name.
 */
export type Query = <T extends unknown[] = unknown[]>(
  statement: Statement,
  values?: unknown[],
) => Promise<T[]>;

/** Runs one unprepared statement (cleanups: updates, vacuum). */
export type Sql = (text: string, values?: unknown[]) => Promise<unknown>;

export interface BenchEntry {
  name: string;
  method: HttpMethod;
  /** The contract's path, e.g. `/api/v1/users/notices/{id}`; the entry is skipped until the contract has it. */
  path: string;
  principal: Principal;
  /** Which users to rotate through (default: every sampled user of the principal kind). */
  users?: (sample: DatasetSample) => string[];
  /** The request made as `userId` (null for anonymous); `i` counts requests. */
  request: (sample: DatasetSample, userId: string | null, i: number) => BenchRequest;
  /**
   * The same SQL the API runs for this request, through node-postgres, with no auth, validation or
   * ORM; returns the contract's answer (the baseline serialises it with the contract's response
   * schema, as the API does, and the bench checks both answers are the same). The API's principal
   * lookup is not part of it: the API remembers principals (platform/auth.ts
   * createPrincipalLookup), and the bench warms that before it compares one request of each.
   */
  baseline: (q: Query, input: BaselineInput) => Promise<unknown>;
  /** Top-level answer fields that differ between the two sides by nature (a new row's id). */
  answerVaries?: string[];
  /** The target the feature set, printed beside the result. */
  target?: string;
  /** Overrides for endpoints that are not driven at 50 connections for 10 s (large answers, writes). */
  connections?: number;
  /** A fixed number of requests instead of a duration (writes). */
  amount?: number;
  /** Removes what the run wrote, so a reused dataset stays as generated. */
  cleanup?: (sql: Sql, startedAt: Date) => Promise<void>;
}
