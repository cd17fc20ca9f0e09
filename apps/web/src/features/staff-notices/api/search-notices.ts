import { searchQueryOf } from '../../../shared/api/api-query';
import { staffNoticeKeys } from './keys';

/** GET /api/v1/schools/notices: one page of the caller's notices. */
export const noticeSearchOptions = searchQueryOf('staffNoticeSearch', staffNoticeKeys.search);

/** GET /api/v1/schools/admin-notices: one page of the notices of one school. */
export const adminNoticeSearchOptions = searchQueryOf(
  'adminNoticeSearch',
  staffNoticeKeys.adminSearch,
);
