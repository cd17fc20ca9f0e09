import type { FastifyInstance } from 'fastify';
import { endpoints, type DirectorySchoolYear } from '@tayori/contract';
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { route } from '../../platform/http/http';
import { recordAccess, studentIdsOfTrees } from '../../platform/data/access';
import { requireReachableSchool } from '../../domain/schools/reach';
import { findStudentDirectory } from '../../domain/students/directory';
import { createGroup, deleteGroup, updateGroup } from './commands';
import { getGroupDetail, listGroups } from './service';

/** Notification groups of spec 001 (§2, §3, §7): list, student tree, register, edit, delete. */
export async function noticeGroupRoutes(
  app: FastifyInstance,
  { db, clock }: { db: Db; clock: Clock },
) {
  route(app, endpoints.noticeGroupList, async ({ query, principal }) =>
    listGroups(db, principal, query),
  );

  // Students' names and numbers: each answer on record (docs/decisions/access-log.md).
  route(app, endpoints.noticeGroupStudents, async ({ query, principal, req }) => {
    const { extendedSchoolCode, ...filter } = query;
    const school = await requireReachableSchool(db, principal, extendedSchoolCode);
    const found = await findStudentDirectory(db, { schoolId: school.id, ...filter });
    // The directory's school years are the column's 1–4 and -1 (students.school_year).
    const answer = {
      noticeGroupResultList: found.students as DirectorySchoolYear[],
      noticeGroupCarefulResultList: found.carefulStudents as DirectorySchoolYear[],
      carefulCount: found.carefulCount,
    };
    const studentIds = studentIdsOfTrees([
      ...answer.noticeGroupResultList,
      ...answer.noticeGroupCarefulResultList,
    ]);
    const read = 'noticeGroupStudents';
    await recordAccess(
      db,
      { principal, req },
      { read, entity: 'student', studentIds, conditions: query },
    );
    return answer;
  });

  route(app, endpoints.noticeGroupDetail, async ({ params, principal, req }) => {
    const detail = await getGroupDetail(db, principal, params.id);
    const studentIds = detail.studentList.map((s) => s.id);
    const read = 'noticeGroupDetail';
    await recordAccess(
      db,
      { principal, req },
      { read, entity: 'notice-group', recordId: params.id, studentIds },
    );
    return detail;
  });

  route(app, endpoints.noticeGroupCreate, async ({ body, principal }) => {
    const id = await createGroup({ db, clock, principal }, body);
    return getGroupDetail(db, principal, id);
  });

  route(app, endpoints.noticeGroupUpdate, async ({ params, body, principal }) => {
    await updateGroup({ db, clock, principal }, params.groupId, body);
    return getGroupDetail(db, principal, params.groupId);
  });

  route(app, endpoints.noticeGroupDelete, async ({ params, query, principal }) => {
    await deleteGroup({ db, clock, principal }, params.id, query.seq);
    return { groupId: params.id };
  });
}
