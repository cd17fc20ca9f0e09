/** The shape of a benchmark entry (see endpoints.ts for the table itself). */
import type { HttpMethod, RoleType } from '@tayori/contract';
import type { Db } from '@tayori/api/db/client';
import type { DatasetSample } from '../generate/sample';
import type { Replay, RequestInput } from './replay';

/** Who calls: nobody, a sampled student, or an active staff member of a role (optionally one who sees school 0). */
export type Principal = 'anonymous' | 'student' | RoleType | { role: RoleType; bigSchool: true };

export interface BenchRequest {
  /** Values for `{name}` placeholders of the path. */
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  body?: unknown;
}

/** What the baseline is given for a request: who it is for (the API finds it from the token), the request, the clock. */
export type BaselineInput = RequestInput;

/** What a direct entry's function is given: the request, no auth (the baseline's input). */
export type DirectInput = Pick<BaselineInput, 'userId' | 'params' | 'query' | 'today' | 'now'>;

/** One SQL text with the name it is prepared under (statement.ts); unnamed: plain text (begin, commit). */
export interface Statement {
  name: string;
  text: string;
}

/** A row as node-postgres gives it in array mode: the select list's order (several columns may share a name). */
export type Row = unknown[];

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
   * The contract's answer from the API's own statements, replayed for this request through
   * node-postgres with no auth, validation or ORM (replay.ts: `replay.all()`, or `replay.rows(i)`
   * where the service runs a statement only sometimes). The baseline serialises it with the
   * contract's response schema, as the API does, and the bench checks both answers are the same.
   * The API's principal lookup is not part of it: the API remembers principals (platform/identity/auth.ts
   * createPrincipalLookup), and the bench warms that before it records the statements.
   */
  baseline: (replay: Replay, input: BaselineInput) => Promise<unknown>;
  /** Top-level answer fields that differ between the two sides by nature (a new row's id). */
  answerVaries?: string[];
  /** The target the feature set, printed beside the result. */
  target?: string;
  /** Overrides for endpoints that are not driven at 50 connections for 10 s (large answers, writes). */
  connections?: number;
  /** A fixed number of requests instead of a duration (writes). */
  amount?: number;
  /**
   * No endpoint yet: the API side calls this platform function with the API's database, served by
   * the bench on the entry's own path (direct.ts); both sides then answer with plain JSON.stringify.
   */
  direct?: (db: Db, input: DirectInput) => Promise<unknown>;
  /**
   * The call changes what its next call does (a read mark): each recorded request is sent once
   * before it is recorded, so the baseline replays what the timed runs see after their first pass.
   */
  recordSecondCall?: boolean;
  /**
   * Also served, in the same rounds, by a second API whose reads of students' data go unrecorded
   * (docs/decisions/access-log.md: what the access log costs): the result's `unrecorded` side and
   * `recordedShare`. Rounds run API, baseline, unrecorded, then the other way round, so a machine
   * getting busier or quieter favours none of the three.
   */
  unrecorded?: true;
  /** Runs once against the API's database before the servers start (e.g. to find what requests need). */
  setup?: (db: Db) => Promise<void>;
  /** Removes what the run wrote, so a reused dataset stays as generated. */
  cleanup?: (sql: Sql, startedAt: Date) => Promise<void>;
}
