import { useTranslation } from '../../../shared/i18n';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { StaffNoticeSearchRow } from '@tayori/contract';
import { formatDate } from '../../../shared/format/date';
import { paths, withId } from '../../../shared/navigation/paths';
import { hasNoEndDate, noticeStatusColor, noticeStatusKey } from '../notice-status';

const nowrap = { whiteSpace: 'nowrap' } as const;

/** The result table (spec 000 §2); 詳細 and 既読状況 open in a new tab. Scrolls sideways when narrow. */
export function SearchResults({ rows }: { rows: readonly StaffNoticeSearchRow[] }) {
  const { t } = useTranslation();
  if (rows.length === 0) {
    return (
      <Typography sx={{ py: 4, textAlign: 'center' }} color="text.secondary">
        {t('notice_search_empty')}
      </Typography>
    );
  }
  const newTab = t('notice_opens_new_tab');
  return (
    <TableContainer
      component={Paper}
      variant="outlined"
      tabIndex={0}
      aria-label={t('notice_search_results')}
    >
      <Table size="small" sx={{ minWidth: 1040 }}>
        <TableHead>
          <TableRow sx={{ '& th': { ...nowrap, fontWeight: 700, bgcolor: 'grey.100' } }}>
            <TableCell>{t('notice_col_detail')}</TableCell>
            <TableCell>{t('notice_col_read_status')}</TableCell>
            <TableCell>{t('notice_field_title')}</TableCell>
            <TableCell>{t('notice_field_status')}</TableCell>
            <TableCell align="right">{t('notice_col_read_count')}</TableCell>
            <TableCell>{t('notice_col_group')}</TableCell>
            <TableCell>{t('notice_field_start_date')}</TableCell>
            <TableCell>{t('notice_field_end_date')}</TableCell>
            <TableCell>{t('notice_col_register_date')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.noticeId} hover>
              <TableCell>
                <NewTabButton
                  href={withId(paths.noticeDetail, row.noticeId)}
                  label={t('notice_detail_of', { title: row.noticeTitle }) + newTab}
                >
                  {t('notice_col_detail')}
                </NewTabButton>
              </TableCell>
              <TableCell>
                <NewTabButton
                  href={withId(paths.noticeReadStatus, row.noticeId)}
                  label={t('notice_read_status_of', { title: row.noticeTitle }) + newTab}
                >
                  {t('notice_col_read_status')}
                </NewTabButton>
              </TableCell>
              <TableCell sx={{ minWidth: 220, overflowWrap: 'anywhere' }}>
                {row.noticeTitle}
              </TableCell>
              <TableCell>
                <Chip
                  size="small"
                  label={t(noticeStatusKey(row.noticeStatus))}
                  color={noticeStatusColor[row.noticeStatus]}
                  variant={row.noticeStatus === 'END_OF_RELEASE' ? 'outlined' : 'filled'}
                />
              </TableCell>
              <TableCell align="right" sx={nowrap}>
                {row.readCount}/{row.deliveryCount}
              </TableCell>
              <TableCell sx={{ minWidth: 120 }}>{row.noticeGroupName}</TableCell>
              <TableCell sx={nowrap}>{formatDate(row.noticeStartDate)}</TableCell>
              <TableCell sx={nowrap}>
                {hasNoEndDate(row.noticeEndDate)
                  ? t('notice_no_end_date')
                  : formatDate(row.noticeEndDate)}
              </TableCell>
              <TableCell sx={nowrap}>{formatDate(row.noticeRegisterDate)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** A row's 詳細 / 既読状況: a link styled as a button, opening in a new tab (spec 000 §2). */
function NewTabButton({
  href,
  label,
  children,
}: {
  href: string;
  label: string;
  children: string;
}) {
  return (
    <Button
      component="a"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      size="small"
      variant="outlined"
      aria-label={label}
      sx={nowrap}
    >
      {children}
    </Button>
  );
}
