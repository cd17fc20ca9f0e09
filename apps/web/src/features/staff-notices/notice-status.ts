import type { ChipProps } from '@mui/material/Chip';
import { isAllowed, limits, NoticeStatus, staffNoticeEndpoints, type Me } from '@tayori/contract';
import type { MessageKey } from '../../shared/i18n';

/** The four statuses in the order of the search's select. */
export const noticeStatuses: readonly NoticeStatus[] = [
  'DRAFT',
  'PRE_RELEASE',
  'IN_RELEASE',
  'END_OF_RELEASE',
];

/** The Japanese label key of a status: 下書き, 公開前, 公開中, 公開終了. */
export const noticeStatusKey = (status: NoticeStatus) =>
  `notice_status_${status}` as const satisfies MessageKey;

export const noticeStatusColor: Record<NoticeStatus, ChipProps['color']> = {
  DRAFT: 'default',
  PRE_RELEASE: 'info',
  IN_RELEASE: 'success',
  END_OF_RELEASE: 'default',
};

/** Whether an end date is the "no end date" sentinel (spec 000 §4). */
export const hasNoEndDate = (endDate: string) => endDate === limits.noEndDate;

/**
 * Whether the user may use the administrator search (/notice-search-for-admin): the contract's
 * access rule of GET /api/v1/schools/admin-notices decides, so the link to it and the API agree.
 */
export const mayUseAdminSearch = (me: Pick<Me, 'userType' | 'roleType'> | undefined) =>
  me !== undefined && isAllowed(staffNoticeEndpoints.adminNoticeSearch.access, me);

/**
 * A route's `:id` as a notice id: the portal's one id-param rule. Re-exported for the notice form
 * pages, which import it from here until they move onto shared/navigation themselves.
 */
export { idParamOf as noticeIdOf } from '../../shared/navigation/id-param';
