import type { FastifyInstance } from 'fastify';
import { endpoints } from '@tayori/contract';
import type { Db } from '../../db/client';
import type { PrincipalLookup } from '../../platform/identity/auth';
import type { Clock } from '../../platform/clock';
import { csvStream, sendCsv } from '../../platform/csv';
import { route } from '../../platform/http/http';
import { recordAccess, recordedBatches } from '../../platform/data/access';
import { requireStatusChoice } from '../../domain/accounts/status-choices';
import { updateStudent } from './commands';
import { getStudentDetail } from './detail';
import { studentBatches, studentCsvColumns } from './export';
import { reachableSchoolId, searchStudents } from './service';

/** Spec 001 §9: the file a student search downloads. */
const CSV_FILE_NAME = 'student_search_result.csv';

/** Student accounts of spec 001 (§2, §3, §5, §7): search, CSV, detail, edit. */
export async function studentAccountRoutes(
  app: FastifyInstance,
  {
    db,
    bulk,
    clock,
    principals,
    passwordsIssued,
  }: {
    db: Db;
    /** The CSV's batches (a whole school's students): db/client.ts. */
    bulk: Db;
    clock: Clock;
    principals: PrincipalLookup;
    passwordsIssued: boolean;
  },
) {
  route(app, endpoints.studentSearch, async ({ query, principal, req }) => {
    requireStatusChoice(principal, query.userStatusType);
    const found = await searchStudents(db, principal, query);
    const studentIds = found.studentList.map((s) => s.uid);
    const entry = { read: 'studentSearch', entity: 'student', conditions: query } as const;
    await recordAccess(db, { principal, req }, { ...entry, studentIds });
    return found;
  });

  route(app, endpoints.studentCsv, async ({ query, principal, req, reply }) => {
    requireStatusChoice(principal, query.userStatusType);
    const { extendedSchoolCode, ...conditions } = query;
    const schoolId = await reachableSchoolId(db, principal, extendedSchoolCode);
    const batches = recordedBatches(
      studentBatches(bulk, { ...conditions, schoolId }),
      (s) => s.uid,
      (studentIds, studentCount) =>
        recordAccess(
          db,
          { principal, req },
          { read: 'studentCsv', entity: 'student', studentIds, studentCount, conditions: query },
        ),
    );
    return sendCsv(reply, CSV_FILE_NAME, csvStream(studentCsvColumns, batches));
  });

  route(app, endpoints.studentDetail, async ({ params, principal, req }) => {
    const detail = await getStudentDetail(db, principal, params.id, { passwordsIssued });
    const entry = { read: 'studentDetail', entity: 'student', recordId: params.id } as const;
    await recordAccess(db, { principal, req }, { ...entry, studentIds: [params.id] });
    return detail;
  });

  route(app, endpoints.studentUpdate, async ({ params, body, principal }) => {
    await updateStudent({ db, clock, principal, principals }, params.id, body);
    return getStudentDetail(db, principal, params.id, { passwordsIssued });
  });
}
