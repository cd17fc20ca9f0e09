/**
 * A node of a student tree (spec 001 §2: school year → department → course → students, the
 * announce trees by school year, department and course with staff apart). Ids are unique in the
 * tree: a branch's id is the server's (a no-year group ends in 0), a student's is the user id.
 */
export interface StudentTreeNode {
  id: string;
  label: string;
  /** A branch has children; a student (or staff member) has none. */
  children?: readonly StudentTreeNode[];
}

export const isLeaf = (node: StudentTreeNode) => !node.children || node.children.length === 0;

/** The ids of the students under `nodes`, in tree order. */
export function leafIds(nodes: readonly StudentTreeNode[]): string[] {
  const ids: string[] = [];
  const walk = (list: readonly StudentTreeNode[]) => {
    for (const node of list) {
      if (isLeaf(node)) ids.push(node.id);
      else walk(node.children!);
    }
  };
  walk(nodes);
  return ids;
}

/**
 * The items the tree shows ticked for these selected students: the students, and each branch
 * whose students are all selected (MUI propagates ticks downwards and upwards as they are
 * clicked; a selection set from outside is given whole).
 */
export function tickedIds(nodes: readonly StudentTreeNode[], selected: ReadonlySet<string>) {
  const ticked: string[] = [];
  const walk = (node: StudentTreeNode): boolean => {
    if (isLeaf(node)) {
      const on = selected.has(node.id);
      if (on) ticked.push(node.id);
      return on;
    }
    // Every child is walked (no short circuit): the ticked students below count too.
    const all = node.children!.map(walk).every(Boolean);
    if (all) ticked.push(node.id);
    return all;
  };
  nodes.forEach(walk);
  return ticked;
}

export interface StudentTreeProps {
  nodes: readonly StudentTreeNode[];
  /** The selected students' ids (branches are ticked from them). */
  selected: readonly string[];
  onSelectedChange(ids: string[]): void;
  /** The tree's heading and accessible name (e.g. 配信先). */
  label: string;
  /**
   * The careful students' tree (spec 001 §2: listed apart with their count): the heading says
   * 要配慮の生徒（N名）.
   */
  careful?: boolean;
  disabled?: boolean;
}
