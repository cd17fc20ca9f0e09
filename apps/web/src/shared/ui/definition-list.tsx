import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** A label and its value, as rows of a definition list. */
export type FieldRow = [label: string, value: ReactNode];

/**
 * What a screen shows and the reader may not change, as a definition list: two columns, one on a
 * phone; an empty value reads '-'. Read-only account details use it rather than disabled fields,
 * whose grey text (about 2.5:1) and required marks read as a broken form.
 */
export function DefinitionList({ rows, label }: { rows: FieldRow[]; label?: string }) {
  return (
    <Box
      component="dl"
      aria-label={label}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '10rem 1fr' },
        columnGap: 2,
        rowGap: { xs: 0.5, sm: 1.25 },
        m: 0,
        '& dt': { color: 'text.secondary', fontSize: '0.875rem', pt: { sm: 0.25 } },
        '& dd': { m: 0, mb: { xs: 1.5, sm: 0 }, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' },
      }}
    >
      {rows.map(([dt, dd]) => (
        <Box key={dt} sx={{ display: 'contents' }}>
          <dt>{dt}</dt>
          <dd>{dd === '' || dd === null || dd === undefined ? '-' : dd}</dd>
        </Box>
      ))}
    </Box>
  );
}
