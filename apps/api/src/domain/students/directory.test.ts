import { describe, expect, it } from 'vitest';
import { buildSchool, buildStudent } from '../../../test/factories';
import { suiteDatabase } from '../../../test/test-database';
import type { Database } from '../../db/client';
import { courses, departments } from '../../db/schema';
import { findStudentDirectory, type SchoolYearNode } from './directory';

let database: Database;
let world: Awaited<ReturnType<typeof buildWorld>>;
suiteDatabase(async (opened) => {
  database = opened;
  world = await buildWorld();
});

/**
 * One school: 普通科 (総合コース, 特進コース) and 情報科 (IT). Students in years 1 and 2 and without a
 * year, one without department or course, two careful; others who do not receive deliveries.
 */
async function buildWorld() {
  const db = database.db;
  const school = await buildSchool(db);
  const [special] = await db
    .insert(courses)
    .values({ departmentId: school.departmentId, name: '特進コース' })
    .returning();
  const [it_] = await db
    .insert(departments)
    .values({ schoolId: school.id, name: '情報科' })
    .returning();
  const [itCourse] = await db
    .insert(courses)
    .values({ departmentId: it_!.id, name: 'IT' })
    .returning();
  const student = (number: string, s: Record<string, unknown> = {}, user = {}) =>
    buildStudent(db, { school, student: { studentNumber: number, ...s }, user });
  const general = { departmentId: school.departmentId, courseId: school.courseId };
  const students = {
    a: await student('A002', { ...general, schoolYear: 1 }),
    b: await student('A001', { ...general, schoolYear: 1 }),
    c: await student('B001', { ...general, courseId: special!.id, schoolYear: 1 }),
    d: await student('C001', { departmentId: it_!.id, courseId: itCourse!.id, schoolYear: 1 }),
    e: await student('D001', { ...general, schoolYear: 2, admissionYear: 2024 }),
    f: await student('E001', { ...general, schoolYear: -1 }),
    g: await student('E002', { departmentId: null, courseId: null, schoolYear: -1 }),
    careful1: await student('F001', { ...general, schoolYear: 2, isCareful: true }),
    careful2: await student('F002', { ...general, schoolYear: -1, isCareful: true }),
  };
  // Not receiving deliveries (domain/students/recipients.ts): never listed.
  await student('X001', general, { status: 'SUSPENDED' });
  await student('X002', general, { status: 'DELETE' });
  await student('X003', { ...general, studentStatusTypeCode: '5' });
  // Another school's student.
  await buildStudent(db, { student: { schoolYear: 1 } });
  return { school, special: special!, it: it_!, itCourse: itCourse!, students };
}

/** The tree as [node id, names…] lines: its shape at a glance. */
const outline = (years: SchoolYearNode[]) =>
  years.flatMap((y) =>
    y.departments.flatMap((d) =>
      d.courses.map(
        (c) =>
          `${c.id} ${d.departmentName}/${c.courseName}: ${c.students.map((s) => s.studentNumber).join(' ')}`,
      ),
    ),
  );

describe('findStudentDirectory', () => {
  it('builds school year → department → course → students, no year last under y0, careful apart', async () => {
    const { school, special, it: it_, itCourse, students: s } = world;
    const dir = await findStudentDirectory(database.db, { schoolId: school.id });
    const d = school.departmentId;
    const c = school.courseId;
    expect(outline(dir.students)).toEqual([
      // Departments, then courses, in byte order of their names (情 U+60C5 before 普 U+666E,
      // 特 U+7279 before 総 U+7DCF); students by number.
      `y1-d${it_.id}-c${itCourse.id} 情報科/IT: C001`,
      `y1-d${d}-c${special.id} 普通科/特進コース: B001`,
      `y1-d${d}-c${c} 普通科/総合コース: A001 A002`,
      `y2-d${d}-c${c} 普通科/総合コース: D001`,
      `y0-d${d}-c${c} 普通科/総合コース: E001`,
      'y0-d0-c0 null/null: E002',
    ]);
    expect(dir.students.map((y) => [y.id, y.schoolYear])).toEqual([
      ['y1', 1],
      ['y2', 2],
      ['y0', -1],
    ]);
    expect(outline(dir.carefulStudents)).toEqual([
      `careful-y2-d${d}-c${c} 普通科/総合コース: F001`,
      `careful-y0-d${d}-c${c} 普通科/総合コース: F002`,
    ]);
    expect(dir.carefulCount).toBe(2);
    expect(dir.students[0]!.departments[1]!.courses[1]!.students[0]).toEqual({
      id: s.b.id,
      name: `${s.b.lastName} ${s.b.firstName}`,
      studentNumber: 'A001',
      emailAddress: s.b.email,
    });
  });

  it('filters by admission year, school year (-1: none), department and course name, in any combination', async () => {
    const { school, students: s } = world;
    const ids = async (f: Parameters<typeof findStudentDirectory>[1]) => {
      const dir = await findStudentDirectory(database.db, f);
      return [...dir.students, ...dir.carefulStudents]
        .flatMap((y) => y.departments.flatMap((d) => d.courses.flatMap((c) => c.students)))
        .map((st) => st.studentNumber)
        .sort();
    };
    const schoolId = school.id;
    expect(await ids({ schoolId, admissionYear: 2024 })).toEqual(['D001']);
    expect(await ids({ schoolId, schoolYear: -1 })).toEqual(['E001', 'E002', 'F002']);
    expect(await ids({ schoolId, departmentName: '情報科' })).toEqual(['C001']);
    expect(await ids({ schoolId, courseName: '特進コース' })).toEqual(['B001']);
    expect(await ids({ schoolId, schoolYear: 2, departmentName: '普通科' })).toEqual([
      'D001',
      'F001',
    ]);
    expect(
      await ids({ schoolId, schoolYear: 1, departmentName: '普通科', courseName: '総合コース' }),
    ).toEqual(['A001', 'A002']);
    expect(await ids({ schoolId, departmentName: '存在しない' })).toEqual([]);
    expect(s.a.student.admissionYear).toBe(2025);
  });
});
