import { asc, eq } from 'drizzle-orm';
import {
  admissionYearLabel,
  billingCodeLabels,
  courseYearLabel,
  type BillingCode,
  type StudentDetail,
} from '@tayori/contract';
import type { Db } from '../../db/client';
import { suppressionOf } from '../../domain/delivery/suppressions';
import { billings, schools, students, users } from '../../db/schema';
import { accountStampColumns, joinAccountStamps } from '../../domain/accounts/stamps';
import type { Principal } from '../../platform/identity/auth';
import { notFound } from '../../platform/http/errors';
import { byShape, equalTo, type Filters } from '../../platform/data/paging';
import { prepareSelect, preparedSelect } from '../../platform/data/prepared';
import { groupsOfCaller, inGroupSchools } from '../../domain/schools/reach';
import { detailVariant, studentAbilities } from './policy';
import { userStatusChoices } from '../../domain/accounts/status-choices';
import { labelled, selectStudents } from './service';

/**
 * The account's columns and who registered and last changed it, prepared once per reach (every
 * school, or the caller's school groups': domain/schools/reach).
 */
const studentDetail = byShape(
  'student_detail',
  {
    id: equalTo(students.userId, { required: true }),
    groupsOf: inGroupSchools(students.schoolId),
  } satisfies Filters<{ id: string; groupsOf: string }>,
  (db, { where, nameOf }) =>
    prepareSelect(
      db,
      nameOf(),
      joinAccountStamps(
        selectStudents(db, {
          extendedSchoolCode: schools.extendedSchoolCode,
          courseYear: students.courseYear,
          billingCode: users.billingCode,
          billingId: users.billingId,
          billingName: billings.billingName,
          birthday: students.birthday,
          phoneNumber: students.phoneNumber,
          notes: users.notes,
          testUserFlag: users.testUserFlag,
          isCareful: students.isCareful,
          ...accountStampColumns,
          seq: users.seq,
        })
          .leftJoin(billings, eq(billings.billingId, users.billingId))
          .$dynamic(),
      )
        .where(where)
        .limit(1),
    ),
);

/** The stored account behind a detail, if the caller reaches it (else null: answered as 404). */
export async function findVisibleStudent(db: Db, p: Principal, id: string) {
  const { statements, params } = studentDetail(db, { id, groupsOf: groupsOfCaller(p) });
  const [row] = await statements.execute(params);
  return row ?? null;
}

/** The billings an edit offers (code 1 and 2 rows; code 3 has none). */
const billingChoices = preparedSelect('student_billing_choices', (db) =>
  db
    .select({
      billingId: billings.billingId,
      billingCode: billings.billingCode,
      billingName: billings.billingName,
    })
    .from(billings)
    .orderBy(asc(billings.billingCode), asc(billings.billingId)),
);

/** Spec 001 §3: a student's account as the caller may see it, with the caller's abilities. */
export async function getStudentDetail(
  db: Db,
  p: Principal,
  id: string,
  opts: { passwordsIssued: boolean },
): Promise<StudentDetail> {
  const row = await findVisibleStudent(db, p, id);
  if (!row) throw notFound();
  const abilities = studentAbilities(p, { status: row.userStatusType }, opts);
  // The column holds the contract's codes (users.billing_code).
  const billingCode = row.billingCode as BillingCode | null;
  return {
    ...labelled(row),
    extendedSchoolCode: row.extendedSchoolCode,
    admissionYearLabel: admissionYearLabel(row.admissionYear),
    courseYear: row.courseYear,
    courseYearLabel: courseYearLabel(row.courseYear),
    billingCode,
    billingCodeLabel: billingCode ? billingCodeLabels[billingCode] : '',
    billingId: row.billingId,
    billingName: row.billingName,
    birthday: row.birthday.replaceAll('-', ''),
    phoneNumber: row.phoneNumber,
    notes: abilities.seeNotes ? (row.notes ?? '') : null,
    testUserFlag: row.testUserFlag,
    isCareful: row.isCareful,
    registerDate: row.createdAt.toISOString(),
    reguserId: row.createdBy,
    reguserName: row.createdByName,
    updateDate: row.updatedAt.toISOString(),
    upduserId: row.updatedBy,
    upduserName: row.updatedByName,
    seq: row.seq,
    variant: detailVariant(p),
    abilities,
    userStatusChoices: userStatusChoices(p),
    // The contract's codes (billings.billing_code).
    billingList: abilities.edit
      ? ((await billingChoices(db).execute()) as StudentDetail['billingList'])
      : [],
    mailSuppression: await suppressionOf(db, row.emailAddress),
  };
}
