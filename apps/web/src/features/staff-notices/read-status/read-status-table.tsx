import { useTranslation } from '../../../shared/i18n';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import PriorityHigh from '@mui/icons-material/PriorityHigh';
import { NO_SCHOOL_YEAR, type NoticeReadRow } from '@tayori/contract';
import { CopyButton } from '../../../shared/ui/copy-button';

const nowrap = { whiteSpace: 'nowrap' } as const;

/** Who received the notice: read or unread, school year, department, course, name, e-mail. */
export function ReadStatusTable({ rows }: { rows: readonly NoticeReadRow[] }) {
  const { t } = useTranslation();
  if (rows.length === 0) {
    return (
      <Typography sx={{ py: 4, textAlign: 'center' }} color="text.secondary">
        {t('notice_read_status_empty')}
      </Typography>
    );
  }
  return (
    <TableContainer
      component={Paper}
      variant="outlined"
      tabIndex={0}
      aria-label={t('notice_read_status_list')}
    >
      <Table size="small" sx={{ minWidth: 860 }}>
        <TableHead>
          <TableRow sx={{ '& th': { ...nowrap, fontWeight: 700, bgcolor: 'grey.100' } }}>
            <TableCell>{t('notice_col_read_flag')}</TableCell>
            <TableCell>{t('notice_col_school_year')}</TableCell>
            <TableCell>{t('notice_col_department')}</TableCell>
            <TableCell>{t('notice_col_course')}</TableCell>
            <TableCell>{t('notice_col_surname')}</TableCell>
            <TableCell>{t('notice_col_given_name')}</TableCell>
            <TableCell>{t('notice_col_email')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.rowId} hover>
              <TableCell sx={nowrap}>
                <Chip
                  size="small"
                  label={t(row.noticeReadFlag ? 'notice_read' : 'notice_unread')}
                  color={row.noticeReadFlag ? 'success' : 'default'}
                  variant={row.noticeReadFlag ? 'filled' : 'outlined'}
                />
              </TableCell>
              <TableCell sx={nowrap}>
                {row.schoolYear === NO_SCHOOL_YEAR
                  ? t('notice_school_year_none')
                  : t('notice_school_year', { year: row.schoolYear })}
              </TableCell>
              <TableCell sx={nowrap}>{row.departmentName ?? ''}</TableCell>
              <TableCell sx={nowrap}>{row.courseName ?? ''}</TableCell>
              <TableCell sx={nowrap}>
                <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                  <span>{row.userSurname}</span>
                  {row.isCareful && (
                    <Chip
                      size="small"
                      color="warning"
                      icon={<PriorityHigh aria-hidden />}
                      label={t('notice_careful')}
                    />
                  )}
                </Stack>
              </TableCell>
              <TableCell sx={nowrap}>{row.userGivenname}</TableCell>
              <TableCell sx={nowrap}>
                <Link href={`mailto:${row.emailAddress}`}>{row.emailAddress}</Link>
                <CopyButton
                  text={row.emailAddress}
                  label={t('notice_copy_email', { email: row.emailAddress })}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
