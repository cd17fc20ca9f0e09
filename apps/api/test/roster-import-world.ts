import { afterAll, beforeAll, expect } from 'vitest';
import type { SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import {
  RosterImportDetail,
  rosterColumns,
  rosterSamples,
  type RosterUploadKind as RosterImportKind,
} from '@tayori/contract';
import { createTestContext, type TestContext } from './harness';
import { buildSchool, buildStaff, type SchoolRow, type UserRow } from './factories';
import type { Db } from '../src/db/client';
import { students } from '../src/db/schema';
import { selectStudentRows } from '../src/domain/students/rows';

/** A school of its own and a SYSTEM_ADMINISTRATOR who imports into it. */
export interface ImportWorld {
  school: SchoolRow & { departmentId: number; courseId: number };
  admin: UserRow;
  token: string;
  upload(
    kind: RosterImportKind,
    file: Buffer | string,
    opts?: { encoding?: string; markMissingAsLeaving?: boolean; school?: string; token?: string },
  ): Promise<{ status: number; json: () => unknown; body: string }>;
  preview(
    kind: RosterImportKind,
    file: Buffer | string,
    opts?: { markMissingAsLeaving?: boolean; school?: string },
  ): Promise<RosterImportDetail>;
  /** Confirms an import and waits until its job has applied it. */
  apply(importId: string): Promise<RosterImportDetail>;
  /** Waits until an import already confirmed (an undo is, when asked for) is applied or failed. */
  settled(importId: string): Promise<RosterImportDetail>;
}

export async function buildImportWorld(t: TestContext): Promise<ImportWorld> {
  const school = await buildSchool(t.db);
  const admin = await buildStaff(t.db, { roleType: 'SYSTEM_ADMINISTRATOR', school });
  const token = await t.tokenFor(admin.id);
  const upload: ImportWorld['upload'] = async (kind, file, opts = {}) => {
    const res = await t.call({
      method: 'POST',
      url: '/api/v1/roster-imports',
      token: opts.token ?? token,
      query: {
        kind,
        extendedSchoolCode: opts.school ?? school.extendedSchoolCode,
        fileName: `${kind}.csv`,
        encoding: opts.encoding ?? 'auto',
        markMissingAsLeaving: String(opts.markMissingAsLeaving ?? false),
      },
      headers: { 'content-type': 'application/octet-stream' },
      body: typeof file === 'string' ? Buffer.from(file) : file,
    });
    return { status: res.statusCode, json: () => res.json(), body: res.body };
  };
  const preview: ImportWorld['preview'] = async (kind, file, opts) => {
    const res = await upload(kind, file, opts);
    expect(res.status, res.body).toBe(200);
    return RosterImportDetail.parse(res.json());
  };
  const apply: ImportWorld['apply'] = async (importId) => {
    const res = await t.call({
      method: 'POST',
      url: `/api/v1/roster-imports/${importId}/apply`,
      token,
    });
    expect(res.statusCode, res.body).toBe(200);
    return settled(importId);
  };
  const settled: ImportWorld['settled'] = async (importId) => {
    for (let i = 0; i < 300; i++) {
      const detail = RosterImportDetail.parse(
        (await t.call({ method: 'GET', url: `/api/v1/roster-imports/${importId}`, token })).json(),
      );
      if (detail.status === 'applied' || detail.status === 'failed') return detail;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('the import was never applied');
  };
  return { school, admin, token, upload, preview, apply, settled };
}

/**
 * A students row of 山田 太郎 (ヤマダ タロウ, born 2009-04-02, no phone, year 1): `number` at
 * `school`, its sign-in ID the number in lower case at `domain`; `last` for another family name.
 */
export const studentRow = (school: string, number: string, domain: string, last = '山田') => [
  school,
  number,
  `${number.toLowerCase()}@${domain}`,
  last,
  '太郎',
  'ヤマダ',
  'タロウ',
  '20090402',
  '',
  '1',
];

/**
 * An accounts row of a person of the sample file (0: 鈴木 一郎, STAFF and SCHOOL_EDITOR; 1: 田中 次郎,
 * TUTOR) at `school` with sign-in ID `email`: the columns up to 名カナ, without 備考.
 */
export const sampleAccountRow = (which: 0 | 1, school: string, email: string) => [
  school,
  email,
  ...rosterSamples.accounts[which]!.slice(2, 8),
];

/**
 * Students as the import stored them, in student-number order: `fields` (of the student, the
 * account, the department and the course) of those `where` picks, and only those, to compare whole.
 */
export async function storedStudents<T extends SelectedFields>(
  db: Db,
  fields: T,
  where: SQL | undefined,
) {
  const rows = await selectStudentRows(db, fields).where(where).orderBy(students.studentNumber);
  return rows.map((row) => {
    // Every row of selectStudentRows carries its userId, which the generic row type hides.
    const { userId, ...picked } = row as typeof row & { userId: string };
    return picked;
  });
}

/** A CSV of a header row and rows, CRLF as a spreadsheet writes it. */
export const csvOf = (rows: string[][]) => rows.map((r) => r.join(',')).join('\r\n') + '\r\n';

/** The students layout's headers, every column in its published order; the required ones. */
export const STUDENT_COLUMNS = rosterColumns('students', () => '');
export const ALL_STUDENT_HEADERS = STUDENT_COLUMNS.map((c) => c.header);
/** The required students columns (学校コード … 生年月日), the first eight. */
export const REQUIRED_STUDENT_HEADER = ALL_STUDENT_HEADERS.slice(0, 8);
/** The required columns, then 電話番号 and 学年. */
export const STUDENT_HEADER = ALL_STUDENT_HEADERS.slice(0, 10);
/** The accounts layout's headers in their published order. */
export const ACCOUNT_HEADERS = rosterColumns('accounts', () => '').map((c) => c.header);
/** The accounts columns without 備考. */
export const ACCOUNT_HEADER = ACCOUNT_HEADERS.slice(0, 8);

/**
 * A test file's context (with `env` added to its configuration) and import world, made before its
 * tests and closed after them: `suite.t` and `suite.w` once the file's tests run.
 */
export function importSuite(env?: Record<string, string>): { t: TestContext; w: ImportWorld } {
  const suite = {} as { t: TestContext; w: ImportWorld };
  beforeAll(async () => {
    suite.t = await createTestContext({ env });
    suite.w = await buildImportWorld(suite.t);
  });
  afterAll(() => suite.t.close());
  return suite;
}
