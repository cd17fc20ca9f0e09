import { useTranslation } from '../../shared/i18n';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { AttendancePeriod } from '@tayori/contract';
import { formatRate } from '../../shared/format/rate';

type Counts = Omit<AttendancePeriod, 'periodName'>;
export interface AttendanceRow extends Counts {
  name: string;
}

const countColumns = [
  ['attendance', 'attendance_count_attendance'],
  ['publicAbsence', 'attendance_count_public_absence'],
  ['absence', 'attendance_count_absence'],
  ['late', 'attendance_count_late'],
  ['leaveEarly', 'attendance_count_leave_early'],
] as const;

/**
 * Seven columns fit a 360 px phone: tighter cells and a smaller type there, the name wrapping; a
 * longer name than that still scrolls sideways inside the table's own box.
 */
const tableSx = {
  '& th, & td': {
    whiteSpace: 'nowrap',
    px: { xs: 0.5, sm: 2 },
    fontSize: { xs: '0.8125rem', sm: '0.875rem' },
  },
  '& .attendance-name': { whiteSpace: 'normal', minWidth: '4.5em', overflowWrap: 'anywhere' },
} as const;

/** One attendance table: a name column (kept in view when it scrolls), the rate and five counts. */
export function AttendanceTable({
  caption,
  nameLabel,
  rows,
}: {
  caption: string;
  nameLabel: string;
  rows: readonly AttendanceRow[];
}) {
  const { t } = useTranslation();
  const sticky = { position: 'sticky', left: 0, bgcolor: 'background.paper', zIndex: 1 } as const;
  return (
    // Focusable so a keyboard user can scroll it; named so the stop makes sense to a screen reader.
    <TableContainer role="region" tabIndex={0} aria-label={caption} sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={caption} sx={tableSx}>
        <TableHead>
          <TableRow>
            <TableCell sx={sticky} className="attendance-name">
              {nameLabel}
            </TableCell>
            <TableCell align="right">{t('attendance_rate')}</TableCell>
            {countColumns.map(([key, label]) => (
              <TableCell key={key} align="right">
                {t(label)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.name}>
              <TableCell component="th" scope="row" sx={sticky} className="attendance-name">
                {row.name}
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 700 }}>
                {formatRate(row.rate)}
              </TableCell>
              {countColumns.map(([key]) => (
                <TableCell key={key} align="right">
                  {row[key]}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
