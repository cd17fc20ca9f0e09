import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { choosesAmongAllSchools, type Me, type RoleType, type School } from '@tayori/contract';
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
  return useQuery({ ...schoolOptionsQuery(roleType ?? null), enabled: roleType !== undefined });
}

function schoolOptionsQuery(roleType: RoleType | null) {
  const source = schoolSourceOf(roleType);
  return queryOptions({
    queryKey: ['school-options', source] as const,
    queryFn: ({ signal }) => getSchoolOptions(source, signal),
    staleTime: 10 * 60_000,
  });
}

/** A first frame's school picker (app/route-description.ts `prefetchFirstFrame`). */
export async function prefetchSchoolOptions(
  client: QueryClient,
  me: Promise<Me | undefined>,
): Promise<void> {
  const user = await me;
  if (user) await client.prefetchQuery(schoolOptionsQuery(user.roleType));
}
