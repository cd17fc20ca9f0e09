import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { courses, departments, students, users } from '../../db/schema';
import { preparedSelect } from '../../platform/data/prepared';
import { receivesDeliveries } from './recipients';
import { selectStudentRows } from './rows';
import { personName } from '../../platform/data/person-name';

/**
 * A school's students as the destination pickers show them (spec 001 §2 notification group
 * detail: "Results form a tree of four levels ending in students", careful students "listed apart
 * with a count"; announcement mail: "grouped into a tree by school year, department, course. A
 * no-year group has id suffix 0"). The one query both areas use; the modules shape it into their
 * contract's answer.
 */
export interface StudentDirectoryFilter {
  /** A school the caller reaches: resolve it with school-reach.ts findReachableSchool first. */
  schoolId: number;
  admissionYear?: number | undefined;
  departmentName?: string | undefined;
  /** 1–4, or -1 for the students without a school year (spec 001 §3). */
  schoolYear?: number | undefined;
  courseName?: string | undefined;
  /** Only these users (a saved announce destination list); absent: every student of the school. */
  userIds?: readonly string[] | undefined;
}

/**
 * A leaf: what a tree shows of a student and the announce tree's e-mail (spec 001 §2). The member
 * table's school year, department, course and careful mark are the leaf's ancestors and tree; not
 * repeated in each of 10,000 leaves (a third of the answer).
 */
export interface DirectoryStudent {
  /** The user id (notification group userIdList, announce userIdList). */
  id: string;
  /** Last name, a space, first name. */
  name: string;
  studentNumber: string;
  emailAddress: string;
}

export interface CourseNode {
  /** `<department node id>-c<course id>`, `-c0` for students without a course. */
  id: string;
  courseName: string | null;
  students: DirectoryStudent[];
}

export interface DepartmentNode {
  /** `<school year node id>-d<department id>`, `-d0` for students without a department. */
  id: string;
  departmentName: string | null;
  courses: CourseNode[];
}

export interface SchoolYearNode {
  /** `y1`…`y4`; `y0` is the 'none' node of the students without a school year (spec 001 §2). */
  id: string;
  /** -1 for the 'none' node. */
  schoolYear: number;
  departments: DepartmentNode[];
}

export interface StudentDirectory {
  /** Students not marked careful: years 1–4, then 'none'; departments, courses by name. */
  students: SchoolYearNode[];
  /** Careful (要配慮) students, apart, in the same shape; node ids start with `careful-`. */
  carefulStudents: SchoolYearNode[];
  carefulCount: number;
}

/**
 * The tree's order, so it is built in one pass: no year last; names in byte order ("C"), as the
 * read status sorts them (staff-notices read-status.ts). A group's member list is in the same order.
 */
export const directoryOrder = [
  sql`case when ${students.schoolYear} = -1 then 99 else ${students.schoolYear} end`,
  sql`${departments.name} collate "C"`,
  sql`${courses.name} collate "C"`,
  sql`${students.studentNumber} collate "C"`,
  asc(users.id),
];

/** A filter that is null matches every student: one statement for every combination. */
const unlessNull = (name: string, type: string, column: unknown) =>
  sql`(${sql.placeholder(name)}::${sql.raw(type)} is null or ${column} = ${sql.placeholder(name)})`;

const directoryQuery = preparedSelect('student_directory', (db) =>
  selectStudentRows(db, {
    id: users.id,
    lastName: users.lastName,
    firstName: users.firstName,
    emailAddress: users.email,
    studentNumber: students.studentNumber,
    schoolYear: students.schoolYear,
    isCareful: students.isCareful,
    departmentId: students.departmentId,
    departmentName: departments.name,
    courseId: students.courseId,
    courseName: courses.name,
  })
    .where(
      and(
        eq(students.schoolId, sql.placeholder('schoolId')),
        receivesDeliveries,
        unlessNull('admissionYear', 'int', students.admissionYear),
        unlessNull('schoolYear', 'int', students.schoolYear),
        unlessNull('departmentName', 'text', departments.name),
        unlessNull('courseName', 'text', courses.name),
        sql`(${sql.placeholder('userIds')}::uuid[] is null or ${users.id} = any(${sql.placeholder('userIds')}::uuid[]))`,
      ),
    )
    .orderBy(...directoryOrder),
);

type Row = Awaited<ReturnType<ReturnType<typeof directoryQuery>['execute']>>[number];

/** The school's students who receive deliveries (domain/students/recipients.ts), as two trees. */
export async function findStudentDirectory(
  db: Db,
  f: StudentDirectoryFilter,
): Promise<StudentDirectory> {
  const rows = await directoryQuery(db).execute({
    schoolId: f.schoolId,
    admissionYear: f.admissionYear ?? null,
    schoolYear: f.schoolYear ?? null,
    departmentName: f.departmentName ?? null,
    courseName: f.courseName ?? null,
    // One array parameter in PostgreSQL's literal form (the ids are UUIDs, checked by the contract).
    userIds: f.userIds ? `{${f.userIds.join(',')}}` : null,
  });
  const plain = new TreeBuilder('');
  const careful = new TreeBuilder('careful-');
  for (const row of rows) (row.isCareful ? careful : plain).add(row);
  return { students: plain.years, carefulStudents: careful.years, carefulCount: careful.count };
}

/** Appends sorted rows to a tree: a new node whenever the year, department or course changes. */
class TreeBuilder {
  readonly years: SchoolYearNode[] = [];
  count = 0;
  private year: SchoolYearNode | undefined;
  private department: DepartmentNode | undefined;
  private course: CourseNode | undefined;

  constructor(private readonly prefix: string) {}

  add(r: Row): void {
    this.count++;
    if (this.year?.schoolYear !== r.schoolYear) {
      const id = `${this.prefix}y${r.schoolYear === -1 ? 0 : r.schoolYear}`;
      this.year = { id, schoolYear: r.schoolYear, departments: [] };
      this.years.push(this.year);
      this.department = undefined;
    }
    const departmentId = `${this.year.id}-d${r.departmentId ?? 0}`;
    if (this.department?.id !== departmentId) {
      this.department = { id: departmentId, departmentName: r.departmentName, courses: [] };
      this.year.departments.push(this.department);
      this.course = undefined;
    }
    const courseId = `${departmentId}-c${r.courseId ?? 0}`;
    if (this.course?.id !== courseId) {
      this.course = { id: courseId, courseName: r.courseName, students: [] };
      this.department.courses.push(this.course);
    }
    this.course.students.push({
      id: r.id,
      name: personName(r),
      studentNumber: r.studentNumber,
      emailAddress: r.emailAddress,
    });
  }
}
