import { useQuery } from '@tanstack/react-query';
import { choosesAmongAllSchools, type RoleType, type School } from '@tayori/contract';
import { callApi } from '../../../shared/api/client';
import { staffNoticeKeys } from './keys';

/** Spec 000 §6: some roles choose among all schools; the others among their school groups' schools. */
export const schoolSourceOf = (roleType: RoleType | null): 'schools' | 'school-groups' =>
  choosesAmongAllSchools({ roleType }) ? 'schools' : 'school-groups';

/** GET /api/v1/schools, or the schools of GET /api/v1/school-groups (each once, in order). */
export async function getSchoolOptions(
  source: 'schools' | 'school-groups',
  signal?: AbortSignal,
): Promise<School[]> {
  if (source === 'schools') return (await callApi('schools', { signal })).schoolList;
  const { schoolGroupList } = await callApi('schoolGroups', { signal });
  const byCode = new Map<string, School>();
  for (const group of schoolGroupList)
    for (const school of group.schools) byCode.set(school.extendedSchoolCode, school);
  return [...byCode.values()];
}

/** The schools of the administrator search's selector. */
export function useSchoolOptions(roleType: RoleType | null | undefined) {
  const source = schoolSourceOf(roleType ?? null);
  return useQuery({
    queryKey: staffNoticeKeys.schoolOptions(source),
    queryFn: ({ signal }) => getSchoolOptions(source, signal),
    enabled: roleType !== undefined,
    staleTime: 10 * 60_000,
  });
}
