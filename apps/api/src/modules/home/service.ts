import { and, arrayContains, asc, eq, isNull, or } from 'drizzle-orm';
import {
  chatbotAppOf,
  type AttendanceDetailsResponse,
  type AttendancesResponse,
  type LiteracyResult,
  type MenuCategory,
  type RoleType,
} from '@tayori/contract';
import type { Db } from '../../db/client';
import { reachableChatbotApps, type ChatbotAudience } from '../../domain/chatbot/settings';
import { withPortalMenu } from './portal-menu';
import {
  attendanceCourses,
  attendancePeriods,
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
 * Menu categories in order, each with the items this userType sees; empty categories left out. An
 * item opening the chatbot page (`/comconnect-ai?app=…`) is offered only to those its setting
 * reaches (domain/chatbot/settings.ts), so the menu never leads to the page's error block.
 */
export async function findMenus(
  db: Db,
  audience: ChatbotAudience & { roleType?: RoleType | null },
): Promise<MenuCategory[]> {
  const rows = await menuRows(db, audience.userType, audience.roleType ?? null);
  const appOf = (item: { portalOnly: boolean; url: string }) =>
    item.portalOnly ? chatbotAppOf(item.url) : null;
  // Only a menu with a chatbot item asks which settings reach the caller (the student home's has none).
  const apps = rows.some((item) => appOf(item) !== null)
    ? await reachableChatbotApps(db, audience)
    : new Set<string>();
  const categories = new Map<number, MenuCategory>();
  for (const { categoryId, categoryTitle, ...item } of rows) {
    const app = appOf(item);
    if (app !== null && !apps.has(app)) continue;
    let category = categories.get(categoryId);
    if (!category) categories.set(categoryId, (category = { categoryTitle, menuList: [] }));
    category.menuList.push(item);
  }
  return withPortalMenu([...categories.values()], {
    userType: audience.userType,
    roleType: audience.roleType ?? null,
  });
}

/** The items of a userType, and of a staff role where an item names the roles that see it. */
function menuRows(db: Db, userType: ChatbotAudience['userType'], roleType: RoleType | null) {
  return db
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
}
