import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ProfileUpdateBody } from '@tayori/contract';
import { isApiFailure } from '../../../shared/api/api-failure';
import { callApi } from '../../../shared/api/client';
import { profileQueryKey } from './get-profile';

/** PATCH /api/v1/users {jid, seq}: a stale seq answers 409 conflict. */
export function updateProfile(body: ProfileUpdateBody) {
  return callApi('profileUpdate', { body });
}

/**
 * Saves the JID, then refetches the profile (spec 001 §2: 'saved' shows after the refetch). A
 * conflict refetches too: the form keeps what was typed and the next save carries the new seq.
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const refetch = () => queryClient.invalidateQueries({ queryKey: profileQueryKey });
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: refetch,
    onError: (failure) => {
      if (isApiFailure(failure) && failure.errorType === 'conflict') void refetch();
    },
  });
}
