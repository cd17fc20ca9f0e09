import { useCallback, useMemo } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTranslation } from '../../shared/i18n';
import {
  isLeaf,
  leafIds,
  tickedIds,
  type StudentTreeNode,
  type StudentTreeProps,
} from './tree-nodes';

/** Ticking a branch ticks its students; ticking every student of a branch ticks the branch. */
const propagation = { descendants: true, parents: true } as const;

/**
 * The student tree (MUI X RichTreeView with checkboxes): a heading, すべて選択, and the tree of
 * branches (with their student counts) and students. Loaded only by the screens that show one.
 */
export default function StudentTreeView({
  nodes,
  selected,
  onSelectedChange,
  label,
  careful = false,
  disabled = false,
}: StudentTreeProps) {
  const { t } = useTranslation();
  const leaves = useMemo(() => leafIds(nodes), [nodes]);
  const leafSet = useMemo(() => new Set(leaves), [leaves]);
  const counts = useMemo(() => studentCounts(nodes), [nodes]);
  const chosen = selected.filter((id) => leafSet.has(id));
  const ticked = useMemo(() => tickedIds(nodes, new Set(selected)), [nodes, selected]);
  const all = leaves.length > 0 && chosen.length === leaves.length;
  const title = careful ? t('tree_careful_title', { count: leaves.length }) : label;
  // MUI rebuilds its lookup of every item when one of these functions changes: stable ones keep a
  // tick or an added member from rebuilding 10,000 students (tools/web-budget/member-table.ts).
  const childrenOf = useCallback(
    (n: StudentTreeNode) => (n.children ? [...n.children] : undefined),
    [],
  );
  const labelOf = useCallback(
    (n: StudentTreeNode) =>
      isLeaf(n) ? n.label : t('tree_branch', { label: n.label, count: counts.get(n.id) ?? 0 }),
    [t, counts],
  );

  return (
    <Stack spacing={1}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
      >
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" role="status">
          {t('tree_selected', { count: chosen.length })}
        </Typography>
      </Stack>
      {leaves.length === 0 ? (
        <Typography color="text.secondary">{t('tree_empty')}</Typography>
      ) : (
        <>
          <FormControlLabel
            label={t('tree_select_all')}
            disabled={disabled}
            control={
              <Checkbox
                checked={all}
                indeterminate={chosen.length > 0 && !all}
                onChange={(e) => onSelectedChange(e.target.checked ? leaves : [])}
              />
            }
          />
          <Box sx={{ maxHeight: 480, overflowY: 'auto' }}>
            <RichTreeView<StudentTreeNode, true>
              aria-label={title}
              items={nodes as StudentTreeNode[]}
              getItemChildren={childrenOf}
              getItemLabel={labelOf}
              multiSelect
              checkboxSelection
              selectionPropagation={propagation}
              selectedItems={ticked}
              onSelectedItemsChange={(_, ids) =>
                onSelectedChange(ids.filter((id) => leafSet.has(id)))
              }
              disableSelection={disabled}
            />
          </Box>
        </>
      )}
    </Stack>
  );
}

/** Students under each branch. */
function studentCounts(nodes: readonly StudentTreeNode[]) {
  const counts = new Map<string, number>();
  const walk = (node: StudentTreeNode): number => {
    if (isLeaf(node)) return 1;
    const count = node.children!.reduce((sum, child) => sum + walk(child), 0);
    counts.set(node.id, count);
    return count;
  };
  nodes.forEach(walk);
  return counts;
}
