export { DataTable, WINDOW_FROM_ROWS, type DataTableProps } from './data-table';
export { nowrap, wrapAnywhere, type Column } from './columns';
export { StackedCell } from './stacked-cell';
