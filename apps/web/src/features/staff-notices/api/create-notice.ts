import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type NoticeRegistrationBody, type StaffNoticeDetail } from '@tayori/contract';
import { callApi } from '../../../shared/api/client';
import { staffNoticeKeys } from './keys';

/** POST /api/v1/schools/notices/new (the body JSON-encoded, as the contract says). */
export function createNotice(body: NoticeRegistrationBody): Promise<StaffNoticeDetail> {
  return callApi('staffNoticeCreate', { body });
}

export function useCreateNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createNotice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffNoticeKeys.searches }),
  });
}
