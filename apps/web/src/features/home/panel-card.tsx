import { useId, type ReactNode } from 'react';
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
