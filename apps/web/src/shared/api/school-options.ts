import { useQuery } from '@tanstack/react-query';
import { choosesAmongAllSchools, type RoleType, type School } from '@tayori/contract';
import { callApi } from './client';

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

/**
 * The schools of a school picker (the administrator notice search, spec 001's student search,
 * groups and announce): all of them or the caller's school groups', by role.
 */
export function useSchoolOptions(roleType: RoleType | null | undefined) {
  const source = schoolSourceOf(roleType ?? null);
  return useQuery({
    queryKey: ['school-options', source] as const,
    queryFn: ({ signal }) => getSchoolOptions(source, signal),
    enabled: roleType !== undefined,
    staleTime: 10 * 60_000,
  });
}
