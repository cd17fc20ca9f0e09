import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * A part of a screen under a heading of its own (h2), which names it for assistive technology
 * (a section labelled by its heading): the heading, a lead in secondary text when given, then the
 * part. `outlined` draws it as a card, as the account detail and the roster import do.
 */
export function TitledSection({
  id,
  title,
  lead,
  outlined = false,
  spacing = 1,
  children,
}: {
  /** The heading's id (the section's label). */
  id: string;
  title: ReactNode;
  lead?: ReactNode;
  outlined?: boolean;
  spacing?: number;
  children: ReactNode;
}) {
  const content = (
    <>
      <Typography id={id} component="h2" variant="h6">
        {title}
      </Typography>
      {lead && (
        <Typography variant="body2" color="text.secondary">
          {lead}
        </Typography>
      )}
      {children}
    </>
  );
  return outlined ? (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: 2 }}>
      <Stack spacing={spacing}>{content}</Stack>
    </Paper>
  ) : (
    <Stack component="section" aria-labelledby={id} spacing={spacing}>
      {content}
    </Stack>
  );
}
