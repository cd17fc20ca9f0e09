import type {
  BillingCode,
  RoleType,
  StudentCourse,
  StudentStatusTypeCode,
  UserStatusType,
  UserType,
} from './enums';

/**
 * The Japanese labels of spec 001 §3's codes, written once: the API puts them beside the codes in
 * its answers (the student detail's `studentCourseLabel`…) and in the CSV export, and screens show
 * what the answer carries. Loads no zod.
 */
export const studentCourseLabels: Record<StudentCourse, string> = {
  '01': '正科生',
  '02': '研究生',
  '03': '聴講生',
  '99': 'その他',
};

export const studentStatusLabels: Record<StudentStatusTypeCode, string> = {
  '0': '在籍',
  '1': '休学',
  '2': '退学',
  '3': '除籍',
  '4': '転学',
  '5': '卒業',
  H: '卒業延期',
};

export const userStatusLabels: Record<UserStatusType, string> = {
  ACTIVE: '有効',
  SUSPENDED: '利用停止',
  DELETE: '削除',
};

export const billingCodeLabels: Record<BillingCode, string> = {
  '1': '学校',
  '2': '個人',
  '3': 'なし',
};

/** School year 1–4 as '1年'; -1 (no school year) as 'なし' (spec 001 §3). */
export const schoolYearLabel = (year: number): string => (year === -1 ? 'なし' : `${year}年`);

/** An admission year as '2025年度'; none as ''. */
export const admissionYearLabel = (year: number | null): string =>
  year === null ? '' : `${year}年度`;

/** A course year (1–99) as '2年次'; none as ''. */
export const courseYearLabel = (year: number | null): string =>
  year === null ? '' : `${year}年次`;

/** Spec 001 §3: account types as the account screens show them. */
export const userTypeLabels: Record<UserType, string> = {
  STAFF: '教職員',
  STUDENT: '学生',
  TUTOR: 'チューター',
  OTHER: 'その他',
};

/** Spec 001 §1: the staff roles as the account screens show them. */
export const roleTypeLabels: Record<RoleType, string> = {
  SYSTEM_ADMINISTRATOR: 'システム管理者',
  VISTA_EDITOR: 'VISTA編集者',
  VISTA_VIEWER: 'VISTA閲覧者',
  SCHOOL_EDITOR: '学校編集者',
  SCHOOL_VIEWER: '学校閲覧者',
};
