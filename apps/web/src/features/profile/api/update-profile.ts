import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, type ProfileUpdateBody } from '@tayori/contract';
import { callApi } from '../../../shared/api/client';
import { profileQueryKey } from './get-profile';

/** PATCH /api/v1/users {jid, seq}: a stale seq answers 409 conflict. */
export function updateProfile(body: ProfileUpdateBody) {
  return callApi(endpoints.profileUpdate, { body });
}

/** Saves the JID, then refetches the profile (spec 001 §2: 'saved' shows after the refetch). */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryKey }),
  });
}
