import { useTranslation, type MessageKey } from '../../../shared/i18n';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { NoticeReadRow } from '@tayori/contract';
import { AllRows, WindowedRows, WINDOW_FROM_ROWS } from './read-status-rows';

interface Column {
  title: MessageKey;
  /** A `<col>` width; columns without one share what is left. */
  width?: number | string;
}

/** Every column: wide enough screens show the spec's read status table as it is. */
const wideColumns: readonly Column[] = [
  { title: 'notice_col_read_flag', width: 96 },
  { title: 'notice_col_school_year', width: 64 },
  { title: 'notice_col_department', width: '15%' },
  { title: 'notice_col_course', width: '15%' },
  { title: 'notice_col_surname', width: '15%' },
  { title: 'notice_col_given_name', width: '11%' },
  { title: 'notice_col_email' },
];

/** A phone: the read flag, and one cell per student with name and e-mail first, nothing sideways. */
const stackedColumns: readonly Column[] = [
  { title: 'notice_col_read_flag', width: 80 },
  { title: 'notice_col_student' },
];

/**
 * Who received the notice (spec 000 §2): read or unread, school year, department, course, name,
 * e-mail. Below the `sm` breakpoint the last six are stacked in one cell, so a 360 px screen shows
 * name and e-mail without scrolling sideways. Long lists draw only the rows near the screen
 * (read-status-rows.tsx). The layout is fixed: columns keep their widths whichever rows are drawn.
 */
export function ReadStatusTable({ rows }: { rows: readonly NoticeReadRow[] }) {
  const { t } = useTranslation();
  const stacked = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  if (rows.length === 0) {
    return (
      <Typography sx={{ py: 4, textAlign: 'center' }} color="text.secondary">
        {t('notice_read_status_empty')}
      </Typography>
    );
  }
  const columns = stacked ? stackedColumns : wideColumns;
  const Rows = rows.length >= WINDOW_FROM_ROWS ? WindowedRows : AllRows;
  return (
    <TableContainer
      component={Paper}
      variant="outlined"
      tabIndex={0}
      aria-label={t('notice_read_status_list')}
    >
      <Table
        size="small"
        aria-rowcount={rows.length + 1}
        sx={{
          tableLayout: 'fixed',
          minWidth: stacked ? 0 : 860,
          '& th': { whiteSpace: 'nowrap', fontWeight: 700, bgcolor: 'grey.100' },
          // Narrower padding on a phone leaves the e-mail what room there is.
          '& th, & td': stacked ? { px: 1 } : {},
        }}
      >
        <colgroup>
          {columns.map((c) => (
            <col key={c.title} style={c.width === undefined ? undefined : { width: c.width }} />
          ))}
        </colgroup>
        <TableHead>
          <TableRow aria-rowindex={1}>
            {columns.map((c) => (
              <TableCell key={c.title}>{t(c.title)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <Rows rows={rows} stacked={stacked} columnCount={columns.length} />
      </Table>
    </TableContainer>
  );
}
