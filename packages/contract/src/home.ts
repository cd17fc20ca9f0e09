import { z } from './zod';
import { anySignedIn, only } from './access';
import { defineEndpoint } from './endpoint';
import { apiRoutes } from './api-routes';
import { LiteracyResult } from './enums';

/** A rate in percent (0–100, two decimals stored); null while there is no rate yet (shown as dashes). */
const Rate = z.number().nullable();

export const AttendanceSummary = z.object({ periodName: z.string(), rate: Rate });
export type AttendanceSummary = z.infer<typeof AttendanceSummary>;

export const AttendancesResponse = z.object({
  /** Whether the student's school shows the attendance panel; when false the list is empty. */
  isDisplay: z.boolean(),
  attendances: z.array(AttendanceSummary),
});
export type AttendancesResponse = z.infer<typeof AttendancesResponse>;

const AttendanceCounts = {
  rate: Rate,
  attendance: z.number().int(),
  publicAbsence: z.number().int(),
  absence: z.number().int(),
  late: z.number().int(),
  leaveEarly: z.number().int(),
};

export const AttendancePeriod = z.object({ periodName: z.string(), ...AttendanceCounts });
export type AttendancePeriod = z.infer<typeof AttendancePeriod>;

export const AttendanceCourse = z.object({
  semester: z.string(),
  courseName: z.string(),
  ...AttendanceCounts,
});
export type AttendanceCourse = z.infer<typeof AttendanceCourse>;

export const AttendanceDetailsResponse = z.object({
  periods: z.array(AttendancePeriod),
  /** In display order; the client groups consecutive rows by semester. */
  courses: z.array(AttendanceCourse),
});
export type AttendanceDetailsResponse = z.infer<typeof AttendanceDetailsResponse>;

export const LiteracyResponse = z.object({
  /** UNTESTED when the user has no result yet. */
  result: LiteracyResult,
});
export type LiteracyResponse = z.infer<typeof LiteracyResponse>;

export const MenuItem = z.object({
  title: z.string(),
  /** A built-in icon name; null when iconUrl (a custom image) is used. */
  icon: z.string().nullable(),
  iconUrl: z.string().nullable(),
  /** Portal-only items hold a path inside the product (e.g. /notice-list); others an absolute URL. */
  url: z.string(),
  campusOnly: z.boolean(),
  portalOnly: z.boolean(),
  available: z.boolean(),
});
export type MenuItem = z.infer<typeof MenuItem>;

export const MenuCategory = z.object({ categoryTitle: z.string(), menuList: z.array(MenuItem) });
export type MenuCategory = z.infer<typeof MenuCategory>;

export const MenusResponse = z.object({
  /** Only the items for the caller's userType; categories without such items are left out. */
  categories: z.array(MenuCategory),
});
export type MenusResponse = z.infer<typeof MenusResponse>;

export const WidgetResponse = z.object({
  /** The chat widget's settings (title, greeting, placement…), passed to the widget as they are. */
  widget: z.record(z.string(), z.unknown()),
  sdkKey: z.string(),
  /** Not in the spec: the chatbot script to load (CHATBOT_SCRIPT_URL; docs/operations.md). */
  scriptUrl: z.string(),
});
export type WidgetResponse = z.infer<typeof WidgetResponse>;

export const homeEndpoints = {
  attendances: defineEndpoint({
    ...apiRoutes.attendances,
    response: AttendancesResponse,
    access: only('STUDENT'),
    summary: "The home attendance panel: the student's rate per period.",
  }),
  attendanceDetails: defineEndpoint({
    ...apiRoutes.attendanceDetails,
    response: AttendanceDetailsResponse,
    access: only('STUDENT'),
    summary: "The student's attendance per period and per course, with counts.",
  }),
  literacy: defineEndpoint({
    ...apiRoutes.literacy,
    response: LiteracyResponse,
    // The student and staff home layouts show the test result; tutor and other layouts do not.
    access: only('STUDENT', 'STAFF'),
    summary: "The caller's IT/DX literacy test result.",
  }),
  menus: defineEndpoint({
    ...apiRoutes.menus,
    response: MenusResponse,
    access: anySignedIn,
    summary: "The home menu for the caller's userType.",
  }),
  widget: defineEndpoint({
    ...apiRoutes.widget,
    response: WidgetResponse,
    access: anySignedIn,
    summary:
      "The home chat widget of the caller's school and userType; 404 when none is set (or no chatbot script is configured).",
    errors: [404],
  }),
};
