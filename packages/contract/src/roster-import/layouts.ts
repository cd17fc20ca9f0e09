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

/**
 * 電話番号: the edit form's rule, after one check of its own: ten digits not starting with 0 are a
 * number whose 0 Excel dropped (a cell saved as a number), which the message says.
 */
const phoneCell = z
  .string()
  .superRefine((v, ctx) => {
    if (/^[1-9]\d{9}$/.test(toHalfWidthDigits(v)))
      ctx.addIssue({ code: 'custom', message: messages.import_phone_leading_zero, abort: true });
  })
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
          optional(z.coerce.number().pipe(SchoolYear), -1),
          '1〜4。空欄は学年なし',
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
          optional(StudentCourse, '01'),
          '01 正科生 / 02 研究生 / 03 聴講生 / 99 その他。空欄は01',
          false,
        ),
        col(
          'studentStatusTypeCode',
          '学籍状態',
          optional(StudentStatusTypeCode, '0'),
          '0 在籍 / 1 休学 / 2 退学 / 3 除籍 / 4 転学 / 5 卒業 / H 卒業延期。空欄は0',
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
