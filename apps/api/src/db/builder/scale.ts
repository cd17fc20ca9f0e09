/** How much the builder builds: the demo, or a benchmark's school group of any size. */
import { demoWorld, largeWorld, type World } from './catalog';

export interface Scale {
  world: World;
  students: number;
  /** Staff, tutors and others besides the demo accounts. */
  staff: number;
  /** Generated notices besides the demo's curated ones. */
  notices: number;
  /** The demo accounts (README) and the curated notices addressed to them. */
  demoAccounts: boolean;
}

/** `npm start`'s demo: six schools, 300 students (DESIGN §9). */
export const demoScale: Scale = {
  world: demoWorld,
  students: 300,
  staff: 30,
  notices: 24,
  demoAccounts: true,
};

/**
 * A benchmark's school group of `students` students (5,000 and 50,000 in tools/bench): twenty
 * schools; staff, tutors and others 2% of the students but at least 2,000 (the staff and tutor
 * searches' scale); 2,000 notices whatever the size, so the load per student does not depend on it.
 */
export function largeScale(
  students: number,
  opts: { staff?: number; notices?: number } = {},
): Scale {
  return {
    world: largeWorld,
    students,
    staff: opts.staff ?? Math.max(2000, Math.round(students / 50)),
    notices: opts.notices ?? 2000,
    demoAccounts: false,
  };
}
