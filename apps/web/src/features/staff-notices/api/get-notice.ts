import { useQuery } from '@tanstack/react-query';
import type { StaffNoticeDetail } from '@tayori/contract';
import { freshRecordQuery } from '../../../shared/api/api-query';
import { callApi } from '../../../shared/api/client';
import { staffNoticeKeys } from './keys';

/** GET /api/v1/schools/notices/{id}: a notice for editing (or copying), with its seq. */
function getNotice(id: number, signal?: AbortSignal): Promise<StaffNoticeDetail> {
  return callApi('staffNoticeDetail', { params: { id }, signal });
}

export const useNotice = (id: number | null) =>
  useQuery(freshRecordQuery(id, staffNoticeKeys.detail, getNotice));
