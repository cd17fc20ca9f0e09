import { useRef } from 'react';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from '../../i18n';
import type { Column } from './columns';
import { AllRows } from './data-table-rows';
import type { WindowedRows } from './windowed-rows';

/**
 * From this many rows on, only the rows near the screen are drawn. A page of a search or a class
 * stays one plain table, which the browser's find and print see whole; a whole school (thousands
 * of rows) would otherwise cost seconds of rendering on a phone.
 */
export const WINDOW_FROM_ROWS = 100;

export interface DataTableProps<Row> {
  columns: readonly Column<Row>[];
  /**
   * The columns below the `sm` breakpoint: a phone gets fewer, stacked cells instead of a table
   * to scroll sideways. Without them the table keeps its columns and scrolls inside its box.
   */
  narrowColumns?: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey(row: Row): string | number;
  /** The table's accessible name. */
  label: string;
  /** The text of the one row of an empty table (default 該当するデータはありません。). */
  emptyText?: string;
  /** Below this width the wide table scrolls sideways inside its box. */
  minWidth?: number;
  /** Columns keep their `<col>` widths whichever rows are drawn (needed when windowed). */
  fixedLayout?: boolean;
  /** Estimated row heights until measured, of the wide and the narrow layout. */
  estimatedRowPx?: { wide: number; narrow: number };
  /**
   * For lists that can be long (a whole school's recipients): windowed-rows.tsx's WindowedRows,
   * used from `windowFrom` rows on (default WINDOW_FROM_ROWS). Without it every row is drawn.
   */
  windowed?: typeof WindowedRows;
  windowFrom?: number;
  /**
   * A fixed height (px) from the `sm` breakpoint on: the table scrolls inside its box under a
   * sticky header (spec 001 §9: the group member table, 650). A phone keeps the page's scrolling.
   */
  height?: number;
}

/**
 * The table of every list screen: its columns, an empty row when there is nothing, a stacked
 * layout on a phone, and windowed rows for long lists (windowed-rows.tsx).
 */
export function DataTable<Row>({
  columns: wideColumns,
  narrowColumns,
  rows,
  rowKey,
  label,
  emptyText,
  minWidth,
  fixedLayout = false,
  estimatedRowPx = { wide: 43, narrow: 92 },
  windowed,
  windowFrom = WINDOW_FROM_ROWS,
  height,
}: DataTableProps<Row>) {
  const { t } = useTranslation();
  const narrowScreen = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const narrow = narrowScreen && narrowColumns !== undefined;
  const columns = narrow ? narrowColumns : wideColumns;
  const Rows = windowed && rows.length >= windowFrom ? windowed : AllRows;
  const box = useRef<HTMLDivElement>(null);
  const boxed = height !== undefined && !narrowScreen;
  return (
    <TableContainer
      component={Paper}
      variant="outlined"
      tabIndex={0}
      aria-label={label}
      ref={box}
      sx={boxed ? { height, overflowY: 'auto' } : undefined}
    >
      <Table
        stickyHeader={boxed}
        size="small"
        aria-rowcount={rows.length + 1}
        sx={{
          tableLayout: fixedLayout ? 'fixed' : undefined,
          minWidth: narrow ? 0 : minWidth,
          '& th': { whiteSpace: 'nowrap', fontWeight: 700, bgcolor: 'grey.100' },
          // Narrower padding on a phone leaves the longest cell what room there is.
          '& th, & td': narrow ? { px: 1 } : {},
        }}
      >
        {columns.some((c) => c.width !== undefined) && (
          <colgroup>
            {columns.map((c) => (
              <col key={c.key} style={c.width === undefined ? undefined : { width: c.width }} />
            ))}
          </colgroup>
        )}
        <TableHead>
          <TableRow aria-rowindex={1}>
            {columns.map((c) => (
              <TableCell key={c.key} align={c.align}>
                {c.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        {rows.length === 0 ? (
          <TableBody>
            <TableRow>
              <TableCell
                colSpan={columns.length}
                sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}
              >
                {emptyText ?? t('table_empty')}
              </TableCell>
            </TableRow>
          </TableBody>
        ) : (
          <Rows
            rows={rows}
            columns={columns}
            rowKey={rowKey}
            estimatedRowPx={narrow ? estimatedRowPx.narrow : estimatedRowPx.wide}
            scrollElement={boxed ? () => box.current : undefined}
          />
        )}
      </Table>
    </TableContainer>
  );
}
