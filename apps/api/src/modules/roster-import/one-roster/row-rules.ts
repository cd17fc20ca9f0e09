import {
  HALF_WIDTH_KANA,
  messages,
  ONE_ROSTER_GRADE,
  ONE_ROSTER_UUID,
  oneRosterRoles,
  type OneRosterReadFile,
} from '@tayori/contract';

/**
 * The Japan Profile's rules for one row of each file (docs/roster-import.md "OneRoster", the
 * validators in docs/research/oneroster-japan-profile.md §4–5), one message each. References to
 * other files are checked by check-zip.ts, which knows which files the ZIP holds.
 */

/** A row's cells by header ('NULL' already read as empty, as the profile's importers do). */
export type Cells = Record<string, string>;
/** A rule's finding: the column and the message. */
export type Finding = [column: string, message: string];
type Rule = (cells: Cells) => Finding | null;

const required =
  (column: string): Rule =>
  (c) =>
    c[column] ? null : [column, messages.required];

/** Names, titles and kana never hold half-width katakana (every validator of the profile). */
const fullWidth =
  (column: string): Rule =>
  (c) =>
    HALF_WIDTH_KANA.test(c[column] ?? '') ? [column, messages.oneroster_half_width_kana] : null;

const uuid =
  (column: string): Rule =>
  (c) =>
    c[column] && !ONE_ROSTER_UUID.test(c[column]) ? [column, messages.oneroster_uuid] : null;

const oneOf =
  (column: string, allowed: readonly string[], message: string): Rule =>
  (c) =>
    allowed.includes(c[column] ?? '') ? null : [column, message];

const optionalOneOf =
  (column: string, allowed: readonly string[], message: string): Rule =>
  (c) =>
    !c[column] || allowed.includes(c[column]) ? null : [column, message];

const BOOLEANS = ['true', 'false'];
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const date =
  (column: string): Rule =>
  (c) =>
    c[column] && !DATE.test(c[column]) ? [column, messages.oneroster_date] : null;

/** A comma list of MEXT grade codes ("H1" or "P1,P2"). */
const grades =
  (column: string): Rule =>
  (c) =>
    gradeCodes(c[column] ?? '').every((g) => ONE_ROSTER_GRADE.test(g))
      ? null
      : [column, messages.oneroster_grade];

export const gradeCodes = (cell: string) =>
  cell
    .split(',')
    .map((g) => g.trim())
    .filter((g) => g !== '');

/** 学校コード (MEXT): a letter A–H and twelve digits; 地方公共団体コード: six digits. */
const orgIdentifier: Rule = (c) => {
  if (!c.identifier) return null;
  if (c.type === 'school' && !/^[A-H]\d{12}$/.test(c.identifier))
    return ['identifier', messages.oneroster_school_code];
  if (c.type === 'district' && !/^\d{6}$/.test(c.identifier))
    return ['identifier', messages.oneroster_district_code];
  return null;
};

export const roleNames = Object.keys(oneRosterRoles);
const enrollmentRoles = ['student', 'teacher', 'administrator', 'proctor', 'guardian'];

/** Each file's row rules, in the order of its columns. */
export const rowRules: Record<OneRosterReadFile, Rule[]> = {
  orgs: [
    required('name'),
    fullWidth('name'),
    oneOf('type', ['school', 'district'], messages.oneroster_org_type),
    orgIdentifier,
    uuid('parentSourcedId'),
    (c) =>
      c.type === 'district' && c.parentSourcedId
        ? ['parentSourcedId', messages.oneroster_district_parent]
        : null,
  ],
  academicSessions: [
    (c) => (/^\d{4}年度$/.test(c.title ?? '') ? null : ['title', messages.oneroster_session_title]),
    oneOf('type', ['schoolYear'], messages.oneroster_session_type),
    date('startDate'),
    date('endDate'),
  ],
  courses: [required('title'), fullWidth('title'), uuid('orgSourcedId'), grades('grades')],
  classes: [
    required('title'),
    fullWidth('title'),
    grades('grades'),
    uuid('courseSourcedId'),
    oneOf('classType', ['homeroom', 'scheduled'], messages.oneroster_class_type),
    fullWidth('location'),
    uuid('schoolSourcedId'),
    optionalOneOf('metadata.jp.specialNeeds', BOOLEANS, messages.oneroster_boolean),
  ],
  users: [
    oneOf('enabledUser', BOOLEANS, messages.oneroster_boolean),
    required('username'),
    required('givenName'),
    fullWidth('givenName'),
    required('familyName'),
    fullWidth('familyName'),
    grades('grades'),
    required('userMasterIdentifier'),
    uuid('userMasterIdentifier'),
    fullWidth('preferredGivenName'),
    fullWidth('preferredFamilyName'),
    uuid('primaryOrgSourcedId'),
    required('metadata.jp.kanaGivenName'),
    fullWidth('metadata.jp.kanaGivenName'),
    required('metadata.jp.kanaFamilyName'),
    fullWidth('metadata.jp.kanaFamilyName'),
    uuid('metadata.jp.homeClass'),
  ],
  roles: [
    uuid('userSourcedId'),
    oneOf('roleType', ['primary', 'secondary'], messages.oneroster_role_type),
    oneOf('role', roleNames, messages.oneroster_role(roleNames.join(', '))),
    uuid('orgSourcedId'),
  ],
  enrollments: [
    uuid('classSourcedId'),
    uuid('schoolSourcedId'),
    uuid('userSourcedId'),
    oneOf('role', enrollmentRoles, messages.oneroster_role(enrollmentRoles.join(', '))),
    oneOf('primary', BOOLEANS, messages.oneroster_boolean),
    (c) =>
      c.primary === 'true' && c.role !== 'teacher'
        ? ['primary', messages.oneroster_primary_enrollment]
        : null,
  ],
  demographics: [date('birthDate')],
};

/**
 * The columns of each file that name another file's row, and that file: a reference is checked
 * when the ZIP holds the whole of that file (bulk); a delta's may name rows sent before.
 */
export const references: Record<
  OneRosterReadFile,
  { column: string; file: OneRosterReadFile; school?: true }[]
> = {
  orgs: [{ column: 'parentSourcedId', file: 'orgs' }],
  academicSessions: [],
  courses: [
    { column: 'orgSourcedId', file: 'orgs' },
    { column: 'schoolYearSourcedId', file: 'academicSessions' },
  ],
  classes: [
    { column: 'courseSourcedId', file: 'courses' },
    { column: 'schoolSourcedId', file: 'orgs', school: true },
  ],
  users: [
    { column: 'primaryOrgSourcedId', file: 'orgs' },
    { column: 'metadata.jp.homeClass', file: 'classes' },
  ],
  roles: [
    { column: 'userSourcedId', file: 'users' },
    { column: 'orgSourcedId', file: 'orgs' },
  ],
  enrollments: [
    { column: 'classSourcedId', file: 'classes' },
    { column: 'schoolSourcedId', file: 'orgs', school: true },
    { column: 'userSourcedId', file: 'users' },
  ],
  demographics: [{ column: 'sourcedId', file: 'users' }],
};
