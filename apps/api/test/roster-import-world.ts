import { afterAll, beforeAll, expect } from 'vitest';
import {
  RosterImportDetail,
  rosterColumns,
  type RosterUploadKind as RosterImportKind,
} from '@tayori/contract';
import { createTestContext, type TestContext } from './harness';
import { buildSchool, buildStaff, type SchoolRow, type UserRow } from './factories';

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
