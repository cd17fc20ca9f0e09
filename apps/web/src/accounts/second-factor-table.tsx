import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { SecondFactor } from '@tayori/contract';
import { formatDateTime } from '../shared/format/date';
import { useTranslation } from '../shared/i18n';

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
    <Table size="small" sx={{ maxWidth: 640 }}>
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
            <TableCell>{formatDateTime(f.createdAt)}</TableCell>
            <TableCell>{f.lastUsedAt ? formatDateTime(f.lastUsedAt) : '-'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
