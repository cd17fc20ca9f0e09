import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StudentDetail, StudentUpdateBody } from '@tayori/contract';
import { callApi } from '../../../shared/api/client';
import { studentKeys } from './keys';

/** GET /api/v1/students/{id}/detail; always read fresh (its seq guards the save). */
export function useStudent(id: string) {
  return useQuery<StudentDetail>({
    queryKey: studentKeys.detail(id),
    queryFn: ({ signal }) => callApi('studentDetail', { params: { id }, signal }),
    staleTime: 0,
    retry: false,
  });
}

/** PATCH /api/v1/students/{id}: the answer is the saved detail; the searches are refreshed. */
export function useUpdateStudent(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StudentUpdateBody) => callApi('studentUpdate', { params: { id }, body }),
    onSuccess: (detail) => {
      queryClient.setQueryData(studentKeys.detail(id), detail);
      return queryClient.invalidateQueries({ queryKey: studentKeys.searches });
    },
  });
}
