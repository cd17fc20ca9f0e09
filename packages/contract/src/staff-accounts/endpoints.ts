import { defineEndpoint } from '../endpoint';
import { apiRoutes } from '../api-routes';
import { staffAccountEditors, staffAccountViewers } from '../roles';
import { CsvFile } from '../student-accounts/endpoints';
import {
  StaffCreateBody,
  StaffCsvQuery,
  StaffCreated,
  StaffDetail,
  StaffFilter,
  StaffIdParams,
  StaffSearchQuery,
  StaffSearchResult,
  StaffUpdateBody,
} from './wire';
import { staffSecondFactorEndpoints } from './second-factors';

/**
 * Staff, other and tutor accounts (spec 001 §2, §6, §7): SYSTEM_ADMINISTRATOR and VISTA_EDITOR
 * search and view every such account; SYSTEM_ADMINISTRATOR registers and edits. Granting an A3
 * licence past the school's upper limit answers 409 with the spec's message (§8).
 */
export const staffAccountEndpoints = {
  ...staffSecondFactorEndpoints,
  staffFilter: defineEndpoint({
    ...apiRoutes.staffFilter,
    response: StaffFilter,
    access: staffAccountViewers,
    summary: 'The domains and billings the staff search and registration offer.',
  }),
  staffSearch: defineEndpoint({
    ...apiRoutes.staffSearch,
    query: StaffSearchQuery,
    response: StaffSearchResult,
    access: staffAccountViewers,
    summary:
      'One page of staff, other and tutor accounts by the conditions (at least one), by sign-in ID.',
  }),
  staffCsv: defineEndpoint({
    ...apiRoutes.staffCsv,
    query: StaffCsvQuery,
    response: CsvFile,
    access: staffAccountEditors,
    summary:
      'Every account the conditions find, as staff_search_result.csv (UTF-8 with BOM, a Japanese header row, empty cells as -), streamed.',
  }),
  staffDetail: defineEndpoint({
    ...apiRoutes.staffDetail,
    params: StaffIdParams,
    response: StaffDetail,
    access: staffAccountViewers,
    summary: "A staff, other or tutor account with the caller's abilities.",
  }),
  staffUpdate: defineEndpoint({
    ...apiRoutes.staffUpdate,
    params: StaffIdParams,
    body: StaffUpdateBody,
    response: StaffDetail,
    access: staffAccountEditors,
    summary:
      'Edits an account (stale seq: 409; an A3 licence past the school limit: 409). Leaving ACTIVE ends its sessions.',
    errors: [409],
  }),
  staffCreate: defineEndpoint({
    ...apiRoutes.staffCreate,
    body: StaffCreateBody,
    response: StaffCreated,
    access: staffAccountEditors,
    summary:
      'Registers a staff, other or tutor account (a sign-in ID in use: 400 on accountPart; an A3 licence past the school limit: 409).',
    errors: [409],
  }),
};
