/** The schools of a world, their departments and courses, with the ids they are written under. */
import { departmentDefs, type World } from './catalog';
import type { School } from './model';
import type { Rng } from './random';

/** Students per school: fixed shares first, the rest by weight; they sum to `total`. */
export function schoolSizes(world: World, total: number): number[] {
  const fixed = world.schools.map((s) => (s.share ? Math.round(total * s.share) : 0));
  const rest = total - fixed.reduce((a, b) => a + b, 0);
  const weightSum = world.schools.reduce((sum, s) => sum + (s.share ? 0 : s.weight), 0);
  const sizes = world.schools.map((s, i) =>
    s.share ? fixed[i]! : Math.floor((rest * s.weight) / weightSum),
  );
  const firstWeighted = world.schools.findIndex((s) => !s.share);
  sizes[firstWeighted]! += total - sizes.reduce((a, b) => a + b, 0);
  return sizes;
}

export function planSchools(rng: Rng, world: World, total: number): School[] {
  const sizes = schoolSizes(world, total);
  let departmentId = 0;
  let courseId = 0;
  return world.schools.map((def, index) => {
    const picked = def.departments ?? [
      0,
      ...rng.sample([1, 2, 3, 4, 5], rng.int(1, 3)).sort((a, b) => a - b),
    ];
    return {
      index,
      id: index + 1,
      code: `S${String(index + 1).padStart(4, '0')}`,
      name: def.name,
      areaCode: def.areaCode,
      schoolGroupId: def.group + 1,
      size: sizes[index]!,
      attendanceDisplay: def.attendanceDisplay ?? index % 7 !== 3,
      a3LicenseLimit: def.a3LicenseLimit ?? rng.int(0, 20),
      broadcast: def.broadcast ?? false,
      departments: picked.map((d) => {
        const dept = departmentDefs[d]!;
        return {
          id: ++departmentId,
          name: dept.name,
          courseIds: dept.courses.map(() => ++courseId),
        };
      }),
    };
  });
}
