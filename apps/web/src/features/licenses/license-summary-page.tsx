import { useQuery } from '@tanstack/react-query';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { LicenseSummaryRow } from '@tayori/contract';
import { callApi } from '../../shared/api/client';
import { useTranslation } from '../../shared/i18n';
import { LoadingOverlay } from '../../shared/ui/loading-overlay';

const codeColumn = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** A row whose granted licences exceed its limit (spec 001 §2: highlighted). */
export const isOverLimit = (r: LicenseSummaryRow) => r.a3LicenseUsedNum > r.a3LicenseLimit;

/**
 * /paied-licenses-summary (spec 001 §2 "Paid licence summary", §7, §8): per school, the A3
 * licences granted and the upper limit; a row over its limit highlighted (and said in words). A
 * failed load shows nothing (§8: licence failures are not visible).
 */
export default function LicenseSummaryPage() {
  const { t } = useTranslation();
  const summary = useQuery({
    queryKey: ['licenses', 'summary'],
    queryFn: ({ signal }) => callApi('licenseSummary', { signal }),
  });
  const rows = summary.data?.licenseSummaryList;
  return (
    <Stack spacing={2}>
      <Typography component="h1" variant="h5">
        {t('license_summary_title')}
      </Typography>
      <Typography color="text.secondary">{t('license_summary_lead')}</Typography>
      {summary.isPending && !summary.isError && <LoadingOverlay />}
      {rows && (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={t('license_summary_title')}>
            <TableHead>
              <TableRow
                sx={{ '& th': { fontWeight: 700, bgcolor: 'grey.100', whiteSpace: 'nowrap' } }}
              >
                <TableCell sx={codeColumn}>{t('license_col_school_code')}</TableCell>
                <TableCell>{t('license_col_school_name')}</TableCell>
                <TableCell align="right">{t('license_col_used')}</TableCell>
                <TableCell align="right">{t('license_col_limit')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={4} sx={{ py: 4, textAlign: 'center' }}>
                    {t('license_summary_empty')}
                  </TableCell>
                </TableRow>
              ) : (
                rows.map((r) => (
                  <TableRow
                    key={r.extendedSchoolCd}
                    data-over-limit={isOverLimit(r) || undefined}
                    sx={
                      isOverLimit(r)
                        ? { bgcolor: (theme) => alpha(theme.palette.error.main, 0.1) }
                        : undefined
                    }
                  >
                    <TableCell sx={codeColumn}>{r.extendedSchoolCd}</TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>
                      {r.schoolName}
                      {/* A phone has no code column: the code goes under the name. */}
                      <Typography
                        variant="caption"
                        color="text.secondary"
                        sx={{ display: { xs: 'block', sm: 'none' } }}
                      >
                        {r.extendedSchoolCd}
                      </Typography>
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {r.a3LicenseUsedNum}
                      {isOverLimit(r) && (
                        <Chip
                          size="small"
                          color="error"
                          label={t('license_over_limit')}
                          sx={{ ml: 1 }}
                        />
                      )}
                    </TableCell>
                    <TableCell align="right">{r.a3LicenseLimit}</TableCell>
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Stack>
  );
}
