/** Fixed reference data of the built school groups: areas, schools, departments and lists. */

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

export const departmentDefs: readonly { name: string; courses: readonly string[] }[] = [
  { name: '普通科', courses: ['総合コース', '進学コース', 'スポーツコース'] },
  { name: '情報科', courses: ['IT・DXコース', 'プログラミングコース'] },
  { name: '国際科', courses: ['英語コース', 'グローバルコース'] },
  { name: '商業科', courses: ['ビジネスコース', '会計コース'] },
  { name: '芸術科', courses: ['デザインコース', '音楽コース', 'マンガ・イラストコース'] },
  { name: '福祉科', courses: ['介護福祉コース', '保育コース'] },
];

export interface SchoolDef {
  name: string;
  areaCode: string;
  /** Index into the world's school groups. */
  group: number;
  /** Relative size among the schools without a `share`. */
  weight: number;
  /** A fixed share of all students (the correspondence school). */
  share?: number;
  /** Indexes into departmentDefs; absent: 普通科 and one to three others, drawn. */
  departments?: readonly number[];
  attendanceDisplay?: boolean;
  a3LicenseLimit?: number;
  /** Has the school-wide broadcast group (全校一斉連絡, up to 10,000 members). */
  broadcast?: boolean;
}

/** A school group to build: its school groups (schools' `group` indexes them) and schools. */
export interface World {
  schoolGroups: readonly string[];
  schools: readonly SchoolDef[];
}

/**
 * The demo (DESIGN §9): six schools; the first is the demo students' school (札幌中央高等学院,
 * S0001, area 北海道, README). Weights are the schools' students at 300 students.
 */
export const demoWorld: World = {
  schoolGroups: ['たより学園 東日本グループ', 'たより学園 西日本グループ'],
  schools: [
    {
      name: '札幌中央高等学院',
      areaCode: '01',
      group: 0,
      weight: 70,
      departments: [0, 1, 2],
      a3LicenseLimit: 5,
    },
    { name: '旭川北高等学院', areaCode: '01', group: 0, weight: 45, departments: [0, 3] },
    { name: '東京新宿高等学院', areaCode: '03', group: 0, weight: 60, departments: [0, 1, 4] },
    {
      name: '横浜みなと高等学院',
      areaCode: '03',
      group: 0,
      weight: 40,
      departments: [0, 2],
      attendanceDisplay: false,
      a3LicenseLimit: 1,
    },
    { name: '大阪梅田高等学院', areaCode: '05', group: 1, weight: 50, departments: [0, 1, 3] },
    { name: '福岡天神高等学院', areaCode: '07', group: 1, weight: 35, departments: [0, 4] },
  ],
};

/** The benchmark's school group: twenty schools, a correspondence school holding 22% of the students. */
export const largeWorld: World = {
  schoolGroups: [
    'たより学園 北日本グループ',
    'たより学園 首都圏グループ',
    'たより学園 中部・関西グループ',
    'たより学園 西日本グループ',
    'たより学園 通信制グループ',
  ],
  schools: [
    {
      name: 'たより通信制高等学校',
      areaCode: '03',
      group: 4,
      weight: 0,
      share: 0.22,
      departments: [0, 1, 4, 5],
      broadcast: true,
    },
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
  ],
};

export const noticeCategoryNames = ['重要', '学校行事', '授業', '手続き', 'その他'] as const;
export type NoticeCategoryName = (typeof noticeCategoryNames)[number];

/** Attendance periods shown on the home panel, in order. */
export const attendancePeriodNames = ['前期', '後期', '通年'] as const;

/** Subjects of the per-course attendance table (each taken in 前期 and 後期); 情報I by everyone. */
export const attendanceSubjects = [
  '国語総合',
  '数学I',
  '英語コミュニケーションI',
  '情報I',
  '現代社会',
  '化学基礎',
  '体育',
  '家庭基礎',
] as const;

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

export const carefulNotes = [
  '面談時は保護者同席を希望',
  '連絡は保護者経由で行うこと',
  '体調面に配慮が必要',
] as const;
