import { beforeEach, describe, expect, it } from 'vitest';
import {
  AttendanceDetailsResponse,
  AttendancesResponse,
  MenusResponse,
  WidgetResponse,
} from '@tayori/contract';
import { suiteContext, type TestContext } from '../../../test/harness';
import { buildSchool, buildStaff, buildStudent, buildUser } from '../../../test/factories';
import {
  attendanceCourses,
  attendancePeriods,
  chatbotSettings,
  literacyResults,
  menuCategories,
  menuItems,
} from '../../db/schema';

let t: TestContext;
suiteContext((context) => (t = context));

const get = async (url: string, userId?: string) =>
  t.call({ method: 'GET', url, token: userId ? await t.tokenFor(userId) : undefined });

/** A student of a school that hides attendance, with a period and a course on record. */
async function studentOfSchoolHidingAttendance() {
  const school = await buildSchool(t.db, { attendanceDisplay: false });
  const student = await buildStudent(t.db, { school });
  await t.db.insert(attendancePeriods).values({ userId: student.id, periodName: '前期', rate: 80 });
  await t.db
    .insert(attendanceCourses)
    .values({ userId: student.id, semester: '前期', courseName: '数学I', rate: 80 });
  return student;
}

describe('GET /api/v1/users/attendances', () => {
  it("answers the student's rates per period in order", async () => {
    const student = await buildStudent(t.db);
    await t.db.insert(attendancePeriods).values([
      { userId: student.id, periodName: '後期', sortOrder: 2, rate: null },
      { userId: student.id, periodName: '前期', sortOrder: 1, rate: 92.5 },
    ]);
    const res = await get('/api/v1/users/attendances', student.id);
    expect(res.statusCode).toBe(200);
    expect(AttendancesResponse.parse(res.json())).toEqual({
      isDisplay: true,
      attendances: [
        { periodName: '前期', rate: 92.5 },
        { periodName: '後期', rate: null },
      ],
    });
  });

  it('answers isDisplay false and no rates when the school hides the panel', async () => {
    const student = await studentOfSchoolHidingAttendance();
    expect((await get('/api/v1/users/attendances', student.id)).json()).toEqual({
      isDisplay: false,
      attendances: [],
    });
  });
});

describe('GET /api/v1/users/attendance/details', () => {
  it('answers the periods and the courses with every count', async () => {
    const student = await buildStudent(t.db);
    const counts = { attendance: 20, publicAbsence: 1, absence: 2, late: 3, leaveEarly: 4 };
    await t.db
      .insert(attendancePeriods)
      .values({ userId: student.id, periodName: '前期', rate: 87.5, ...counts });
    await t.db.insert(attendanceCourses).values([
      {
        userId: student.id,
        semester: '前期',
        courseName: '数学I',
        sortOrder: 1,
        rate: 90,
        ...counts,
      },
      {
        userId: student.id,
        semester: '後期',
        courseName: '情報I',
        sortOrder: 2,
        rate: null,
        ...counts,
      },
    ]);
    const res = await get('/api/v1/users/attendance/details', student.id);
    expect(res.statusCode).toBe(200);
    expect(AttendanceDetailsResponse.parse(res.json())).toEqual({
      periods: [{ periodName: '前期', rate: 87.5, ...counts }],
      courses: [
        { semester: '前期', courseName: '数学I', rate: 90, ...counts },
        { semester: '後期', courseName: '情報I', rate: null, ...counts },
      ],
    });
  });

  it('answers empty lists when the school hides attendance, as the home panel does', async () => {
    const student = await studentOfSchoolHidingAttendance();
    expect((await get('/api/v1/users/attendance/details', student.id)).json()).toEqual({
      periods: [],
      courses: [],
    });
  });

  it('answers empty lists for a student without records', async () => {
    const student = await buildStudent(t.db);
    expect((await get('/api/v1/users/attendance/details', student.id)).json()).toEqual({
      periods: [],
      courses: [],
    });
  });
});

describe('GET /api/v1/users/literacy', () => {
  it('answers the stored result, UNTESTED without one, for students and staff', async () => {
    const student = await buildStudent(t.db);
    const staff = await buildStaff(t.db, { roleType: 'SCHOOL_VIEWER' });
    await t.db.insert(literacyResults).values({ userId: student.id, result: 'ERROR' });
    expect((await get('/api/v1/users/literacy', student.id)).json()).toEqual({ result: 'ERROR' });
    expect((await get('/api/v1/users/literacy', staff.id)).json()).toEqual({ result: 'UNTESTED' });
  });
});

describe('GET /api/v1/users/menus', () => {
  // Menus are the database's, not a school's: each test starts from none and adds its own.
  beforeEach(async () => {
    await t.db.delete(menuItems);
    await t.db.delete(menuCategories);
  });

  /** A school's own 管理 item for the student search, for two of the roles that may open it. */
  async function schoolsStudentSearchItem() {
    const [category] = await t.db
      .insert(menuCategories)
      .values({ title: '管理', sortOrder: 9 })
      .returning();
    await t.db.insert(menuItems).values({
      categoryId: category!.id,
      title: '学生アカウント検索',
      icon: 'school',
      url: '/student-account-search',
      portalOnly: true,
      userTypes: ['STAFF'],
      roleTypes: ['SYSTEM_ADMINISTRATOR', 'SCHOOL_VIEWER'],
    });
  }

  it("answers the categories in order with only the caller's userType's items", async () => {
    const [first] = await t.db
      .insert(menuCategories)
      .values({ title: '学習', sortOrder: 1 })
      .returning();
    const [second] = await t.db
      .insert(menuCategories)
      .values({ title: '教職員', sortOrder: 2 })
      .returning();
    await t.db.insert(menuItems).values([
      {
        categoryId: first!.id,
        title: '時間割',
        icon: 'calendar',
        url: 'https://example.com/t',
        userTypes: ['STUDENT'],
        sortOrder: 2,
      },
      {
        categoryId: first!.id,
        title: 'お知らせ一覧',
        icon: null,
        iconUrl: 'data:image/svg+xml,x',
        url: '/notice-list',
        portalOnly: true,
        campusOnly: true,
        available: false,
        userTypes: ['STUDENT', 'STAFF'],
        sortOrder: 1,
      },
      {
        categoryId: second!.id,
        title: 'マニュアル',
        icon: 'book',
        url: 'https://example.com/m',
        userTypes: ['STAFF'],
      },
    ]);
    const student = await buildStudent(t.db);
    const res = await get('/api/v1/users/menus', student.id);
    expect(res.statusCode).toBe(200);
    expect(MenusResponse.parse(res.json()).categories).toEqual([
      {
        categoryTitle: '学習',
        menuList: [
          {
            title: 'お知らせ一覧',
            icon: null,
            iconUrl: 'data:image/svg+xml,x',
            url: '/notice-list',
            campusOnly: true,
            portalOnly: true,
            available: false,
          },
          {
            title: '時間割',
            icon: 'calendar',
            iconUrl: null,
            url: 'https://example.com/t',
            campusOnly: false,
            portalOnly: false,
            available: true,
          },
        ],
      },
    ]);
    const other = await buildUser(t.db, { userType: 'OTHER' });
    expect((await get('/api/v1/users/menus', other.id)).json()).toEqual({ categories: [] });
  });

  it('an item for some staff roles only is left out for the others (spec 001 §6)', async () => {
    await schoolsStudentSearchItem();
    const titlesOf = async (id: string) =>
      MenusResponse.parse((await get('/api/v1/users/menus', id)).json()).categories.flatMap((c) =>
        c.menuList.map((i) => i.title),
      );
    const viewer = await buildStaff(t.db, { roleType: 'SCHOOL_VIEWER' });
    const vistaViewer = await buildStaff(t.db, { roleType: 'VISTA_VIEWER' });
    expect(await titlesOf(viewer.id)).toContain('学生アカウント検索');
    expect(await titlesOf(vistaViewer.id)).not.toContain('学生アカウント検索');
  });

  it("offers the portal's administration screens to the staff its access rules admit, once each", async () => {
    await schoolsStudentSearchItem();
    const adminMenu = async (id: string) =>
      MenusResponse.parse((await get('/api/v1/users/menus', id)).json())
        .categories.filter((c) => c.categoryTitle === '管理')
        .flatMap((c) => c.menuList.map((i) => i.title));
    const admin = await buildStaff(t.db, { roleType: 'SYSTEM_ADMINISTRATOR' });
    const vistaViewer = await buildStaff(t.db, { roleType: 'VISTA_VIEWER' });
    const schoolViewer = await buildStaff(t.db, { roleType: 'SCHOOL_VIEWER' });
    expect(await adminMenu(admin.id)).toEqual([
      '学生アカウント検索',
      'お知らせ管理',
      '通知グループ管理',
      'お知らせメール',
      '連絡到達状況',
      '教職員メールアドレス検索',
      '教職員アカウント検索',
      'チューターアカウント検索',
      '有料ライセンス集計',
      '名簿の取り込み',
      '操作ログ',
    ]);
    expect(await adminMenu(vistaViewer.id)).toEqual([
      'お知らせ管理',
      '通知グループ管理',
      'お知らせメール',
      '教職員メールアドレス検索',
      '有料ライセンス集計',
    ]);
    // The school's own item for the address stands in for the built-in one, not beside it.
    expect(
      (await adminMenu(schoolViewer.id)).filter((title) => title === '学生アカウント検索'),
    ).toHaveLength(1);
    const student = await buildStudent(t.db);
    expect(await adminMenu(student.id)).toEqual([]);
  });
});

describe('GET /api/v1/get-widget', () => {
  it('prefers the setting of the school and userType, then the school, then the default', async () => {
    const school = await buildSchool(t.db);
    const student = await buildStudent(t.db, { school });
    const tutor = await buildUser(t.db, { userType: 'TUTOR', schoolId: school.id });
    const elsewhere = await buildStudent(t.db);
    await t.db.insert(chatbotSettings).values([
      { sdkKey: 'default', widget: { title: '既定' } },
      { schoolId: school.id, sdkKey: 'school', widget: { title: '学校' } },
      {
        schoolId: school.id,
        userType: 'STUDENT',
        sdkKey: 'school-student',
        widget: { title: '学生' },
      },
      {
        schoolId: school.id,
        userType: 'STUDENT',
        widgetName: 'study-support',
        sdkKey: 'standalone',
      },
    ]);
    const widgetOf = async (id: string) =>
      WidgetResponse.parse((await get('/api/v1/get-widget', id)).json());
    // The demo's own script while CHATBOT_SCRIPT_URL is unset (docs/operations.md).
    const scriptUrl = '/chatbot/demo-widget.js';
    expect(await widgetOf(student.id)).toEqual({
      sdkKey: 'school-student',
      widget: { title: '学生' },
      scriptUrl,
    });
    expect(await widgetOf(tutor.id)).toEqual({
      sdkKey: 'school',
      widget: { title: '学校' },
      scriptUrl,
    });
    expect(await widgetOf(elsewhere.id)).toEqual({
      sdkKey: 'default',
      widget: { title: '既定' },
      scriptUrl,
    });
  });
});

describe('permissions', () => {
  it('answers 401 without a token; attendance is STUDENT only, literacy STUDENT and STAFF', async () => {
    const tutor = await buildUser(t.db, { userType: 'TUTOR' });
    const staff = await buildStaff(t.db, { roleType: 'SYSTEM_ADMINISTRATOR' });
    for (const url of [
      '/api/v1/users/attendances',
      '/api/v1/users/attendance/details',
      '/api/v1/users/literacy',
    ]) {
      expect((await get(url)).statusCode).toBe(401);
      expect((await get(url, tutor.id)).statusCode).toBe(403);
    }
    for (const url of ['/api/v1/users/attendances', '/api/v1/users/attendance/details']) {
      expect((await get(url, staff.id)).json()).toMatchObject({ errorType: 'forbidden' });
    }
    expect((await get('/api/v1/users/menus')).statusCode).toBe(401);
    expect((await get('/api/v1/get-widget')).statusCode).toBe(401);
  });
});
