import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../../../shared/format/date';
import PriorityHigh from '@mui/icons-material/PriorityHigh';
import { NO_SCHOOL_YEAR, type NoticeReadRow } from '@tayori/contract';
import { useTranslation, type t as translate } from '../../../shared/i18n';
import { EmailAddress } from '../../../shared/ui/email-address';
import { DataTable, StackedCell, wrapAnywhere, type Column } from '../../../shared/ui/data-table';
import { WindowedRows } from '../../../shared/ui/data-table/windowed-rows';

type Row = NoticeReadRow;
type T = typeof translate;

const schoolYearOf = (t: T, row: Row) =>
  row.schoolYear === NO_SCHOOL_YEAR
    ? t('notice_school_year_none')
    : t('notice_school_year', { year: row.schoolYear });

/** 既読 with when (MM/DD HH:mm, Tokyo), or 未読. */
function ReadFlag({ row }: { row: Row }) {
  const { t } = useTranslation();
  return (
    <>
      <Chip
        size="small"
        label={t(row.noticeReadFlag ? 'notice_read' : 'notice_unread')}
        color={row.noticeReadFlag ? 'success' : 'default'}
        variant={row.noticeReadFlag ? 'filled' : 'outlined'}
      />
      {row.readAt && (
        <Typography variant="caption" component="div" color="text.secondary">
          {formatDateTime(row.readAt).slice(5, 16)}
        </Typography>
      )}
      <Reminded row={row} />
    </>
  );
}

/** The reminders a recipient was sent, the newest few (docs/decisions/reminders.md). */
const REMINDERS_SHOWN = 3;

function Reminded({ row }: { row: Row }) {
  const { t } = useTranslation();
  return row.reminders.slice(-REMINDERS_SHOWN).map((r, i) => (
    <Typography
      key={i}
      variant="caption"
      component="div"
      color={r.state === 'failed' ? 'error' : 'text.secondary'}
    >
      {t('reminder_timeline', {
        channel: t(`reminder_channel_${r.channel}`),
        state: t(`reminder_state_${r.state}`),
        at: r.at ? ` ${formatDateTime(r.at).slice(5, 16)}` : '',
      })}
    </Typography>
  ));
}

/** Mail to this address bounces (docs/decisions/delivery.md): an unread notice needs another way. */
function MailSuppressed({ row }: { row: Row }) {
  const { t } = useTranslation();
  if (!row.mailSuppressed) return null;
  return <Chip size="small" color="warning" label={t('notice_mail_suppressed')} sx={{ ml: 0.5 }} />;
}

function Careful({ row }: { row: Row }) {
  const { t } = useTranslation();
  if (!row.isCareful) return null;
  return (
    <Chip
      size="small"
      color="warning"
      icon={<PriorityHigh aria-hidden />}
      label={t('notice_careful')}
      sx={{ ml: 0.5 }}
    />
  );
}

const readFlagColumn = (t: T, width: number): Column<Row> => ({
  key: 'read',
  header: t('notice_col_read_flag'),
  width,
  cell: (row) => <ReadFlag row={row} />,
});

/** Every column: wide enough screens show the spec's read status table as it is. */
const wideColumns = (t: T): Column<Row>[] => [
  readFlagColumn(t, 96),
  {
    key: 'year',
    header: t('notice_col_school_year'),
    width: 64,
    cell: (row) => schoolYearOf(t, row),
  },
  {
    key: 'department',
    header: t('notice_col_department'),
    width: '15%',
    sx: wrapAnywhere,
    cell: (row) => row.departmentName ?? '',
  },
  {
    key: 'course',
    header: t('notice_col_course'),
    width: '15%',
    sx: wrapAnywhere,
    cell: (row) => row.courseName ?? '',
  },
  {
    key: 'surname',
    header: t('notice_col_surname'),
    width: '15%',
    sx: wrapAnywhere,
    cell: (row) => (
      <>
        {row.userSurname}
        <Careful row={row} />
      </>
    ),
  },
  {
    key: 'givenName',
    header: t('notice_col_given_name'),
    width: '11%',
    sx: wrapAnywhere,
    cell: (row) => row.userGivenname,
  },
  {
    key: 'email',
    header: t('notice_col_email'),
    cell: (row) => (
      <>
        <EmailAddress address={row.emailAddress} />
        <MailSuppressed row={row} />
      </>
    ),
  },
];

/** A phone: the read flag, and one cell per student with name and e-mail first, nothing sideways. */
const narrowColumns = (t: T): Column<Row>[] => [
  readFlagColumn(t, 80),
  {
    key: 'student',
    header: t('notice_col_student'),
    sx: wrapAnywhere,
    cell: (row) => (
      <StackedCell
        title={
          <>
            {row.userSurname} {row.userGivenname}
            <Careful row={row} />
          </>
        }
        lines={[
          <EmailAddress key="email" address={row.emailAddress} />,
          <MailSuppressed key="mail" row={row} />,
        ]}
        details={[schoolYearOf(t, row), row.departmentName, row.courseName]}
      />
    ),
  },
];

/**
 * Who received the notice (spec 000 §2): read or unread, school year, department, course, name,
 * e-mail. Below the `sm` breakpoint the last six are stacked in one cell, so a 360 px screen shows
 * name and e-mail without scrolling sideways. Long lists draw only the rows near the screen; the
 * layout is fixed, so columns keep their widths whichever rows are drawn.
 */
export function ReadStatusTable({ rows }: { rows: readonly Row[] }) {
  const { t } = useTranslation();
  return (
    <DataTable
      columns={wideColumns(t)}
      narrowColumns={narrowColumns(t)}
      rows={rows}
      rowKey={(row) => row.rowId}
      label={t('notice_read_status_list')}
      emptyText={t('notice_read_status_empty')}
      minWidth={860}
      fixedLayout
      estimatedRowPx={{ wide: 43, narrow: 92 }}
      windowed={WindowedRows}
    />
  );
}
