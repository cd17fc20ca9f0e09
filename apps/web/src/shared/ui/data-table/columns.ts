import type { ReactNode } from 'react';
import type { SxProps, Theme } from '@mui/material/styles';

/** One column of a DataTable: its header and what each row shows in it. */
export interface Column<Row> {
  /** Unique among the table's columns (React key). */
  key: string;
  header: string;
  cell(row: Row): ReactNode;
  /** A `<col>` width; columns without one share what is left. */
  width?: number | string;
  align?: 'left' | 'right' | 'center';
  /** Styles of the column's body cells (no wrapping for dates, wrapping anywhere for addresses). */
  sx?: SxProps<Theme>;
}

/** Body cells that keep to one line (dates, counts, buttons). */
export const nowrap = { whiteSpace: 'nowrap' } as const;
/** Long names and addresses wrap inside their cell instead of widening the table. */
export const wrapAnywhere = { overflowWrap: 'anywhere' } as const;
