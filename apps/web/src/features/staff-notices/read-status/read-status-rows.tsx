import { useCallback, useState } from 'react';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { NoticeReadRow } from '@tayori/contract';
import { ReadStatusRow } from './read-status-row';

/**
 * From this many recipients on, only the rows near the screen are drawn. A class or a year (the
 * usual group) stays one plain table, which the browser's find and print see whole; a whole
 * school's notice (thousands of rows) would otherwise cost seconds of rendering on a phone.
 */
export const WINDOW_FROM_ROWS = 100;

/** Estimated row heights until a row is measured: one line of cells, or the stacked cell's three. */
const WIDE_ROW_PX = 43;
const STACKED_ROW_PX = 92;
/** Rows drawn beyond each edge of the screen, so a quick scroll does not show blank space. */
const OVERSCAN_ROWS = 8;

interface RowsProps {
  rows: readonly NoticeReadRow[];
  stacked: boolean;
  columnCount: number;
}

/** Every row: a short list. */
export function AllRows({ rows, stacked }: RowsProps) {
  return (
    <TableBody>
      {rows.map((row, i) => (
        <ReadStatusRow key={row.rowId} row={row} stacked={stacked} rowIndex={i + 2} />
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
export function WindowedRows({ rows, stacked, columnCount }: RowsProps) {
  const [bodyTop, bodyRef] = useDocumentTop();
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => (stacked ? STACKED_ROW_PX : WIDE_ROW_PX),
    overscan: OVERSCAN_ROWS,
    scrollMargin: bodyTop,
    getItemKey: (i) => rows[i]!.rowId,
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  const before = first ? first.start - bodyTop : 0;
  const after = last ? virtualizer.getTotalSize() - (last.end - bodyTop) : 0;
  return (
    <TableBody ref={bodyRef}>
      <Spacer height={before} columnCount={columnCount} />
      {items.map((item) => (
        <ReadStatusRow
          key={item.key}
          ref={virtualizer.measureElement}
          data-index={item.index}
          row={rows[item.index]!}
          stacked={stacked}
          rowIndex={item.index + 2}
        />
      ))}
      <Spacer height={after} columnCount={columnCount} />
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
