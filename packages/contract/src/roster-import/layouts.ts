import { z } from '../zod';
import {
  LiteracyResult,
  RoleType,
  SchoolYear,
  StudentCourse,
  StudentStatusTypeCode,
} from '../enums';
import {
  birthdayField,
  ExtendedSchoolCode,
  NameField,
  NotesField,
  optionalText,
  OptionalPhoneNumberField,
  requiredText,
  RequiredKanaField,
  SignInIdField,
  StudentNumberField,
  StudentTypeCodeField,
} from '../fields';
import { parseCompactDate } from '../dates';
import { schoolYearLabel, studentCourseLabels, studentStatusLabels } from '../code-labels';
import { limits } from '../limits';
import { messages } from '../messages';
import { toHalfWidth, toHalfWidthDigits } from '../typed-text';
import { readWrittenDate } from '../written-date';
import { StaffUserType } from '../staff-accounts/wire';
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

/** A whole number a count or year cell holds (full-width digits allowed), within PostgreSQL's integer. */
const count = z
  .string()
  .overwrite(toHalfWidth)
  .regex(/^\d{1,9}$/, messages.import_count_format)
  .transform(Number);

const optional = (schema: z.ZodType, fallback: unknown) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional().default(fallback as never));

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

/** Ten digits not starting with 0: a phone number whose 0 Excel dropped (a number cell). */
const DROPPED_ZERO = /^[1-9]\d{9}$/;

/** Whether a 電話番号 cell is a phone number that lost its leading 0 in a spreadsheet. */
export const phoneLostItsZero = (cell: string) => DROPPED_ZERO.test(toHalfWidthDigits(cell));

/**
 * 電話番号: the edit form's rule, the lost 0 put back. The students planner accepts the number so
 * only when it is the stored one (an export opened in Excel and saved); any other such number is
 * refused saying the 0 is missing (import_phone_leading_zero).
 */
const phoneCell = z
  .string()
  .transform((v) => (phoneLostItsZero(v) ? `0${toHalfWidthDigits(v)}` : v))
  // A cell is always text; the field also takes null (a detail's empty phone), which a cell never is.
  .pipe(OptionalPhoneNumberField as z.ZodType<string, string>);

/**
 * A date cell as a spreadsheet writes it (readWrittenDate: 2008/5/14, 平成20年5月14日, …) as
 * YYYYMMDD for the column's own rule; a date-shaped cell with no such day is 無効な日付です, and
 * anything else reaches the rule as it is, so its message says what the column expects.
 */
const writtenDate = (rule: z.ZodType<unknown, string>) =>
  z
    .string()
    .transform((v, ctx) => {
      const read = readWrittenDate(v);
      if (read && 'impossible' in read) {
        ctx.addIssue({ code: 'custom', message: messages.invalid_date });
        return z.NEVER;
      }
      return read?.date ?? v;
    })
    .pipe(rule);

/** 受験日: a written date as YYYY-MM-DD; empty: none. */
const optionalDate = writtenDate(
  z.string().transform((v, ctx) => {
    if (v.trim() === '') return null;
    const iso = parseCompactDate(v);
    if (!iso) ctx.addIssue({ code: 'custom', message: messages.invalid_date });
    return iso;
  }),
);

/**
 * A code column that also takes the code's label, as the student CSV export writes it (正科生, 在籍,
 * 1年): the export edited in a spreadsheet imports back as it is.
 */
const codeOrLabel = (labels: Record<string, string>, codes: z.ZodType) =>
  z.preprocess((v) => {
    const code = Object.entries(labels).find(([, label]) => label === v)?.[0];
    return code ?? v;
  }, codes);

/** 学年 as the export writes it: 1年 … 4年, なし. */
const schoolYearCodes = Object.fromEntries(
  [1, 2, 3, 4, -1].map((year) => [String(year), schoolYearLabel(year)]),
);

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
          optional(codeOrLabel(schoolYearCodes, z.coerce.number().pipe(SchoolYear)), -1),
          '1〜4（1年〜4年、なし も可）。空欄は学年なし',
          false,
        ),
        col(
          'admissionYear',
          '入学年度',
          optional(z.coerce.number().int().min(1900).max(2999), null),
          '西暦4桁',
          false,
        ),
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
