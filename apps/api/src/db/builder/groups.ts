/** Notification groups of each school: whole school, years, departments, classes, small groups. */
import { smallGroupNames } from './catalog';
import type { Group, GroupKind, School, Student } from './model';
import { receivesDeliveries } from './people';
import type { Rng } from './random';

/** The size of the broadcast group of the correspondence school (the '10,000-student' group). */
export const BROADCAST_SIZE = 10_000;
const CLASS_SIZE = 35;

export function planGroups(rng: Rng, schools: School[], students: Student[]): Group[] {
  const groups: Group[] = [];
  const bySchool = new Map<School, Student[]>();
  for (const s of students) {
    if (!receivesDeliveries(s)) continue;
    const list = bySchool.get(s.school) ?? [];
    list.push(s);
    bySchool.set(s.school, list);
  }
  const add = (school: School, name: string, kind: GroupKind, members: Student[]) => {
    if (members.length > 0)
      groups.push({ id: groups.length + 1, school, name, kind, members: members.map((m) => m.id) });
  };
  for (const school of schools) {
    const mine = bySchool.get(school) ?? [];
    add(school, '全校生徒', 'school', mine);
    if (school.broadcast) add(school, '全校一斉連絡', 'broadcast', mine.slice(0, BROADCAST_SIZE));
    for (const year of [1, 2, 3, 4])
      add(
        school,
        `${year}年生`,
        'year',
        mine.filter((s) => s.schoolYear === year),
      );
    add(
      school,
      '学年なし',
      'noYear',
      mine.filter((s) => s.schoolYear === -1),
    );
    school.departments.forEach((dept, d) => {
      const inDept = mine.filter((s) => s.departmentIndex === d);
      add(school, dept.name, 'department', inDept);
      for (const year of [1, 2, 3, 4])
        add(
          school,
          `${dept.name} ${year}年`,
          'departmentYear',
          inDept.filter((s) => s.schoolYear === year),
        );
    });
    // Homerooms of the first two years: consecutive runs of about 35 students.
    for (const year of [1, 2]) {
      const ofYear = mine.filter((s) => s.schoolYear === year);
      for (let k = 0; k < 2 && k * CLASS_SIZE < ofYear.length; k++) {
        add(
          school,
          `${year}年${'ABCDEFGH'[k]}組`,
          'class',
          ofYear.slice(k * CLASS_SIZE, (k + 1) * CLASS_SIZE),
        );
      }
    }
    for (const name of rng.sample(smallGroupNames, rng.int(2, 4))) {
      add(school, name, 'small', rng.sample(mine, rng.int(20, 60)));
    }
  }
  return groups;
}
