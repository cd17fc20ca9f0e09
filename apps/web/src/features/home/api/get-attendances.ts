import { useQuery } from '@tanstack/react-query';
import { bareGetQuery } from '../../../shared/api/api-query';

/** GET /api/v1/users/attendances: the rate per period, and whether the school shows it. */
export const attendancesQuery = bareGetQuery('attendances');

export const useAttendances = () => useQuery(attendancesQuery);
