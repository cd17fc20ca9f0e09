/** Business constants and limits of spec 000 §9 and spec 001 §9. Written once, used by both sides. */
export const limits = {
  apiTimeoutMs: 30_000,
  snackbarMs: 2_000,
  afterSaveDelayMs: 3_000,
  redirectToLockMs: 3_000,
  clipboardTooltipMs: 2_000,
  announceErrorFlagMs: 5_000,
  noticePageSize: 10,
  unreadPreviewSize: 5,
  /** Devices one person keeps for Web Push (a phone, a tablet, a PC, and room for a replaced one). */
  pushDevicesMax: 10,
  /** Minutes a notice's next reminder by hand waits after its last: a second click is no second wave. */
  reminderIntervalMinutes: 10,
  /** Reminders that are not urgent wait from 21:00 to 07:00 Asia/Tokyo (the quiet hours). */
  quietHoursStart: 21,
  quietHoursEnd: 7,
  /** Steps a notice's reminder rule may have (e.g. push at publish, mail at 24 h, SMS at 48 h). */
  reminderRuleStepsMax: 3,
  /** The latest a rule's step may come, in hours after publication: a week. */
  reminderRuleHoursMax: 168,
  unreadCountCap: 99,
  pagerLinks: 10,
  listPageSize: 10,
  /** The largest page size a screen's search asks for (a CSV download sets its own). */
  pageLimitMax: 100,
  /** The highest page number a search accepts. */
  pageMax: 100_000,
  /** The largest page a student's notice list or unread preview asks for. */
  studentNoticeLimitMax: 50,
  noticeTitleMax: 50,
  /**
   * Spec 000 §5 "body up to 5000": characters a reader sees (the text content of the sanitised
   * body, see `noticeBodyLength`), not the stored HTML.
   */
  noticeBodyMax: 5_000,
  /**
   * The stored (sanitised) HTML of a body, markup included, in `countCharacters`: 4 × the text
   * limit leaves 15,000 characters for paragraphs, line breaks, bold, lists and entities (`&amp;`)
   * — far beyond what a notice needs — and keeps a row's body under 80 KB of UTF-8.
   */
  noticeBodyHtmlMax: 20_000,
  /**
   * How deeply a body's elements may nest (a list in a list in a paragraph is 3): an editor's
   * bodies stay under about 10, and the server's sanitiser slows with the square of the depth.
   */
  noticeBodyDepthMax: 100,
  nameMax: 50,
  kanaMax: 50,
  jidMax: 16,
  studentNumberMax: 12,
  /** Spec 001 §3 studentTypeCode: the school's own code (its student information system's). */
  studentTypeCodeMax: 10,
  /** A school's extendedSchoolCode (e.g. S0001). */
  schoolCodeMax: 20,
  phoneLength: 11,
  birthdayLength: 8,
  /** Birthdays must be after this day (spec 000 §5), so the earliest is 1900-01-02. */
  birthdayMin: '1900-01-01',
  noEndDate: '9999-12-31',
  notesMax: 1_000,
  staffSearchNotesMax: 50,
  notesPreviewChars: 5,
  signInIdSearchMax: 70,
  accountPartMin: 3,
  accountPartMax: 64,
  /** An admission year is a year AD (西暦 4 digits). */
  admissionYearMin: 1900,
  admissionYearMax: 2999,
  courseYearMin: 1,
  courseYearMax: 99,
  noticeGroupNameMax: 50,
  /**
   * The most members one notification group may have: a whole large school (the bench's is
   * 10,000) with room to spare; 20,000 ids are about 800 KB of JSON, under the API's 1 MB body limit.
   */
  noticeGroupMembersMax: 20_000,
  destinationNameMax: 50,
  announceSubjectMax: 50,
  announceBodyMax: 10_000,
  /** Recipients of one announcement (a whole large school with its staff). */
  announceRecipientsMax: 20_000,
  /** Temporary passwords expire after this many days. */
  temporaryPasswordDays: 7,
  /**
   * The largest PostgreSQL `integer` (ids of categories and groups, every `seq`): a larger number
   * cannot name a row, and the database would refuse it with an error instead of an answer.
   */
  dbIntMax: 2_147_483_647,
  /** The roster import's largest file (a 100,000-row roster is about 15 MB). */
  rosterImportMaxBytes: 20 * 1024 * 1024,
  /** Data rows one roster import file may hold. */
  rosterImportMaxRows: 100_000,
  /** What a OneRoster ZIP's files may hold once unpacked: a 100,000-user group is about 80 MB. */
  oneRosterMaxUnzippedBytes: 300 * 1024 * 1024,
  timeZone: 'Asia/Tokyo',
} as const;

/**
 * How every length rule counts: Unicode code points, so "𠮷" (two UTF-16 units) is one character,
 * as zod's `max` counts them (a lone surrogate counts one). Form counters show this number.
 */
export function countCharacters(text: string): number {
  let count = 0;
  for (const _codePoint of text) count++;
  return count;
}
