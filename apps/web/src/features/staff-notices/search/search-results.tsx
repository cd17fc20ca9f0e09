import Chip from '@mui/material/Chip';
import type { StaffNoticeSearchRow } from '@tayori/contract';
import { formatDate } from '../../../shared/format/date';
import { useTranslation, type t as translate } from '../../../shared/i18n';
import { paths, rowPath } from '../../../shared/navigation/paths';
import { DataTable, nowrap, type Column } from '../../../shared/ui/data-table';
import { newTabColumn } from '../../../shared/ui/new-tab-button';
import { hasNoEndDate, noticeStatusColor, noticeStatusKey } from '../notice-status';
import Typography from '@mui/material/Typography';
import { formatRate } from '../../../shared/format/rate';
import { shareOf } from '../read-status/read-share';

type Row = StaffNoticeSearchRow;

/** The result columns (spec 000 §2); 詳細 and 既読状況 open in a new tab. */
const columnsOf = (t: typeof translate): Column<Row>[] => [
  newTabColumn({
    key: 'detail',
    header: t('notice_col_detail'),
    href: (row) => rowPath(paths.NoticeDetail, row.noticeId),
    label: (row) => t('notice_detail_of', { title: row.noticeTitle }),
  }),
  newTabColumn({
    key: 'readStatus',
    header: t('notice_col_read_status'),
    href: (row) => rowPath(paths.NoticeReadStatus, row.noticeId),
    label: (row) => t('notice_read_status_of', { title: row.noticeTitle }),
  }),
  {
    key: 'title',
    header: t('notice_field_title'),
    cell: (row) => row.noticeTitle,
    sx: { minWidth: 220, overflowWrap: 'anywhere' },
  },
  {
    key: 'status',
    header: t('notice_field_status'),
    cell: (row) => (
      <Chip
        size="small"
        label={t(noticeStatusKey(row.noticeStatus))}
        color={noticeStatusColor[row.noticeStatus]}
        variant={row.noticeStatus === 'END_OF_RELEASE' ? 'outlined' : 'filled'}
      />
    ),
  },
  {
    key: 'readCount',
    header: t('notice_col_read_count'),
    align: 'right',
    sx: nowrap,
    // The spec's read / delivered, and (beyond it, docs/decisions/reminders.md) the read share.
    cell: (row) => (
      <>
        {`${row.readCount}/${row.deliveryCount}`}
        {row.deliveryCount > 0 && (
          <Typography variant="caption" component="div" color="text.secondary">
            {formatRate(shareOf(row.readCount, row.deliveryCount))}
          </Typography>
        )}
      </>
    ),
  },
  {
    key: 'group',
    header: t('notice_col_group'),
    sx: { minWidth: 120 },
    cell: (row) => row.noticeGroupName,
  },
  {
    key: 'start',
    header: t('notice_field_start_date'),
    sx: nowrap,
    cell: (row) => formatDate(row.noticeStartDate),
  },
  {
    key: 'end',
    header: t('notice_field_end_date'),
    sx: nowrap,
    cell: (row) =>
      hasNoEndDate(row.noticeEndDate) ? t('notice_no_end_date') : formatDate(row.noticeEndDate),
  },
  {
    key: 'registered',
    header: t('notice_col_register_date'),
    sx: nowrap,
    cell: (row) => formatDate(row.noticeRegisterDate),
  },
];

/** The result table; scrolls sideways when narrow. */
export function SearchResults({ rows }: { rows: readonly Row[] }) {
  const { t } = useTranslation();
  return (
    <DataTable
      columns={columnsOf(t)}
      rows={rows}
      rowKey={(row) => row.noticeId}
      label={t('notice_search_results')}
      emptyText={t('notice_search_empty')}
      minWidth={1040}
    />
  );
}
