/**
 * The student directory (domain/students/directory.ts): spec 001's notification-group and
 * announce destination trees of a whole school. No endpoint serves it yet, so the API side calls
 * the function (direct.ts) and the baseline replays the statement it sends, recorded from it as
 * from any entry, and builds the same trees from the rows as arrays.
 */
import type {
  DirectoryStudent,
  SchoolYearNode,
  StudentDirectory,
} from '@tayori/api/domain/students/directory';
import { findStudentDirectory } from '@tayori/api/domain/students/directory';
import type { DatasetSample } from '../generate/sample';
import type { BenchEntry } from './types';

export type DirectoryRow = [
  id: string,
  lastName: string,
  firstName: string,
  email: string,
  studentNumber: string,
  schoolYear: number,
  isCareful: boolean,
  departmentId: number | null,
  departmentName: string | null,
  courseId: number | null,
  courseName: string | null,
];

/** The school with the most students (the correspondence school: 10,000 at 50,000). */
const biggestSchool = (sample: DatasetSample) =>
  sample.schools.reduce((a, b) => (b.students > a.students ? b : a));

/** The trees from sorted rows, as the service builds them (its TreeBuilder), one pass. */
export function trees(rows: DirectoryRow[]): StudentDirectory {
  const build = (prefix: string) => {
    const years: SchoolYearNode[] = [];
    let count = 0;
    let y: SchoolYearNode | undefined;
    let d: SchoolYearNode['departments'][number] | undefined;
    let c: SchoolYearNode['departments'][number]['courses'][number] | undefined;
    const add = (r: DirectoryRow) => {
      count++;
      if (y?.schoolYear !== r[5]) {
        y = { id: `${prefix}y${r[5] === -1 ? 0 : r[5]}`, schoolYear: r[5], departments: [] };
        years.push(y);
        d = undefined;
      }
      const dId = `${y.id}-d${r[7] ?? 0}`;
      if (d?.id !== dId) {
        d = { id: dId, departmentName: r[8], courses: [] };
        y.departments.push(d);
        c = undefined;
      }
      const cId = `${dId}-c${r[9] ?? 0}`;
      if (c?.id !== cId) {
        c = { id: cId, courseName: r[10], students: [] };
        d.courses.push(c);
      }
      const student: DirectoryStudent = {
        id: r[0],
        name: `${r[1]} ${r[2]}`,
        studentNumber: r[4],
        emailAddress: r[3],
      };
      c.students.push(student);
    };
    return { years, add, count: () => count };
  };
  const plain = build('');
  const careful = build('careful-');
  for (const r of rows) (r[6] ? careful : plain).add(r);
  return { students: plain.years, carefulStudents: careful.years, carefulCount: careful.count() };
}

export const directoryEntries: BenchEntry[] = [
  {
    name: 'student directory (10k school)',
    method: 'GET',
    path: '/_direct/student-directory/{schoolId}',
    principal: { role: 'SCHOOL_EDITOR', bigSchool: true },
    // A destination picker's load for one staff member, as the read status: one request at a time.
    target: 'p99 ≤ 300 ms (1 connection)',
    connections: 1,
    request: (sample) => ({ params: { schoolId: biggestSchool(sample).id } }),
    direct: (db, { params }) => findStudentDirectory(db, { schoolId: Number(params.schoolId) }),
    baseline: async (replay) => trees(await replay.rows<DirectoryRow>(0)),
  },
];
