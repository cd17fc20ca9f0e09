import { openDatabase } from '@tayori/api/db/client';
import { buildManyStudents } from '@tayori/api/test/announce-bulk';
import { buildSchool, buildStaff } from '@tayori/api/test/factories';
import { preparePostgres } from '../generate/database';

/**
 * The delivery benches' start: the PostgreSQL database at `url` made anew (only a "bench" one is
 * dropped: preparePostgres), with a school, its SCHOOL_EDITOR and `students` students.
 */
export async function benchSchool(url: string, students: number) {
  await preparePostgres(url, true);
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 10 });
  const { db } = database;
  const school = await buildSchool(db);
  const editor = await buildStaff(db, { roleType: 'SCHOOL_EDITOR', school });
  const ids = await buildManyStudents(db, school, students);
  return { database, db, school, editor, ids };
}
