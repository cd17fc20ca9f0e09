import type { AdminNoticeSearchQuery, StaffNoticeSearchQuery } from '@tayori/contract';

/** Query keys of staff notices: a mutation invalidates `staffNoticeKeys.searches` and the notice's own keys. */
export const staffNoticeKeys = {
  all: ['staff-notices'] as const,
  searches: ['staff-notices', 'search'] as const,
  search: (query: StaffNoticeSearchQuery) =>
    [...staffNoticeKeys.searches, 'school', query] as const,
  adminSearch: (query: AdminNoticeSearchQuery) =>
    [...staffNoticeKeys.searches, 'admin', query] as const,
  detail: (id: number) => ['staff-notices', 'detail', id] as const,
  readStatus: (id: number) => ['staff-notices', 'read-status', id] as const,
  categories: ['staff-notices', 'categories'] as const,
  destinations: ['staff-notices', 'destinations'] as const,
};
