/** The built school group in memory: what is written, and what a benchmark samples from. */
import type {
  BillingCode,
  LiteracyResult,
  RoleType,
  StudentCourse,
  StudentStatusTypeCode,
  UserStatusType,
  UserType,
} from '@tayori/contract';

export type { RoleType, UserType };
export type UserStatus = UserStatusType;
export type NoticeStatus = 'DRAFT' | 'PRE_RELEASE' | 'IN_RELEASE' | 'END_OF_RELEASE';

export interface School {
  index: number;
  id: number;
  code: string;
  name: string;
  areaCode: string;
  /** school_groups.id */
  schoolGroupId: number;
  size: number;
  attendanceDisplay: boolean;
  a3LicenseLimit: number;
  broadcast: boolean;
  departments: { id: number; name: string; courseIds: number[] }[];
}

export interface Names {
  lastName: string;
  firstName: string;
  lastNameKana: string;
  firstNameKana: string;
}

/** What the demo pins for a demo student: home figures the screens and tests read. */
export interface Pinned {
  literacy: LiteracyResult;
  /** fixed: 前期 at 92.5%; pending: 後期 not in yet. */
  attendance?: 'fixed' | 'pending';
  /** demoRead: reads exactly the curated notices marked so; nothing: reads none; absent: as anyone. */
  reads?: 'demoRead' | 'nothing';
}

export interface Student extends Names {
  id: string;
  school: School;
  departmentIndex: number;
  courseId: number;
  schoolYear: number;
  admissionYear: number;
  courseYear: number;
  studentNumber: string;
  status: UserStatus;
  statusCode: StudentStatusTypeCode;
  studentCourse: StudentCourse;
  isCareful: boolean;
  birthday: string;
  phoneNumber: string | null;
  email: string;
  notes: string | null;
  billingCode: BillingCode;
  testUser: boolean;
  createdAt: Date;
  /** A demo account (README): its figures are pinned. */
  pinned: Pinned | null;
}

export interface Staff extends Names {
  id: string;
  userType: Exclude<UserType, 'STUDENT'>;
  roleType: RoleType | null;
  status: UserStatus;
  school: School;
  schoolGroupIds: number[];
  email: string;
  jid: string | null;
  notes: string | null;
  createdAt: Date;
  /** A demo account (README). */
  demo: boolean;
}

export type GroupKind =
  'school' | 'year' | 'noYear' | 'department' | 'departmentYear' | 'class' | 'small' | 'broadcast';

export interface Group {
  id: number;
  school: School;
  name: string;
  kind: GroupKind;
  /** Students who receive deliveries only (receivesDeliveries in people.ts). */
  members: string[];
}

export interface Notice {
  id: number;
  school: School;
  group: Group;
  categoryId: number;
  title: string;
  body: string;
  important: boolean;
  status: NoticeStatus;
  startDate: string;
  endDate: string;
  createdAt: Date;
  updatedAt: Date;
  deletedAt: Date | null;
  author: string;
  /** Curated (demo) notices: whether the demo student has read it. */
  demoRead?: boolean;
}
