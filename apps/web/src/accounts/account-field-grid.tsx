import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { twoColumns } from '../shared/ui/two-columns';
import { FIELD_STARTS_ROW } from '../shared/forms/fields/field-list';

/**
 * The account forms' fields (staff, tutor): one column on a phone, two from `sm` up, where 姓 and
 * its kana begin a row so that 名 stands beside them (FIELD_STARTS_ROW).
 */
export function AccountFieldGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        ...twoColumns,
        [`& > .${FIELD_STARTS_ROW}`]: { gridColumnStart: { sm: 1 } },
      }}
    >
      {children}
    </Box>
  );
}
