import { accessLogOperationLabel, roleTypeLabels, type AccessLogEntry } from '@tayori/contract';
import Box from '@mui/material/Box';
import { formatDateTime } from '../../shared/format/date';
import { useTranslation } from '../../shared/i18n';
import {
  DataTable,
  nowrap,
  StackedCell,
  wrapAnywhere,
  type Column,
} from '../../shared/ui/data-table';

/** The students of an entry: those named, and how many more there were. */
function Students({ entry }: { entry: AccessLogEntry }) {
  const { t } = useTranslation();
  const more = entry.studentCount - entry.students.length;
  if (entry.students.length === 0)
    return entry.studentCount > 0
      ? t('access_log_students_count', { count: entry.studentCount })
      : '';
  return (
    <>
      {entry.students.map((s) => (
        <Box key={s.uid} component="span" sx={{ display: 'block' }}>
          {s.name}
          {s.studentNumber ? `（${s.studentNumber}）` : ''}
        </Box>
      ))}
      {more > 0 && t('access_log_students_more', { count: more })}
    </>
  );
}

const staffOf = (e: AccessLogEntry) =>
  [e.staffName ?? '', e.roleType ? roleTypeLabels[e.roleType] : ''].filter(Boolean).join(' / ');

/** One page of the 「操作ログ」, newest first (the pager is the SearchPage's). */
export function AccessLogResults({ rows }: { rows: readonly AccessLogEntry[] }) {
  const { t } = useTranslation();
  const kindOf = (e: AccessLogEntry) =>
    e.kind === 'read' ? t('access_log_kind_read') : t('access_log_kind_write');
  const columns: Column<AccessLogEntry>[] = [
    {
      key: 'at',
      header: t('access_log_col_at'),
      cell: (e) => formatDateTime(e.at),
      sx: nowrap,
      width: 170,
    },
    { key: 'staff', header: t('access_log_col_staff'), cell: staffOf, sx: wrapAnywhere },
    {
      key: 'operation',
      header: t('access_log_col_operation'),
      cell: (e) => `${kindOf(e)}：${accessLogOperationLabel(e)}`,
    },
    { key: 'students', header: t('access_log_col_students'), cell: (e) => <Students entry={e} /> },
    {
      key: 'address',
      header: t('access_log_col_address'),
      cell: (e) => e.address ?? '',
      sx: wrapAnywhere,
    },
  ];
  const narrow: Column<AccessLogEntry>[] = [
    {
      key: 'entry',
      header: t('access_log_col_operation'),
      sx: wrapAnywhere,
      cell: (e) => (
        <StackedCell
          title={`${kindOf(e)}：${accessLogOperationLabel(e)}`}
          lines={[<Students key="s" entry={e} />]}
          details={[formatDateTime(e.at), staffOf(e), e.address]}
        />
      ),
    },
  ];
  return (
    <DataTable
      columns={columns}
      narrowColumns={narrow}
      rows={rows}
      rowKey={(e) => e.id}
      label={t('access_log_list_label')}
      emptyText={t('access_log_empty')}
      minWidth={880}
    />
  );
}
