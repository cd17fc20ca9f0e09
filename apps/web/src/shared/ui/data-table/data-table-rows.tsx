import { useCallback, useState, type Ref } from 'react';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { Column } from './columns';

/** Rows drawn beyond each edge of the screen, so a quick scroll does not show blank space. */
const OVERSCAN_ROWS = 8;

export interface RowsProps<Row> {
  rows: readonly Row[];
  columns: readonly Column<Row>[];
  rowKey(row: Row): string | number;
  /** Estimated height of a row until it is measured (its height depends on the wrapping). */
  estimatedRowPx: number;
}

interface BodyRowProps<Row> {
  row: Row;
  columns: readonly Column<Row>[];
  /** `aria-rowindex`: the row's place in the whole list (the header is 1). */
  rowIndex: number;
  ref?: Ref<HTMLTableRowElement>;
  'data-index'?: number;
}

function BodyRow<Row>({ row, columns, rowIndex, ref, ...data }: BodyRowProps<Row>) {
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

/**
 * The rows near the screen, between two empty rows as tall as those not drawn, so the table keeps
 * its native semantics and the page its own scroll bar (no box scrolling inside the page, which a
 * phone handles badly). `aria-rowindex` and the table's `aria-rowcount` tell assistive technology
 * where each drawn row sits in the whole list.
 */
export function WindowedRows<Row>({ rows, columns, rowKey, estimatedRowPx }: RowsProps<Row>) {
  const [bodyTop, bodyRef] = useDocumentTop();
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => estimatedRowPx,
    overscan: OVERSCAN_ROWS,
    scrollMargin: bodyTop,
    getItemKey: (i) => rowKey(rows[i]!),
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  const before = first ? first.start - bodyTop : 0;
  const after = last ? virtualizer.getTotalSize() - (last.end - bodyTop) : 0;
  return (
    <TableBody ref={bodyRef}>
      <Spacer height={before} columnCount={columns.length} />
      {items.map((item) => (
        <BodyRow
          key={item.key}
          ref={virtualizer.measureElement}
          data-index={item.index}
          row={rows[item.index]!}
          columns={columns}
          rowIndex={item.index + 2}
        />
      ))}
      <Spacer height={after} columnCount={columns.length} />
    </TableBody>
  );
}

function Spacer({ height, columnCount }: { height: number; columnCount: number }) {
  if (height <= 0) return null;
  return (
    <TableRow aria-hidden>
      <TableCell colSpan={columnCount} sx={{ height, p: 0, border: 0 }} />
    </TableRow>
  );
}

/**
 * Where `element` starts in the document: the windowed list's offset from the top of the page,
 * measured when it mounts and again when the window is resized (the text above may wrap anew).
 */
function useDocumentTop() {
  const [top, setTop] = useState(0);
  const ref = useCallback((element: HTMLElement | null) => {
    if (!element) return;
    const measure = () => setTop(element.getBoundingClientRect().top + window.scrollY);
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, []);
  return [top, ref] as const;
}
