import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../shared/api/client';

/** GET /api/v1/schools/{school}/contactability: read anew whenever the board is opened. */
export const contactabilityOptions = (extendedSchoolCode: string) =>
  queryOptions({
    queryKey: ['contactability', extendedSchoolCode],
    queryFn: ({ signal }) => callApi('contactability', { params: { extendedSchoolCode }, signal }),
    staleTime: 0,
  });
