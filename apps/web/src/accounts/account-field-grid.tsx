import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { FIELD_STARTS_ROW } from '../shared/forms/fields/field-list';

/**
 * The account forms' fields (staff, tutor): one column on a phone, two from `sm` up, where 姓 and
 * its kana begin a row so that 名 stands beside them (FIELD_STARTS_ROW).
 */
export function AccountFieldGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
        alignItems: 'start',
        [`& > .${FIELD_STARTS_ROW}`]: { gridColumnStart: { sm: 1 } },
      }}
    >
      {children}
    </Box>
  );
}
