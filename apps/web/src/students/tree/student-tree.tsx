import { lazy, Suspense } from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from '../../shared/i18n';
import type { StudentTreeProps } from './tree-nodes';

/** MUI X's tree view loads with the first screen that shows a tree (groups, announce). */
const StudentTreeView = lazy(() => import('./student-tree-view'));

/** A tree of students to tick, with すべて選択 and a count (student-tree-view.tsx). */
export function StudentTree(props: StudentTreeProps) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<CircularProgress size={24} aria-label={t('loading')} />}>
      <StudentTreeView {...props} />
    </Suspense>
  );
}

export { leafIds, type StudentTreeNode, type StudentTreeProps } from './tree-nodes';
