import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/**
 * One cell that holds a whole row on a phone (a DataTable's narrow columns): the row's name in
 * bold, then its lines, the later ones small and grey. Empty lines are left out, so a row without
 * a school or a note takes no blank line.
 */
export function StackedCell({
  title,
  lines,
  details = [],
}: {
  title: ReactNode;
  /** Lines at the body size (an address, a kana name). */
  lines?: ReactNode[];
  /** Joined with ・ on one small line (year, status, school…). */
  details?: (string | null | undefined | false)[];
}) {
  const shown = details.filter((d): d is string => !!d);
  return (
    <>
      <Box sx={{ fontWeight: 700 }}>{title}</Box>
      {lines
        ?.filter((l) => l !== null && l !== undefined && l !== '')
        .map((line, i) => (
          <Box key={i}>{line}</Box>
        ))}
      {shown.length > 0 && (
        <Typography variant="caption" component="div" color="text.secondary">
          {shown.join('・')}
        </Typography>
      )}
    </>
  );
}
