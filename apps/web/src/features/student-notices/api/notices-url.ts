import { apiRoutes, limits } from '@tayori/contract';

/**
 * The notice list's first page as getNotices asks for it: the route's early GET (app/routes.tsx),
 * in a module of its own so the route table does not bring the API client into the entry.
 */
export const FIRST_NOTICES_URL = `${apiRoutes.studentNotices.path}?limit=${limits.noticePageSize}&page=1`;
