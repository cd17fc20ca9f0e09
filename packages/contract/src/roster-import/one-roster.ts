/**
 * OneRoster 1.2 CSV, Japan Profile (docs/roster-import.md "OneRoster"; research in
 * docs/research/oneroster-japan-profile.md): the files, headers and value rules the import reads and
 * the export writes. Loads no zod (the screen imports the kind's name from here).
 */

/** manifest.csv's `oneroster.version` values read: JP 第2版 (1.2), v1.2.1, Japan K-12 v1.0. */
export const oneRosterVersions = ['1.2', '1.2.1', '1.2_JP'] as const;
/** What the export writes: the version every Japanese importer found accepts. */
export const oneRosterExportVersion = '1.2';

/** Every `file.*` property of manifest.csv, in the profile's order. */
export const oneRosterFiles = [
  'academicSessions',
  'categories',
  'classes',
  'classResources',
  'courses',
  'courseResources',
  'demographics',
  'enrollments',
  'lineItemLearningObjectiveIds',
  'lineItems',
  'lineItemScoreScales',
  'orgs',
  'resources',
  'resultLearningObjectiveIds',
  'results',
  'resultScoreScales',
  'roles',
  'scoreScales',
  'userProfiles',
  'userResources',
  'users',
] as const;
export type OneRosterFile = (typeof oneRosterFiles)[number];

export const oneRosterModes = ['absent', 'bulk', 'delta'] as const;
export type OneRosterMode = (typeof oneRosterModes)[number];

const base = ['sourcedId', 'status', 'dateLastModified'];
const usersStart = [
  ...base,
  'enabledUser',
  'username',
  'userIds',
  'givenName',
  'familyName',
  'middleName',
  'identifier',
  'email',
  'sms',
  'phone',
  'agentSourcedIds',
  'grades',
  'password',
  'userMasterIdentifier',
];
const usersNames = [
  'preferredGivenName',
  'preferredMiddleName',
  'preferredFamilyName',
  'primaryOrgSourcedId',
  'pronouns',
  'metadata.jp.kanaGivenName',
  'metadata.jp.kanaFamilyName',
  'metadata.jp.kanaMiddleName',
  'metadata.jp.homeClass',
];
const enrollmentsStart = [
  ...base,
  'classSourcedId',
  'schoolSourcedId',
  'userSourcedId',
  'role',
  'primary',
  'beginDate',
  'endDate',
];

/**
 * The header rows of the files the portal reads and writes. A file may have more than one layout
 * (users: JP 第2版 and v1.2.1; enrollments: 第2版 and K-12's lower-case metadata); the first is
 * the one the export writes. A layout's columns are a prefix: columns to their right are ignored.
 */
export const oneRosterHeaders = {
  academicSessions: [
    [...base, 'title', 'type', 'startDate', 'endDate', 'parentSourcedId', 'schoolYear'],
  ],
  orgs: [[...base, 'name', 'type', 'identifier', 'parentSourcedId']],
  courses: [
    [
      ...base,
      'schoolYearSourcedId',
      'title',
      'courseCode',
      'grades',
      'orgSourcedId',
      'subjects',
      'subjectCodes',
    ],
  ],
  classes: [
    [
      ...base,
      'title',
      'grades',
      'courseSourcedId',
      'classCode',
      'classType',
      'location',
      'schoolSourcedId',
      'termSourcedIds',
      'subjects',
      'subjectCodes',
      'periods',
      'metadata.jp.specialNeeds',
    ],
  ],
  users: [
    [...usersStart, 'resourceSourcedIds', ...usersNames],
    [
      ...usersStart,
      ...usersNames,
      'metadata.jp.kanaPreferredFamilyName',
      'metadata.jp.kanaPreferredGivenName',
      'metadata.jp.kanaPreferredMiddleName',
    ],
  ],
  roles: [
    [
      ...base,
      'userSourcedId',
      'roleType',
      'role',
      'beginDate',
      'endDate',
      'orgSourcedId',
      'userProfileSourcedId',
    ],
  ],
  enrollments: [
    [...enrollmentsStart, 'metadata.jp.ShussekiNo', 'metadata.jp.PublicFlg'],
    [...enrollmentsStart, 'metadata.jp.shussekiNo', 'metadata.jp.publicFlg'],
  ],
  demographics: [
    [
      ...base,
      'birthDate',
      'sex',
      'americanIndianOrAlaskaNative',
      'asian',
      'blackOrAfricanAmerican',
      'nativeHawaiianOrOtherPacificIslander',
      'white',
      'demographicRaceTwoOrMoreRaces',
      'hispanicOrLatinoEthnicity',
      'countryOfBirthCode',
      'stateOfBirthAbbreviation',
      'cityOfBirth',
      'publicSchoolResidenceStatus',
    ],
  ],
} as const satisfies Partial<Record<OneRosterFile, readonly (readonly string[])[]>>;
export type OneRosterReadFile = keyof typeof oneRosterHeaders;

/**
 * The files a ZIP must hold for the import (manifest `bulk` or `delta`); a delta may leave out
 * orgs.csv once the school's org is known from an earlier import.
 */
export const oneRosterRequiredFiles: readonly OneRosterReadFile[] = ['users'];

/**
 * roles.csv's `role` values the profile's validators accept (their union: OneRoster 1.2's list),
 * and what each becomes in the portal. Guardians and relatives are not portal users.
 */
export const oneRosterRoles = {
  student: 'STUDENT',
  teacher: 'STAFF',
  principal: 'STAFF',
  siteAdministrator: 'STAFF',
  districtAdministrator: 'STAFF',
  systemAdministrator: 'STAFF',
  counselor: 'STAFF',
  administrator: 'STAFF',
  aide: 'TUTOR',
  proctor: 'OTHER',
  guardian: null,
  parent: null,
  relative: null,
} as const;
export type OneRosterRole = keyof typeof oneRosterRoles;

/** MEXT grade codes (小 P1–P6, 中 J1–J3, 高 H1–H3, E1–E3): the digit is the portal's 学年. */
export const ONE_ROSTER_GRADE = /^[PJHE][1-6]$/;
/** A sourcedId or userMasterIdentifier: a UUID (the profile asks v4; any version is read). */
export const ONE_ROSTER_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Half-width katakana, which the profile forbids in names and kana. */
export const HALF_WIDTH_KANA = /[\uFF65-\uFF9F]/;
