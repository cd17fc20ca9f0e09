import type { AnnounceDestinations, DirectorySchoolYear } from '@tayori/contract';
import type { t as translate } from '../../shared/i18n';
import { directoryTreeOf } from '../../students/filter/directory-tree';
import type { StudentTreeNode } from '../../students/tree/student-tree';

/**
 * The destinations of the registration tab (spec 001 §2): an answer of the destination search or
 * of a saved list, kept in the answer's shape so the trees are built the same way for both.
 */
export const noDestinations: AnnounceDestinations = {
  announceUserResult: [],
  announceStaffResult: [],
  announceCarefulStudentResult: [],
  carefulCount: 0,
};

/** The id of the staff group node (spec 001 §2: staff form a separate group). */
const STAFF_NODE = 'staff';

export interface DestinationTrees {
  /** Students by year, department, course, then the staff group. */
  plain: StudentTreeNode[];
  careful: StudentTreeNode[];
}

export function destinationTrees(d: AnnounceDestinations, t: typeof translate): DestinationTrees {
  const plain = directoryTreeOf(d.announceUserResult, t);
  if (d.announceStaffResult.length > 0)
    plain.push({
      id: STAFF_NODE,
      label: t('announce_staff_group'),
      children: d.announceStaffResult.map((s) => ({
        id: s.id,
        label: `${s.name}（${s.emailAddress}）`,
      })),
    });
  return { plain, careful: directoryTreeOf(d.announceCarefulStudentResult, t) };
}

/** Only the chosen users of an answer: branches left without students are dropped. */
export function pickDestinations(
  d: AnnounceDestinations,
  ids: ReadonlySet<string>,
): AnnounceDestinations {
  const pick = (years: readonly DirectorySchoolYear[]) =>
    years
      .map((y) => ({
        ...y,
        departments: y.departments
          .map((dep) => ({
            ...dep,
            courses: dep.courses
              .map((c) => ({ ...c, students: c.students.filter((s) => ids.has(s.id)) }))
              .filter((c) => c.students.length > 0),
          }))
          .filter((dep) => dep.courses.length > 0),
      }))
      .filter((y) => y.departments.length > 0);
  const careful = pick(d.announceCarefulStudentResult);
  return {
    announceUserResult: pick(d.announceUserResult),
    announceStaffResult: d.announceStaffResult.filter((s) => ids.has(s.id)),
    announceCarefulStudentResult: careful,
    carefulCount: countStudents(careful),
  };
}

/**
 * Spec 001 §2 'add to destination': `b` merged into `a` without duplicates (by user id), branch by
 * branch (the node ids are the server's, the same for one school in both answers).
 */
export function mergeDestinations(
  a: AnnounceDestinations,
  b: AnnounceDestinations,
): AnnounceDestinations {
  const careful = mergeYears(a.announceCarefulStudentResult, b.announceCarefulStudentResult);
  const staffIds = new Set(a.announceStaffResult.map((s) => s.id));
  return {
    announceUserResult: mergeYears(a.announceUserResult, b.announceUserResult),
    announceStaffResult: [
      ...a.announceStaffResult,
      ...b.announceStaffResult.filter((s) => !staffIds.has(s.id)),
    ],
    announceCarefulStudentResult: careful,
    carefulCount: countStudents(careful),
  };
}

function mergeById<T extends { id: string }>(
  a: readonly T[],
  b: readonly T[],
  both: (x: T, y: T) => T,
) {
  const out = [...a];
  for (const item of b) {
    const i = out.findIndex((x) => x.id === item.id);
    if (i === -1) out.push(item);
    else out[i] = both(out[i]!, item);
  }
  return out;
}

function mergeYears(a: readonly DirectorySchoolYear[], b: readonly DirectorySchoolYear[]) {
  return mergeById(a, b, (x, y) => ({
    ...x,
    departments: mergeById(x.departments, y.departments, (dx, dy) => ({
      ...dx,
      courses: mergeById(dx.courses, dy.courses, (cx, cy) => ({
        ...cx,
        students: mergeById(cx.students, cy.students, (s) => s),
      })),
    })),
  }));
}

function countStudents(years: readonly DirectorySchoolYear[]) {
  return years.reduce(
    (n, y) =>
      n +
      y.departments.reduce((m, d) => m + d.courses.reduce((k, c) => k + c.students.length, 0), 0),
    0,
  );
}

/**
 * Spec 001 §2 copy: the stored body as the detail shows it (HTML: text escaped, line breaks as
 * <br>) back into the text it was typed as.
 */
export function bodyTextOf(html: string): string {
  const doc = new DOMParser().parseFromString(html.replace(/<br\s*\/?>/gi, '\n'), 'text/html');
  return doc.body.textContent ?? '';
}
