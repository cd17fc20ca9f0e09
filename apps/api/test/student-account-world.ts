import { billings } from '../src/db/schema';
import { buildSchool, buildStudent } from './factories';
import type { TestContext } from './harness';
import { staffOfEachRole } from './staff-notice-world';
import { auditWritesOf } from './audit-writes';

let billingSeq = 9_000;

/**
 * A school with a dozen students (kana names, numbers with leading zeros, one careful with notes,
 * one whose name starts like a formula), a token for each staff role of that school, two billings,
 * and a second school in another school group with a student of its own.
 */
export async function buildStudentWorld(t: TestContext) {
  const school = await buildSchool(t.db);
  const otherSchool = await buildSchool(t.db);
  const schoolBilling = ++billingSeq;
  const personalBilling = ++billingSeq;
  await t.db.insert(billings).values([
    { billingId: schoolBilling, billingCode: '1', billingName: 'テスト学校請求' },
    { billingId: personalBilling, billingCode: '2', billingName: 'テスト個人請求' },
  ]);
  const kana = ['ヤマダ', 'ヤマモト', 'スズキ', 'サトウ', 'タナカ'];
  const students = [];
  for (let i = 0; i < 12; i++) {
    students.push(
      await buildStudent(t.db, {
        school,
        user: {
          lastName: i === 11 ? '=HYPERLINK("x")' : `生徒${i}`,
          lastNameKana: kana[i % kana.length]!,
          firstNameKana: 'ハナコ',
          billingCode: '1',
          billingId: schoolBilling,
          notes: i === 0 ? '配慮事項あり' : null,
        },
        student: {
          studentNumber: `0${String(i).padStart(4, '0')}A`,
          schoolYear: i % 2 === 0 ? 1 : -1,
          courseYear: 1,
          isCareful: i === 0,
          phoneNumber: i === 1 ? null : '09012345678',
        },
      }),
    );
  }
  const otherStudent = await buildStudent(t.db, { school: otherSchool });
  const { staff, tokenOf } = await staffOfEachRole(t, school);
  return {
    school,
    otherSchool,
    students,
    otherStudent,
    staff,
    tokenOf,
    schoolBilling,
    personalBilling,
    /** The audit entries of the writes about a student (`entity` user: its sign-in's). */
    auditOf: (id: string, entity = 'student') => auditWritesOf(t.db, entity, id),
  };
}
export type StudentWorld = Awaited<ReturnType<typeof buildStudentWorld>>;
