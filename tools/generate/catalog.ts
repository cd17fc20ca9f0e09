/** Fixed reference data of the generated school group: areas, school groups, schools, lists. */
import {
  demoAttendancePeriods,
  demoAttendanceSubjects,
  demoNoticeCategories,
} from '@tayori/api/db/demo/catalog';
import { demoMenus } from '@tayori/api/db/demo/menus';

export const areas = [
  ['01', '北海道'],
  ['02', '東北'],
  ['03', '関東'],
  ['04', '中部'],
  ['05', '関西'],
  ['06', '中国・四国'],
  ['07', '九州'],
  ['08', '沖縄'],
] as const;

export const schoolGroupNames = [
  'たより学園 北日本グループ',
  'たより学園 首都圏グループ',
  'たより学園 中部・関西グループ',
  'たより学園 西日本グループ',
  'たより学園 通信制グループ',
] as const;

export interface SchoolDef {
  name: string;
  areaCode: string;
  /** Index into schoolGroupNames. */
  group: number;
  /** Relative size; the first school is the large correspondence school. */
  weight: number;
}

/** Twenty schools. The first is a correspondence school holding about a fifth of all students. */
export const schoolDefs: readonly SchoolDef[] = [
  { name: 'たより通信制高等学校', areaCode: '03', group: 4, weight: 0 },
  { name: '札幌中央高等学院', areaCode: '01', group: 0, weight: 1.2 },
  { name: '旭川北高等学院', areaCode: '01', group: 0, weight: 0.6 },
  { name: '仙台青葉高等学院', areaCode: '02', group: 0, weight: 1.0 },
  { name: '盛岡高等学院', areaCode: '02', group: 0, weight: 0.5 },
  { name: '東京新宿高等学院', areaCode: '03', group: 1, weight: 1.6 },
  { name: '東京池袋高等学院', areaCode: '03', group: 1, weight: 1.4 },
  { name: '横浜みなと高等学院', areaCode: '03', group: 1, weight: 1.2 },
  { name: 'さいたま大宮高等学院', areaCode: '03', group: 1, weight: 1.0 },
  { name: '千葉幕張高等学院', areaCode: '03', group: 1, weight: 0.8 },
  { name: '名古屋栄高等学院', areaCode: '04', group: 2, weight: 1.3 },
  { name: '金沢高等学院', areaCode: '04', group: 2, weight: 0.5 },
  { name: '大阪梅田高等学院', areaCode: '05', group: 2, weight: 1.5 },
  { name: '京都四条高等学院', areaCode: '05', group: 2, weight: 0.9 },
  { name: '神戸三宮高等学院', areaCode: '05', group: 2, weight: 0.9 },
  { name: '広島高等学院', areaCode: '06', group: 3, weight: 0.8 },
  { name: '高松高等学院', areaCode: '06', group: 3, weight: 0.4 },
  { name: '福岡天神高等学院', areaCode: '07', group: 3, weight: 1.2 },
  { name: '熊本高等学院', areaCode: '07', group: 3, weight: 0.5 },
  { name: '那覇高等学院', areaCode: '08', group: 3, weight: 0.4 },
];

/** Share of all students at the correspondence school (school 0). */
export const BIG_SCHOOL_SHARE = 0.22;

export const departmentDefs: readonly { name: string; courses: readonly string[] }[] = [
  { name: '普通科', courses: ['総合コース', '進学コース', 'スポーツコース'] },
  { name: '情報科', courses: ['IT・DXコース', 'プログラミングコース'] },
  { name: '国際科', courses: ['英語コース', 'グローバルコース'] },
  { name: '商業科', courses: ['ビジネスコース', '会計コース'] },
  { name: '芸術科', courses: ['デザインコース', '音楽コース', 'マンガ・イラストコース'] },
  { name: '福祉科', courses: ['介護福祉コース', '保育コース'] },
];

// The same lists as the demo seed, so both data sets read alike; the generator adds two subjects.
export const noticeCategoryNames = demoNoticeCategories;
export const attendancePeriodNames = demoAttendancePeriods;
export const attendanceSubjects = [...demoAttendanceSubjects, '体育', '家庭基礎'] as const;

/** Small groups (committees, clubs, follow-up lists) added to each school. */
export const smallGroupNames = [
  '生徒会',
  '図書委員会',
  '保健委員会',
  '体育祭実行委員',
  '文化祭実行委員',
  '進路希望調査 未提出者',
  '奨学金申請者',
  'eスポーツ部',
  '軽音楽部',
  '写真部',
  '資格試験 受験者',
  '補習対象者',
] as const;

/** The demo's home menus: the same catalogue, only for more schools. */
export const menus = demoMenus;
