import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/**
 * A screen that is one card, centred (the identity check and its results, the profile): the
 * screen's heading (h1), then its content. With `id` the card is a section its heading names.
 */
export function PageCard({
  id,
  title,
  maxWidth,
  spacing,
  overlay,
  children,
}: {
  /** The heading's id (the section's label). */
  id?: string;
  title: ReactNode;
  maxWidth: number;
  spacing: number;
  /** What covers the screen while the card's action runs (a LoadingOverlay). */
  overlay?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack sx={{ alignItems: 'center' }}>
      <Paper
        variant="outlined"
        component={id ? 'section' : 'div'}
        aria-labelledby={id}
        sx={{ width: '100%', maxWidth, p: { xs: 2, sm: 4 } }}
      >
        <Stack spacing={spacing}>
          <Typography id={id} component="h1" variant="h5">
            {title}
          </Typography>
          {children}
        </Stack>
      </Paper>
      {overlay}
    </Stack>
  );
}
