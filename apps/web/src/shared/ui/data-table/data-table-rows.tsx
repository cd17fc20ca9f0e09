import type { Ref } from 'react';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { Column } from './columns';

export interface RowsProps<Row> {
  rows: readonly Row[];
  columns: readonly Column<Row>[];
  rowKey(row: Row): string | number;
  /** Estimated height of a row until it is measured (its height depends on the wrapping). */
  estimatedRowPx: number;
  /** The table's own scroll box, when it has a fixed height (DataTable `height`); else the page scrolls. */
  scrollElement?: () => HTMLElement | null;
}

interface BodyRowProps<Row> {
  row: Row;
  columns: readonly Column<Row>[];
  /** `aria-rowindex`: the row's place in the whole list (the header is 1). */
  rowIndex: number;
  ref?: Ref<HTMLTableRowElement>;
  'data-index'?: number;
}

export function BodyRow<Row>({ row, columns, rowIndex, ref, ...data }: BodyRowProps<Row>) {
  return (
    <TableRow ref={ref} hover aria-rowindex={rowIndex} {...data}>
      {columns.map((c) => (
        <TableCell key={c.key} align={c.align} sx={c.sx}>
          {c.cell(row)}
        </TableCell>
      ))}
    </TableRow>
  );
}

/** Every row: a short list. */
export function AllRows<Row>({ rows, columns, rowKey }: RowsProps<Row>) {
  return (
    <TableBody>
      {rows.map((row, i) => (
        <BodyRow key={rowKey(row)} row={row} columns={columns} rowIndex={i + 2} />
      ))}
    </TableBody>
  );
}
