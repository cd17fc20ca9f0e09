import type { FastifyInstance } from 'fastify';
import { endpoints } from '@tayori/contract';
import type { Db } from '../../db/client';
import type { PrincipalLookup } from '../../platform/identity/auth';
import type { Clock } from '../../platform/clock';
import { csvStream, sendCsv } from '../../platform/csv';
import { route } from '../../platform/http/http';
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
    clock,
    principals,
    passwordsIssued,
  }: { db: Db; clock: Clock; principals: PrincipalLookup; passwordsIssued: boolean },
) {
  route(app, endpoints.studentSearch, async ({ query, principal }) => {
    requireStatusChoice(principal, query.userStatusType);
    return searchStudents(db, principal, query);
  });

  route(app, endpoints.studentCsv, async ({ query, principal, reply }) => {
    requireStatusChoice(principal, query.userStatusType);
    const { extendedSchoolCode, ...conditions } = query;
    const schoolId = await reachableSchoolId(db, principal, extendedSchoolCode);
    const stream = csvStream(studentCsvColumns, studentBatches(db, { ...conditions, schoolId }));
    return sendCsv(reply, CSV_FILE_NAME, stream);
  });

  route(app, endpoints.studentDetail, async ({ params, principal }) =>
    getStudentDetail(db, principal, params.id, { passwordsIssued }),
  );

  route(app, endpoints.studentUpdate, async ({ params, body, principal }) => {
    await updateStudent({ db, clock, principal, principals }, params.id, body);
    return getStudentDetail(db, principal, params.id, { passwordsIssued });
  });
}
