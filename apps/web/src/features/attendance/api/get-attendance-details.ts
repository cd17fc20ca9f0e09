import { useQuery } from '@tanstack/react-query';
import { bareGetQuery } from '../../../shared/api/api-query';

/** GET /api/v1/users/attendance/details: counts per period and per course. */
export const useAttendanceDetails = () => useQuery(bareGetQuery('attendanceDetails'));
