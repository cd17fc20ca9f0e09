import { useQuery } from '@tanstack/react-query';
import { bareGetQuery } from '../../../shared/api/api-query';

/** GET /api/v1/users/literacy: the IT/DX literacy test result. */
export const literacyQuery = bareGetQuery('literacy');

export const useLiteracy = () => useQuery(literacyQuery);
