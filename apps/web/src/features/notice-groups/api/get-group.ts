import { useQuery } from '@tanstack/react-query';
import type { NoticeGroupDetail } from '@tayori/contract';
import { freshRecordQuery } from '../../../shared/api/api-query';
import { callApi } from '../../../shared/api/client';
import { noticeGroupKeys } from './keys';

/** GET /api/v1/schools/notice-group/{id}: a group with its members, seq and abilities. */
function getGroup(id: number, signal?: AbortSignal): Promise<NoticeGroupDetail> {
  return callApi('noticeGroupDetail', { params: { id }, signal });
}

export const useGroup = (id: number | null) =>
  useQuery(freshRecordQuery(id, noticeGroupKeys.detail, getGroup));
