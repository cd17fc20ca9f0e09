/** Fixed reference data of the demo school group. */

export const demoAreas = [
  { areaCode: '01', areaName: '北海道', sortOrder: 1 },
  { areaCode: '03', areaName: '関東', sortOrder: 3 },
  { areaCode: '05', areaName: '関西', sortOrder: 5 },
  { areaCode: '08', areaName: '九州', sortOrder: 8 },
] as const;

export const demoSchoolGroups = ['たより学園 東日本グループ', 'たより学園 西日本グループ'] as const;

export interface DemoDepartment {
  name: string;
  courses: readonly [string, string];
}

const general: DemoDepartment = { name: '普通科', courses: ['総合コース', '進学コース'] };
const it: DemoDepartment = { name: '情報科', courses: ['IT・DXコース', 'プログラミングコース'] };
const intl: DemoDepartment = { name: '国際科', courses: ['英語コース', 'グローバルコース'] };
const business: DemoDepartment = { name: '商業科', courses: ['ビジネスコース', '会計コース'] };
const arts: DemoDepartment = { name: '芸術科', courses: ['デザインコース', '音楽コース'] };

export interface DemoSchool {
  extendedSchoolCode: string;
  name: string;
  areaCode: string;
  /** Index into demoSchoolGroups. */
  group: number;
  attendanceDisplay: boolean;
  a3LicenseLimit: number;
  /** Letter used in student numbers, unique per school. */
  letter: string;
  studentCount: number;
  departments: readonly DemoDepartment[];
}

/** The first school is the demo students' school. */
export const demoSchools: readonly DemoSchool[] = [
  {
    extendedSchoolCode: 'S0001',
    name: '札幌中央高等学院',
    areaCode: '01',
    group: 0,
    attendanceDisplay: true,
    a3LicenseLimit: 5,
    letter: 'A',
    studentCount: 70,
    departments: [general, it, intl],
  },
  {
    extendedSchoolCode: 'S0002',
    name: '旭川北高等学院',
    areaCode: '01',
    group: 0,
    attendanceDisplay: true,
    a3LicenseLimit: 3,
    letter: 'B',
    studentCount: 45,
    departments: [general, business],
  },
  {
    extendedSchoolCode: 'S0003',
    name: '東京新宿高等学院',
    areaCode: '03',
    group: 0,
    attendanceDisplay: true,
    a3LicenseLimit: 10,
    letter: 'C',
    studentCount: 60,
    departments: [general, it, arts],
  },
  {
    extendedSchoolCode: 'S0004',
    name: '横浜みなと高等学院',
    areaCode: '03',
    group: 0,
    attendanceDisplay: false,
    a3LicenseLimit: 1,
    letter: 'D',
    studentCount: 40,
    departments: [general, intl],
  },
  {
    extendedSchoolCode: 'S0005',
    name: '大阪梅田高等学院',
    areaCode: '05',
    group: 1,
    attendanceDisplay: true,
    a3LicenseLimit: 8,
    letter: 'E',
    studentCount: 50,
    departments: [general, it, business],
  },
  {
    extendedSchoolCode: 'S0006',
    name: '福岡天神高等学院',
    areaCode: '08',
    group: 1,
    attendanceDisplay: true,
    a3LicenseLimit: 4,
    letter: 'F',
    studentCount: 35,
    departments: [general, arts],
  },
];

export const demoNoticeCategories = ['重要', '学校行事', '授業', '手続き', 'その他'] as const;
export type DemoCategory = (typeof demoNoticeCategories)[number];

/** Attendance periods shown on the home panel, in order. */
export const demoAttendancePeriods = ['前期', '後期', '通年'] as const;

/** Subjects of the per-course attendance table (each taken in 前期 and 後期). */
export const demoAttendanceSubjects = [
  '国語総合',
  '数学I',
  '英語コミュニケーションI',
  '情報I',
  '現代社会',
  '化学基礎',
] as const;
