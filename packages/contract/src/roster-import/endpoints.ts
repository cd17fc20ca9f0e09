import { z } from '../zod';
import { defineEndpoint } from '../endpoint';
import { apiRoutes } from '../api-routes';
import { rosterImporters } from '../roles';
import {
  RosterImportDetail,
  RosterImportIdParams,
  RosterImportKindParams,
  RosterImportList,
  RosterImportUploadQuery,
  OneRosterExportQuery,
  YearUpdateRequest,
} from './wire';

/** A CSV file (text/csv, UTF-8 with BOM). */
const CsvText = z.string();
/** A ZIP archive (application/zip). */
const ZipFile = z.string();

/**
 * The roster import (docs/decisions/roster-import.md): upload → preview (nothing changes) →
 * apply as a job in batches → history with reports. SYSTEM_ADMINISTRATOR only.
 */
export const rosterImportEndpoints = {
  rosterImportUpload: defineEndpoint({
    ...apiRoutes.rosterImportUpload,
    query: RosterImportUploadQuery,
    response: RosterImportDetail,
    access: rosterImporters,
    summary:
      'Reads a CSV file (the body, application/octet-stream) and answers the preview: counts, rejections, changes. Changes no account.',
    errors: [404],
  }),
  rosterImportList: defineEndpoint({
    ...apiRoutes.rosterImportList,
    response: RosterImportList,
    access: rosterImporters,
    summary: 'The latest 50 imports, newest first (the import history).',
  }),
  rosterImportDetail: defineEndpoint({
    ...apiRoutes.rosterImportDetail,
    params: RosterImportIdParams,
    response: RosterImportDetail,
    access: rosterImporters,
    summary: 'An import: its preview, status and progress.',
  }),
  rosterImportApply: defineEndpoint({
    ...apiRoutes.rosterImportApply,
    params: RosterImportIdParams,
    response: RosterImportDetail,
    access: rosterImporters,
    summary:
      'Applies a previewed import as a job, in batches (each its own transaction); a failed one resumes. Already applied: 409.',
    errors: [409],
  }),
  rosterImportReport: defineEndpoint({
    ...apiRoutes.rosterImportReport,
    params: RosterImportIdParams,
    response: CsvText,
    access: rosterImporters,
    summary: 'The rejected rows of an import as a CSV (line, column, message), UTF-8 with BOM.',
  }),
  rosterImportUndo: defineEndpoint({
    ...apiRoutes.rosterImportUndo,
    params: RosterImportIdParams,
    response: RosterImportDetail,
    access: rosterImporters,
    summary:
      'Undoes an applied year update within a day of applying it, as a new import applied at once: each student back to the 学年, 学籍状態 and status before it, unless changed since. Otherwise 409.',
    errors: [409],
  }),
  yearUpdatePreview: defineEndpoint({
    ...apiRoutes.yearUpdatePreview,
    body: YearUpdateRequest,
    response: RosterImportDetail,
    access: rosterImporters,
    summary:
      "Previews a school's year update (年度更新): who moves up a 学年, who graduates, who stays. Changes no account.",
    errors: [404],
  }),
  oneRosterExport: defineEndpoint({
    ...apiRoutes.oneRosterExport,
    query: OneRosterExportQuery,
    response: ZipFile,
    access: rosterImporters,
    summary:
      "A school's active students and staff (without a school: every school reached) as a OneRoster 1.2 Japan Profile ZIP (bulk) that the import reads back with no change.",
    errors: [404],
  }),
  rosterImportSample: defineEndpoint({
    ...apiRoutes.rosterImportSample,
    params: RosterImportKindParams,
    response: CsvText,
    access: rosterImporters,
    summary: "A kind's sample file: the published header row and two example rows.",
  }),
};
