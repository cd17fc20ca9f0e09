import { and, arrayContains, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type {
  AttendanceDetailsResponse,
  AttendancesResponse,
  LiteracyResult,
  MenuCategory,
  RoleType,
  UserType,
  WidgetResponse,
} from '@tayori/contract';
import type { Db } from '../../db/client';
import {
  attendanceCourses,
  attendancePeriods,
  chatbotSettings,
  literacyResults,
  menuCategories,
  menuItems,
  schools,
} from '../../db/schema';

const counts = (t: typeof attendancePeriods | typeof attendanceCourses) => ({
  rate: t.rate,
  attendance: t.attendance,
  publicAbsence: t.publicAbsence,
  absence: t.absence,
  late: t.late,
  leaveEarly: t.leaveEarly,
});

/** Whether the school shows its students their attendance (isDisplay). */
async function attendanceShown(db: Db, schoolId: number | null): Promise<boolean> {
  const [school] = schoolId
    ? await db
        .select({ display: schools.attendanceDisplay })
        .from(schools)
        .where(eq(schools.id, schoolId))
    : [];
  return school?.display ?? false;
}

/** The home panel: rates per period, or nothing when the student's school hides the panel. */
export async function getAttendances(
  db: Db,
  userId: string,
  schoolId: number | null,
): Promise<AttendancesResponse> {
  const isDisplay = await attendanceShown(db, schoolId);
  if (!isDisplay) return { isDisplay, attendances: [] };
  const attendances = await db
    .select({ periodName: attendancePeriods.periodName, rate: attendancePeriods.rate })
    .from(attendancePeriods)
    .where(eq(attendancePeriods.userId, userId))
    .orderBy(asc(attendancePeriods.sortOrder), asc(attendancePeriods.id));
  return { isDisplay, attendances };
}

export async function getAttendanceDetails(
  db: Db,
  userId: string,
  schoolId: number | null,
): Promise<AttendanceDetailsResponse> {
  // A school that hides the panel hides the detail too (the page says there is nothing to show).
  if (!(await attendanceShown(db, schoolId))) return { periods: [], courses: [] };
  const [periods, courses] = await Promise.all([
    db
      .select({ periodName: attendancePeriods.periodName, ...counts(attendancePeriods) })
      .from(attendancePeriods)
      .where(eq(attendancePeriods.userId, userId))
      .orderBy(asc(attendancePeriods.sortOrder), asc(attendancePeriods.id)),
    db
      .select({
        semester: attendanceCourses.semester,
        courseName: attendanceCourses.courseName,
        ...counts(attendanceCourses),
      })
      .from(attendanceCourses)
      .where(eq(attendanceCourses.userId, userId))
      .orderBy(asc(attendanceCourses.sortOrder), asc(attendanceCourses.id)),
  ]);
  return { periods, courses };
}

/** UNTESTED until a result is stored. */
export async function getLiteracyResult(db: Db, userId: string): Promise<LiteracyResult> {
  const [row] = await db
    .select({ result: literacyResults.result })
    .from(literacyResults)
    .where(eq(literacyResults.userId, userId));
  return row?.result ?? 'UNTESTED';
}

/**
 * Menu categories in order, each with the items this userType (and staff role) sees; empty
 * categories left out.
 */
export async function findMenus(
  db: Db,
  userType: UserType,
  roleType: RoleType | null = null,
): Promise<MenuCategory[]> {
  const rows = await db
    .select({
      categoryId: menuCategories.id,
      categoryTitle: menuCategories.title,
      title: menuItems.title,
      icon: menuItems.icon,
      iconUrl: menuItems.iconUrl,
      url: menuItems.url,
      campusOnly: menuItems.campusOnly,
      portalOnly: menuItems.portalOnly,
      available: menuItems.available,
    })
    .from(menuItems)
    .innerJoin(menuCategories, eq(menuCategories.id, menuItems.categoryId))
    .where(
      and(
        arrayContains(menuItems.userTypes, [userType]),
        roleType === null
          ? isNull(menuItems.roleTypes)
          : or(isNull(menuItems.roleTypes), arrayContains(menuItems.roleTypes, [roleType])),
      ),
    )
    .orderBy(
      asc(menuCategories.sortOrder),
      asc(menuCategories.id),
      asc(menuItems.sortOrder),
      asc(menuItems.id),
    );
  const categories = new Map<number, MenuCategory>();
  for (const { categoryId, categoryTitle, ...item } of rows) {
    let category = categories.get(categoryId);
    if (!category) categories.set(categoryId, (category = { categoryTitle, menuList: [] }));
    category.menuList.push(item);
  }
  return [...categories.values()];
}

/**
 * The home chat widget (widgetName null) for a school and userType. A setting for the exact school
 * and userType wins over one for the school (any userType), then over the group-wide default.
 */
export async function findHomeWidget(
  db: Db,
  schoolId: number | null,
  userType: UserType,
): Promise<WidgetResponse | null> {
  const [row] = await db
    .select({ widget: chatbotSettings.widget, sdkKey: chatbotSettings.sdkKey })
    .from(chatbotSettings)
    .where(
      and(
        isNull(chatbotSettings.widgetName),
        schoolId === null
          ? isNull(chatbotSettings.schoolId)
          : or(eq(chatbotSettings.schoolId, schoolId), isNull(chatbotSettings.schoolId)),
        or(eq(chatbotSettings.userType, userType), isNull(chatbotSettings.userType)),
      ),
    )
    .orderBy(
      sql`${chatbotSettings.schoolId} is null`,
      sql`${chatbotSettings.userType} is null`,
      asc(chatbotSettings.id),
    )
    .limit(1);
  if (!row) return null;
  const widget =
    row.widget && typeof row.widget === 'object' && !Array.isArray(row.widget) ? row.widget : {};
  return { widget: widget as Record<string, unknown>, sdkKey: row.sdkKey };
}
