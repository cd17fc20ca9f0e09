import type { FastifyInstance } from 'fastify';
import { endpoints } from '@tayori/contract';
import type { Db } from '../../db/client';
import { route } from '../../platform/http/http';
import { requireReachableSchool } from '../../domain/schools/reach';
import { findStudentFilter } from '../../domain/students/filter';
import { findAreas, findSchoolGroupsOf, findSchools } from './service';

export async function schoolRoutes(app: FastifyInstance, { db }: { db: Db }) {
  route(app, endpoints.areas, async () => ({ areaList: await findAreas(db) }));
  route(app, endpoints.schools, async ({ query }) => ({
    schoolList: await findSchools(db, query.areaCode),
  }));
  route(app, endpoints.schoolGroups, async ({ principal }) => ({
    schoolGroupList: await findSchoolGroupsOf(db, principal),
  }));
  route(app, endpoints.studentFilter, async ({ params, principal }) => {
    const school = await requireReachableSchool(db, principal, params.id);
    return findStudentFilter(db, school.id);
  });
}
