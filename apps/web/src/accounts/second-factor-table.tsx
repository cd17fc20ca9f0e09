import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { SecondFactor } from '@tayori/contract';
import { formatDateTime, formatDayOf } from '../shared/format/date';
import { useTranslation } from '../shared/i18n';

/** A moment: its day, and from a tablet's width on, its time. */
function When({ iso }: { iso: string }) {
  const full = formatDateTime(iso);
  return (
    <>
      {formatDayOf(iso)}
      <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
        {full.slice(10)}
      </Box>
    </>
  );
}

/**
 * An account's second factors, each with when it was added and last used (docs/decisions/
 * second-factors.md): on the staff detail and on one's own profile.
 */
export function SecondFactorTable({ factors }: { factors: SecondFactor[] }) {
  const { t } = useTranslation();
  const kindLabel = (f: SecondFactor) =>
    f.kind === 'RECOVERY_CODES'
      ? t('second_factor_recovery_codes', { count: f.remaining ?? 0 })
      : t(f.kind === 'TOTP' ? 'second_factor_totp' : 'second_factor_passkey');
  return (
    // Narrower cells and days without their time on a phone, so the three columns fit 360 px; a
    // scroll rather than an overflow where they still do not.
    <TableContainer sx={{ maxWidth: 640 }}>
      <Table
        size="small"
        sx={{
          '& th, & td': { px: { xs: 0.75, sm: 2 }, fontSize: { xs: '0.8125rem', sm: '0.875rem' } },
        }}
      >
        <TableHead>
          <TableRow>
            <TableCell>{t('second_factor_kind')}</TableCell>
            <TableCell>{t('second_factor_added')}</TableCell>
            <TableCell>{t('second_factor_last_used')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {factors.map((f, i) => (
            <TableRow key={`${f.kind}-${i}`}>
              <TableCell>{kindLabel(f)}</TableCell>
              <TableCell>
                <When iso={f.createdAt} />
              </TableCell>
              <TableCell>{f.lastUsedAt ? <When iso={f.lastUsedAt} /> : '-'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
