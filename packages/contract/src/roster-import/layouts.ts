import { z } from '../zod';
import { LiteracyResult, RoleType, StudentCourse, StudentStatusTypeCode } from '../enums';
import {
  AdmissionYearField,
  birthdayField,
  ExtendedSchoolCode,
  NameField,
  NotesField,
  optionalText,
  requiredText,
  RequiredKanaField,
  SchoolYearField,
  SignInIdField,
  StudentNumberField,
  StudentTypeCodeField,
} from '../fields';
import { studentCourseLabels, studentStatusLabels } from '../code-labels';
import { limits } from '../limits';
import { StaffUserType } from '../staff-accounts/wire';
import {
  codeOrLabel,
  count,
  optional,
  optionalDate,
  phoneCell,
  schoolYearCodes,
  writtenDate,
} from './cells';
import { rosterImportKinds } from './kinds';

/**
 * The roster import's published column layouts (docs/roster-import.md): one per kind, Japanese
 * headers in this order, every cell checked by the rule its edit form uses (fields.ts), so a value
 * the screens refuse is refused here with the same message.
 */
export const RosterImportKind = z.enum(rosterImportKinds);
export type RosterImportKind = z.infer<typeof RosterImportKind>;

/** One column: its header, the field it fills and the rule a cell passes ('' is an empty cell). */
export interface RosterColumn {
  key: string;
  header: string;
  required: boolean;
  schema: z.ZodType;
  /** What the published layout says of it. */
  note: string;
}

const col = (
  key: string,
  header: string,
  schema: z.ZodType,
  note: string,
  required = true,
): RosterColumn => ({ key, header, required, schema, note });

const schoolCode = col(
  'extendedSchoolCode',
  '学校コード',
  ExtendedSchoolCode,
  '例: S0001。取り込む学校のコード',
);
const studentNumber = col('studentNumber', '学籍番号', StudentNumberField, '半角英数字12文字以内');
const names = [
  col('lastName', '姓', NameField, `${limits.nameMax}文字以内`),
  col('firstName', '名', NameField, `${limits.nameMax}文字以内`),
  col('lastNameKana', '姓カナ', RequiredKanaField, '全角カタカナ（ひらがな・半角カナは変換）'),
  col('firstNameKana', '名カナ', RequiredKanaField, '全角カタカナ（ひらがな・半角カナは変換）'),
];
const counts = [
  col('attendance', '出席', count, '回数（0以上の整数）'),
  col('publicAbsence', '公欠', count, '回数'),
  col('absence', '欠席', count, '回数'),
  col('late', '遅刻', count, '回数'),
  col('leaveEarly', '早退', count, '回数'),
  col('sortOrder', '表示順', optional(count, 0), '小さい順に表示。空欄は0', false),
];

/**
 * Headers the import also reads for a column (NFKC, as a header is compared): an older student
 * export's 姓（カナ）, 名（カナ） and メールアドレス.
 */
export const rosterHeaderAliases: Partial<Record<RosterImportKind, Record<string, string>>> = {
  students: { '姓(カナ)': '姓カナ', '名(カナ)': '名カナ', メールアドレス: 'サインインID' },
};

/**
 * Columns the student export adds for a person to read (the school's name, the account status):
 * a file may keep them, and the import leaves them alone and says so.
 */
export const rosterReferenceHeaders: Partial<Record<RosterImportKind, string[]>> = {
  students: ['学校', 'ユーザーステータス'],
};

/** The columns of each kind; `today` is the server's clock (birthdays must be before it). */
export function rosterColumns(kind: RosterImportKind, today: () => string): RosterColumn[] {
  switch (kind) {
    case 'students':
      return [
        schoolCode,
        studentNumber,
        col('email', 'サインインID', SignInIdField, 'メールアドレス形式。生徒ごとに一意'),
        ...names,
        col(
          'birthday',
          '生年月日',
          writtenDate(birthdayField(today)),
          'YYYYMMDD、2008/5/14、平成20年5月14日など（本人確認に使用）',
        ),
        col('phoneNumber', '電話番号', phoneCell, '半角数字11桁（本人確認のSMS送信先）', false),
        col(
          'schoolYear',
          '学年',
          optional(codeOrLabel(schoolYearCodes, SchoolYearField), -1),
          '1〜4（1年〜4年、なし も可）。空欄は学年なし',
          false,
        ),
        col('admissionYear', '入学年度', optional(AdmissionYearField, null), '西暦4桁', false),
        col(
          'departmentName',
          '学科',
          optional(optionalText(limits.nameMax), null),
          '学校に登録済みの学科名',
          false,
        ),
        col(
          'courseName',
          'コース',
          optional(optionalText(limits.nameMax), null),
          '学科に登録済みのコース名',
          false,
        ),
        col(
          'studentCourse',
          '学生区分',
          optional(codeOrLabel(studentCourseLabels, StudentCourse), '01'),
          '01 正科生 / 02 研究生 / 03 聴講生 / 99 その他（コードか名称）。空欄は01',
          false,
        ),
        col(
          'studentStatusTypeCode',
          '学籍状態',
          optional(codeOrLabel(studentStatusLabels, StudentStatusTypeCode), '0'),
          '0 在籍 / 1 休学 / 2 退学 / 3 除籍 / 4 転学 / 5 卒業 / H 卒業延期（コードか名称）。空欄は0',
          false,
        ),
        col(
          'studentTypeCode',
          '学生種別',
          optional(StudentTypeCodeField, null),
          `学校の学籍システムのコード（半角英数字${limits.studentTypeCodeMax}文字以内）。空欄はなし`,
          false,
        ),
      ];
    case 'accounts':
      return [
        schoolCode,
        col('email', 'サインインID', SignInIdField, 'メールアドレス形式'),
        col('userType', '利用者種別', StaffUserType, 'STAFF / TUTOR / OTHER'),
        col(
          'roleType',
          '権限',
          optional(RoleType, null),
          'STAFF のみ必須: SYSTEM_ADMINISTRATOR など',
          false,
        ),
        ...names,
        col('notes', '備考', optional(NotesField, ''), `${limits.notesMax}文字以内`, false),
      ];
    case 'attendancePeriods':
      return [
        schoolCode,
        studentNumber,
        col(
          'periodName',
          '期間',
          requiredText(limits.nameMax),
          '例: 前期。同じ生徒・期間の数値を置き換えます',
        ),
        ...counts,
      ];
    case 'attendanceCourses':
      return [
        schoolCode,
        studentNumber,
        col('semester', '学期', requiredText(limits.nameMax), '例: 前期'),
        col(
          'courseName',
          '科目',
          requiredText(limits.nameMax),
          '同じ生徒・学期・科目の数値を置き換えます',
        ),
        ...counts,
      ];
    case 'literacy':
      return [
        schoolCode,
        studentNumber,
        col(
          'result',
          '結果',
          LiteracyResult,
          'PASSED 合格 / FAILURE 不合格 / UNTESTED 未受験 / ERROR エラー',
        ),
        col(
          'testedAt',
          '受験日',
          optionalDate,
          'YYYYMMDD、2026/7/10、令和8年7月10日など。空欄可',
          false,
        ),
      ];
  }
}
