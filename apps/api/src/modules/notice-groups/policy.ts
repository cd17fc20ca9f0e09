import {
  isAllowed,
  noticeGroupEndpoints,
  type Endpoint,
  type NoticeGroupAbilities,
} from '@tayori/contract';
import type { Principal } from '../../platform/identity/auth';

/**
 * What a caller may do with a notification group they can see (docs/decisions/notice-groups.md).
 * An ability is the access rule of the call that uses it, so a shown button never fails on it;
 * which schools a caller reaches is domain/schools/reach.ts.
 */
const mayCall = (endpoint: Endpoint) => (p: Principal) => isAllowed(endpoint.access, p);

export const mayCreateGroup = mayCall(noticeGroupEndpoints.noticeGroupCreate);
const mayEditGroup = mayCall(noticeGroupEndpoints.noticeGroupUpdate);
const mayDeleteGroup = mayCall(noticeGroupEndpoints.noticeGroupDelete);

export const groupAbilities = (p: Principal): NoticeGroupAbilities => ({
  edit: mayEditGroup(p),
  delete: mayDeleteGroup(p),
});
