import type { DirectorySchoolYear, NoticeGroupMember } from '@tayori/contract';
import type { t as translate } from '../../../shared/i18n';
import { directoryTreeOf } from '../../../students/filter/directory-tree';
import type { StudentTreeNode } from '../../../students/tree/student-tree';

/** A row of the member table (spec 001 §2): what the group detail lists, without its row number. */
export type Member = Omit<NoticeGroupMember, 'rowId'>;

/** A tree of the student filter's answer, and each student's member row (from where it sits). */
export interface StudentTree {
  nodes: StudentTreeNode[];
  members: Map<string, Member>;
}

/**
 * The answer's tree (school year → department → course → students) as the tree view's nodes,
 * labelled; each leaf's member row takes its year, department, course and careful mark from its
 * branches (the answer does not repeat them per student).
 */
export function studentTreeOf(
  years: readonly DirectorySchoolYear[],
  isCareful: boolean,
  t: typeof translate,
): StudentTree {
  const members = new Map<string, Member>();
  const nodes = directoryTreeOf(years, t, (s, place) =>
    members.set(s.id, {
      id: s.id,
      name: s.name,
      studentNumber: s.studentNumber,
      ...place,
      isCareful,
    }),
  );
  return { nodes, members };
}

/** Spec 001 §2: the ticked students merged into the members, each once (by id), in the order added. */
export function mergeMembers(current: readonly Member[], added: readonly Member[]): Member[] {
  const seen = new Set(current.map((m) => m.id));
  const merged = [...current];
  for (const m of added) {
    if (seen.has(m.id)) continue;
    seen.add(m.id);
    merged.push(m);
  }
  return merged;
}
