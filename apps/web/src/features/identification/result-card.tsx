import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** The centred card both identification result pages show: a heading, then the page's content. */
export function IdentificationResultCard({
  title,
  children,
}: {
  title: string;
  children: ReactNode;
}) {
  return (
    <Stack sx={{ alignItems: 'center' }}>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 560, p: { xs: 2, sm: 4 } }}>
        <Stack spacing={2.5}>
          <Typography component="h1" variant="h5">
            {title}
          </Typography>
          {children}
        </Stack>
      </Paper>
    </Stack>
  );
}
