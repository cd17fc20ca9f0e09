import { useQuery } from '@tanstack/react-query';
import type {
  StaffCsvQuery,
  StaffCreateBody,
  StaffCreated,
  StaffDetail,
  StaffSearchQuery,
  StaffUpdateBody,
} from '@tayori/contract';
import { recordQuery, searchQueryOf } from '../../../shared/api/api-query';
import { callApi, callApiFile } from '../../../shared/api/client';

/** Query keys of staff accounts: a write invalidates `staffKeys.all`. */
export const staffKeys = {
  all: ['staff-accounts'] as const,
  filter: ['staff-accounts', 'filter'] as const,
  search: (query: StaffSearchQuery, run = 0) => ['staff-accounts', 'search', query, run] as const,
  detail: (uid: string) => ['staff-accounts', 'detail', uid] as const,
};

/** GET /api/v1/staff-filter: the domains and billings (spec 001 §3). */
export const useStaffFilter = () =>
  useQuery({
    queryKey: staffKeys.filter,
    queryFn: ({ signal }) => callApi('staffFilter', { signal }),
    staleTime: 5 * 60_000,
  });

/** GET /api/v1/staff: one page of the search, asked anew on each run. */
export const staffSearchOptions = searchQueryOf('staffSearch', staffKeys.search);

/** GET /api/v1/staff/{id}/detail. */
export const useStaffDetail = (uid: string | null) =>
  useQuery(
    recordQuery(uid, staffKeys.detail, (id, signal) =>
      callApi('staffDetail', { params: { id }, signal }),
    ),
  );

/** PATCH /api/v1/staff/{id}: answers the saved detail. */
export const updateStaff = (uid: string, body: StaffUpdateBody): Promise<StaffDetail> =>
  callApi('staffUpdate', { params: { id: uid }, body });

/** POST /api/v1/staff/new. */
export const createStaff = (body: StaffCreateBody): Promise<StaffCreated> =>
  callApi('staffCreate', { body });

/** POST /api/v1/users/{uid}/temporary-password for a staff, other or tutor account. */
export const issueTemporaryPassword = (uid: string, userType: StaffDetail['userType']) =>
  callApi('temporaryPassword', { params: { uid }, body: { userType } });

/** GET /api/v1/staff/csv: every account the conditions find, as staff_search_result.csv. */
export const fetchStaffCsv = (query: StaffCsvQuery): Promise<Blob> =>
  callApiFile('staffCsv', { query });
