import { z } from '../zod';
import { countFields, schoolColumns } from '../answer-fields';
import { ExtendedSchoolCode, requiredText, UserIdParam } from '../fields';
import { limits } from '../limits';
import { RosterImportKind } from './layouts';
import { rosterHistoryKinds, rosterUploadKinds } from './kinds';

/** The roster import's wire shapes (docs/roster-import.md, docs/decisions/roster-import.md). */

/** How the file's bytes are read: detected (valid UTF-8, else Shift_JIS) or chosen by the user. */
export const rosterEncodings = ['auto', 'utf-8', 'shift_jis'] as const;
export const RosterEncoding = z.enum(rosterEncodings);
export type RosterEncoding = z.infer<typeof RosterEncoding>;

/**
 * POST /api/v1/roster-imports: the file is the body (application/octet-stream, at most
 * limits.rosterImportMaxBytes), what to do with it the query. Answers the preview; nothing changes.
 */
export const RosterUploadKind = z.enum(rosterUploadKinds);
export type RosterUploadKind = z.infer<typeof RosterUploadKind>;

export const RosterImportUploadQuery = z.object({
  kind: RosterUploadKind,
  extendedSchoolCode: ExtendedSchoolCode,
  fileName: requiredText(200),
  encoding: RosterEncoding.default('auto'),
  /** Accounts of the school (of the kind) missing from the file become SUSPENDED when applied. */
  markMissingAsLeaving: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});
export type RosterImportUploadQuery = z.infer<typeof RosterImportUploadQuery>;

export const RosterImportIdParams = z.object({ id: UserIdParam });
export const RosterImportKindParams = z.object({ kind: RosterImportKind });

export const rosterImportStatuses = [
  'previewed',
  'queued',
  'running',
  'applied',
  'failed',
] as const;
export const RosterImportStatus = z.enum(rosterImportStatuses);
export type RosterImportStatus = z.infer<typeof RosterImportStatus>;

export const RosterImportCounts = z.object(
  countFields(['new', 'changed', 'unchanged', 'leaving', 'rejected']),
);
export type RosterImportCounts = z.infer<typeof RosterImportCounts>;

/** A rejected cell (or a whole row, column null): its line in the file and the Japanese message. */
export const RosterRejection = z.object({
  line: z.number().int(),
  column: z.string().nullable(),
  message: z.string(),
});
export type RosterRejection = z.infer<typeof RosterRejection>;

/**
 * A row the import changes: new, changed (the fields old → new) or leaving (status → 利用停止); a
 * year update's student who stays in the 学年 (休学, 留年, 卒業延期, no 学年) is listed as staying.
 */
export const RosterChange = z.object({
  /** 0 for an account missing from the file (leaving), and for every row of a year update. */
  line: z.number().int(),
  action: z.enum(['new', 'changed', 'leaving', 'staying']),
  /** The student number or sign-in ID (and period, course) the row is keyed by. */
  key: z.string(),
  fields: z.array(z.object({ column: z.string(), before: z.string(), after: z.string() })),
});
export type RosterChange = z.infer<typeof RosterChange>;

export const RosterHistoryKind = z.enum(rosterHistoryKinds);
export type RosterHistoryKind = z.infer<typeof RosterHistoryKind>;

export const RosterImportSummary = z.object({
  importId: z.string(),
  kind: RosterHistoryKind,
  ...schoolColumns,
  fileName: z.string(),
  /** How the file was read: utf-8 or shift_jis. */
  encoding: z.string(),
  markMissingAsLeaving: z.boolean(),
  /** Headers of the optional columns the file left out: applying leaves their stored values. */
  absentColumns: z.array(z.string()),
  /** Headers of the file's reference columns (学校, ユーザーステータス): read by people, not imported. */
  ignoredColumns: z.array(z.string()),
  status: RosterImportStatus,
  counts: RosterImportCounts,
  /**
   * Rows applied of those to apply: new + changed + leaving, and for a OneRoster ZIP the unchanged
   * accounts whose sourcedId applying records.
   */
  progress: z.object({ done: z.number().int(), total: z.number().int() }),
  createdAt: z.string(),
  createdByName: z.string().nullable(),
  appliedAt: z.string().nullable(),
  /** Why applying stopped, while `failed` (null otherwise). */
  failure: z.string().nullable(),
  /** The year update this import undoes (null: it undoes none). */
  undoOf: z.string().nullable(),
});
export type RosterImportSummary = z.infer<typeof RosterImportSummary>;

/** A department, or a course of one, the students file names and the school did not have. */
export const RosterNewPlace = z.object({
  departmentName: z.string(),
  /** null: the department itself. */
  courseName: z.string().nullable(),
});
export type RosterNewPlace = z.infer<typeof RosterNewPlace>;

/** A year update's graduates in notification groups and saved destination lists: how many in each. */
export const RosterGraduatesNamedIn = z.object({
  noticeGroups: z.array(z.object({ name: z.string(), count: z.number().int() })),
  announceLists: z.array(
    z.object({ name: z.string(), ownerName: z.string(), count: z.number().int() }),
  ),
});
export type RosterGraduatesNamedIn = z.infer<typeof RosterGraduatesNamedIn>;

export const RosterImportDetail = RosterImportSummary.extend({
  /** Departments and courses applying creates (students files; found when it was previewed). */
  newPlaces: z.array(RosterNewPlace),
  /** The first rejections in line order (all are in the report CSV). */
  rejections: z.array(RosterRejection),
  /** The first changes in line order. */
  changes: z.array(RosterChange),
  /** Whether applying (and undoing a year update) is offered now, and why not when it is not. */
  abilities: z.object({ apply: z.boolean(), undo: z.boolean() }),
  applyRefusal: z.string().nullable(),
  /** A year update's graduates still named by groups and lists (empty for other imports). */
  graduatesNamedIn: RosterGraduatesNamedIn,
  /** A year update's undo: the import that undid it (null: none). */
  undoneBy: z.string().nullable(),
});
export type RosterImportDetail = z.infer<typeof RosterImportDetail>;

/**
 * POST /api/v1/year-updates (年度更新, docs/roster-import.md): a school's students move up a 学年,
 * those in the final 学年 graduate (卒業, 利用停止, data kept), the 留年 named here and those on
 * 休学 or 卒業延期 stay. Answers the preview; nothing changes until it is applied.
 */
export const YearUpdateRequest = z.object({
  extendedSchoolCode: ExtendedSchoolCode,
  /** The school's last 学年: its students graduate. */
  finalSchoolYear: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  /** 学籍番号 of the students who repeat their 学年 (留年). */
  repeaters: z.array(requiredText(limits.studentNumberMax)).max(10_000).default([]),
});
export type YearUpdateRequest = z.infer<typeof YearUpdateRequest>;

/**
 * GET /api/v1/roster-exports/oneroster: a school's roster (or, without a school, every school the
 * administrator reaches) as a OneRoster Japan Profile ZIP the import reads back unchanged.
 */
export const OneRosterExportQuery = z.object({ extendedSchoolCode: ExtendedSchoolCode.optional() });
export type OneRosterExportQuery = z.infer<typeof OneRosterExportQuery>;

/** GET /api/v1/roster-imports: the latest imports, newest first. */
export const RosterImportList = z.object({ imports: z.array(RosterImportSummary) });
export type RosterImportList = z.infer<typeof RosterImportList>;
