import Radio from '@mui/material/Radio';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { AnnounceSentRow } from '@tayori/contract';
import { formatDateTime } from '../../shared/format/date';
import { deliveryCountsText } from './delivery-states';
import { useTranslation } from '../../shared/i18n';
import { StackedCell } from '../../shared/ui/data-table';
import { useSnackbar } from '../../shared/ui/snackbar';

export interface SentListProps {
  rows: readonly AnnounceSentRow[];
  chosen: number | null;
  onChoose(id: number): void;
}

/**
 * The sent mails as a radio list (spec 001 §2, §9: table height 500): author, from, sent date,
 * subject and how delivery went. On a phone each mail is one stacked row, subject first, so date
 * and subject are never off screen. A mail without an id (spec 001 §2: cmp_51_001_description)
 * says so and opens nothing.
 */
export function SentList({ rows, chosen, onChoose }: SentListProps) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const narrow = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const choose = (id: number | null | undefined) =>
    id == null ? snackbar.show(t('cmp_51_001_description'), 'error') : onChoose(id);
  const delivery = (r: AnnounceSentRow) => deliveryCountsText(t, r);
  const radio = (r: AnnounceSentRow) => (
    <TableCell padding="checkbox">
      <Radio
        checked={chosen !== null && chosen === r.announceId}
        onChange={() => choose(r.announceId)}
        name="announce-sent"
        slotProps={{ input: { 'aria-label': r.title } }}
      />
    </TableCell>
  );
  return (
    <TableContainer sx={{ maxHeight: 500 }} tabIndex={0} aria-label={t('announce_sent_list')}>
      <Table
        stickyHeader
        size="small"
        aria-label={t('announce_sent_list')}
        sx={narrow ? undefined : { minWidth: 760 }}
      >
        <TableHead>
          <TableRow>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{t('announce_col_select')}</TableCell>
            {narrow ? (
              <TableCell>{t('announce_col_mail')}</TableCell>
            ) : (
              <>
                <TableCell>{t('announce_register')}</TableCell>
                <TableCell>{t('announce_col_from')}</TableCell>
                <TableCell>{t('announce_col_date')}</TableCell>
                <TableCell>{t('announce_col_subject')}</TableCell>
                <TableCell>{t('announce_col_delivery')}</TableCell>
              </>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={narrow ? 2 : 6}>{t('announce_sent_empty')}</TableCell>
            </TableRow>
          ) : (
            rows.map((r, i) => (
              <TableRow
                key={`${r.announceId}-${i}`}
                hover
                selected={chosen !== null && chosen === r.announceId}
                onClick={() => choose(r.announceId)}
                sx={{ cursor: 'pointer' }}
              >
                {radio(r)}
                {narrow ? (
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>
                    <StackedCell
                      title={r.title}
                      lines={[`${r.registerName} → ${r.fromName}`]}
                      details={[formatDateTime(r.datetime), delivery(r)]}
                    />
                  </TableCell>
                ) : (
                  <>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{r.registerName}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{r.fromName}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {formatDateTime(r.datetime)}
                    </TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{r.title}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{delivery(r)}</TableCell>
                  </>
                )}
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
