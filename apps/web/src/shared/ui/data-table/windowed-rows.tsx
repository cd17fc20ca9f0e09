import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useVirtualizer, useWindowVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { BodyRow, type RowsProps } from './data-table-rows';

/** Rows drawn beyond each edge of the screen, so a quick scroll does not show blank space. */
const OVERSCAN_ROWS = 8;

/**
 * Give this to a DataTable whose list can be long (`windowed={WindowedRows}`): only the screens
 * with such lists load the virtualiser (a search page of 10 rows does not).
 *
 * The rows near the screen, between two empty rows as tall as those not drawn, so the table keeps
 * its native semantics and the page its own scroll bar (no box scrolling inside the page, which a
 * phone handles badly). `aria-rowindex` and the table's `aria-rowcount` tell assistive technology
 * where each drawn row sits in the whole list.
 */
export function WindowedRows<Row>(props: RowsProps<Row>) {
  return props.scrollElement ? <BoxRows {...props} /> : <PageRows {...props} />;
}

/** Rows scrolled by the page. */
function PageRows<Row>({ rows, columns, rowKey, estimatedRowPx }: RowsProps<Row>) {
  const [bodyTop, bodyRef] = useDocumentTop();
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => estimatedRowPx,
    overscan: OVERSCAN_ROWS,
    scrollMargin: bodyTop,
    getItemKey: useItemKey(rows, rowKey),
  });
  return <VirtualBody {...{ virtualizer, rows, columns, offset: bodyTop, bodyRef }} />;
}

/**
 * Rows scrolled inside the table's own box (a DataTable with a `height`: spec 001 §9's group
 * member table of 650 px), which holds its sticky header.
 */
function BoxRows<Row>({ rows, columns, rowKey, estimatedRowPx, scrollElement }: RowsProps<Row>) {
  // The compiler leaves this component unmemoised (its rows read the virtualiser fresh each render).
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: scrollElement!,
    estimateSize: () => estimatedRowPx,
    overscan: OVERSCAN_ROWS,
    getItemKey: useItemKey(rows, rowKey),
  });
  return <VirtualBody {...{ virtualizer, rows, columns, offset: 0 }} />;
}

/**
 * The virtualiser works out every row's place again (10,000 of them) whenever its key function
 * changes: one that lasts as long as the rows keeps a scroll from doing that at every frame
 * (tools/web-budget/member-table.ts measures it). The caller's rowKey is read through a ref, so an
 * inline one does not count as a change.
 */
function useItemKey<Row>(rows: readonly Row[], rowKey: RowsProps<Row>['rowKey']) {
  const keyOf = useRef(rowKey);
  useLayoutEffect(() => {
    keyOf.current = rowKey;
  });
  return useCallback((i: number) => keyOf.current(rows[i]!), [rows]);
}

interface VirtualBodyProps<Row> extends Pick<RowsProps<Row>, 'rows' | 'columns'> {
  virtualizer: Virtualizer<Window, Element> | Virtualizer<HTMLElement, Element>;
  /** Where the body starts in the scrolled element. */
  offset: number;
  bodyRef?: (element: HTMLElement | null) => void;
}

function VirtualBody<Row>({ virtualizer, rows, columns, offset, bodyRef }: VirtualBodyProps<Row>) {
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  const before = first ? first.start - offset : 0;
  const after = last ? virtualizer.getTotalSize() - (last.end - offset) : 0;
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
