/** The demo sign-in accounts. README, e2e tests and docs import these. */
import type { RoleType, UserType } from '@tayori/contract';
import type { Pinned } from './model';

/** The password of every demo account (except the newcomer's temporary one). */
export const DEMO_PASSWORD = 'Sakura-demo-2026';
/** The newcomer's temporary password: it must be replaced at the first sign-in. */
export const DEMO_TEMPORARY_PASSWORD = 'Temp-2026-demo';

export interface DemoAccount {
  label: string;
  email: string;
  password: string;
  userType: UserType;
  roleType: RoleType | null;
  /** true: a temporary password that must be changed at the first sign-in. */
  temporary?: boolean;
}

export const demoAccounts: readonly DemoAccount[] = [
  {
    label: '生徒',
    email: 'student@demo.tayori.example',
    password: DEMO_PASSWORD,
    userType: 'STUDENT',
    roleType: null,
  },
  {
    label: '生徒（要配慮）',
    email: 'careful@demo.tayori.example',
    password: DEMO_PASSWORD,
    userType: 'STUDENT',
    roleType: null,
  },
  {
    label: '生徒（仮パスワード・初回変更）',
    email: 'newcomer@demo.tayori.example',
    password: DEMO_TEMPORARY_PASSWORD,
    userType: 'STUDENT',
    roleType: null,
    temporary: true,
  },
  {
    label: 'チューター',
    email: 'tutor@demo.tayori.example',
    password: DEMO_PASSWORD,
    userType: 'TUTOR',
    roleType: null,
  },
  {
    label: 'その他',
    email: 'other@demo.tayori.example',
    password: DEMO_PASSWORD,
    userType: 'OTHER',
    roleType: null,
  },
  {
    label: 'システム管理者',
    email: 'admin@demo.tayori.example',
    password: DEMO_PASSWORD,
    userType: 'STAFF',
    roleType: 'SYSTEM_ADMINISTRATOR',
  },
  {
    label: '本部編集者',
    email: 'vista-editor@demo.tayori.example',
    password: DEMO_PASSWORD,
    userType: 'STAFF',
    roleType: 'VISTA_EDITOR',
  },
  {
    label: '本部閲覧者',
    email: 'vista-viewer@demo.tayori.example',
    password: DEMO_PASSWORD,
    userType: 'STAFF',
    roleType: 'VISTA_VIEWER',
  },
  {
    label: '学校編集者',
    email: 'school-editor@demo.tayori.example',
    password: DEMO_PASSWORD,
    userType: 'STAFF',
    roleType: 'SCHOOL_EDITOR',
  },
  {
    label: '学校閲覧者',
    email: 'school-viewer@demo.tayori.example',
    password: DEMO_PASSWORD,
    userType: 'STAFF',
    roleType: 'SCHOOL_VIEWER',
  },
];

/**
 * The demo students' identity-check data (identification page). All three are at 札幌中央高等学院
 * (S0001, area 北海道), 情報科 / IT・DXコース. `pinned`: the home figures the screens and tests
 * read (the demo student's 前期 at 92.5% and 後期 always in; the careful student's 後期 not in yet).
 */
export const demoStudentIdentities = [
  {
    email: 'student@demo.tayori.example',
    lastName: '佐藤',
    firstName: '陽菜',
    lastNameKana: 'サトウ',
    firstNameKana: 'ヒナ',
    areaCode: '01',
    extendedSchoolCode: 'S0001',
    studentNumber: '2024A0001',
    birthday: '2008-05-14',
    phoneNumber: '09012345678',
    schoolYear: 2,
    admissionYear: 2024,
    isCareful: false,
    pinned: { literacy: 'PASSED', attendance: 'fixed', reads: 'demoRead' },
  },
  {
    email: 'careful@demo.tayori.example',
    lastName: '高橋',
    firstName: '蓮',
    lastNameKana: 'タカハシ',
    firstNameKana: 'レン',
    areaCode: '01',
    extendedSchoolCode: 'S0001',
    studentNumber: '2024A0002',
    birthday: '2008-09-30',
    phoneNumber: '08023456789',
    schoolYear: 2,
    admissionYear: 2024,
    isCareful: true,
    pinned: { literacy: 'ERROR', attendance: 'pending' },
  },
  {
    email: 'newcomer@demo.tayori.example',
    lastName: '田中',
    firstName: '湊',
    lastNameKana: 'タナカ',
    firstNameKana: 'ミナト',
    areaCode: '01',
    extendedSchoolCode: 'S0001',
    studentNumber: '2025A0003',
    birthday: '2009-11-03',
    phoneNumber: '07034567890',
    schoolYear: 1,
    admissionYear: 2025,
    isCareful: false,
    pinned: { literacy: 'UNTESTED', attendance: 'pending', reads: 'nothing' },
  },
] as const satisfies readonly (Record<string, unknown> & { pinned: Pinned })[];

/** Names (and school, by index into demoWorld's schools) of the non-student demo accounts. */
export const demoStaffPeople: Record<
  string,
  {
    lastName: string;
    firstName: string;
    lastNameKana: string;
    firstNameKana: string;
    school: number;
  }
> = {
  'tutor@demo.tayori.example': {
    lastName: '中村',
    firstName: '千尋',
    lastNameKana: 'ナカムラ',
    firstNameKana: 'チヒロ',
    school: 0,
  },
  'other@demo.tayori.example': {
    lastName: '小林',
    firstName: '直子',
    lastNameKana: 'コバヤシ',
    firstNameKana: 'ナオコ',
    school: 0,
  },
  'admin@demo.tayori.example': {
    lastName: '山本',
    firstName: '浩',
    lastNameKana: 'ヤマモト',
    firstNameKana: 'ヒロシ',
    school: 0,
  },
  'vista-editor@demo.tayori.example': {
    lastName: '伊藤',
    firstName: '誠',
    lastNameKana: 'イトウ',
    firstNameKana: 'マコト',
    school: 2,
  },
  'vista-viewer@demo.tayori.example': {
    lastName: '渡辺',
    firstName: '恵子',
    lastNameKana: 'ワタナベ',
    firstNameKana: 'ケイコ',
    school: 2,
  },
  'school-editor@demo.tayori.example': {
    lastName: '加藤',
    firstName: '隆',
    lastNameKana: 'カトウ',
    firstNameKana: 'タカシ',
    school: 0,
  },
  'school-viewer@demo.tayori.example': {
    lastName: '吉田',
    firstName: '裕子',
    lastNameKana: 'ヨシダ',
    firstNameKana: 'ユウコ',
    school: 0,
  },
};
