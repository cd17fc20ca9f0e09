import { useId, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** The frame of a home panel: a titled section (the title may be a link), then its content. */
export function PanelCard({
  title,
  action,
  children,
}: {
  title: ReactNode;
  /** Shown at the end of the title row (a link to the detail screen). */
  action?: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ p: { xs: 2, sm: 2.5 }, height: '100%' }}
    >
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'baseline', justifyContent: 'space-between', flexWrap: 'wrap', mb: 1.5 }}
      >
        <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {action}
      </Stack>
      {children}
    </Paper>
  );
}

/**
 * A home panel's content by its data's state (spec 000 §2): the skeleton of the content's size while
 * it loads, the panel's failure, a line saying there is nothing (`empty`), or the content.
 */
export function PanelStates<T>({
  query,
  skeleton,
  failed,
  empty,
  children,
}: {
  query: UseQueryResult<T>;
  skeleton: ReactNode;
  failed: string;
  empty?: { when(data: T): boolean; text: string };
  children(data: T): ReactNode;
}) {
  if (query.isPending) return skeleton;
  if (query.isError) return <Typography color="error">{failed}</Typography>;
  if (empty?.when(query.data)) return <Typography color="text.secondary">{empty.text}</Typography>;
  return children(query.data);
}
