import { useMutation } from '@tanstack/react-query';
import { type IdentificationBody, type IdentificationParams } from '@tayori/contract';
import { callApi } from '../../../shared/api/client';

export type IdentityCheckInput = IdentificationParams & IdentificationBody;

/**
 * The identity check of spec 000 §7: GET /api/v1/start (sets the XSRF cookie), then
 * POST /api/v1/schools/{school}/students/{studentNumber}. Resolves to successFlag; an error answer
 * (429 over the attempt limit, 5xx…) rejects with ApiFailure.
 */
export async function checkIdentity({
  school,
  studentNumber,
  birthday,
  phoneNumber,
}: IdentityCheckInput): Promise<boolean> {
  await callApi('start', { anonymous: true });
  const answer = await callApi('identityCheck', {
    params: { school, studentNumber },
    body: { birthday, phoneNumber },
    anonymous: true,
  });
  return answer.successFlag;
}

export function useCheckIdentity() {
  return useMutation({ mutationFn: checkIdentity });
}
