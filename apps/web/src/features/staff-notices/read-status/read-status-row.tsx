import type { Ref } from 'react';
import { useTranslation } from '../../../shared/i18n';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import PriorityHigh from '@mui/icons-material/PriorityHigh';
import { NO_SCHOOL_YEAR, type NoticeReadRow } from '@tayori/contract';
import { CopyButton } from '../../../shared/ui/copy-button';

/** Long names and addresses wrap inside their cell instead of widening the table. */
const wrap = { overflowWrap: 'anywhere' } as const;

export interface ReadStatusRowProps {
  row: NoticeReadRow;
  /** One 生徒 cell (name, e-mail, then school year, department and course) instead of six. */
  stacked: boolean;
  /** `aria-rowindex`: the row's place in the whole list when only a window of it is drawn. */
  rowIndex?: number;
  /** The windowed list measures each drawn row (its height depends on the wrapping). */
  ref?: Ref<HTMLTableRowElement>;
  'data-index'?: number;
}

/** One recipient of the notice (spec 000 §2 read status). */
export function ReadStatusRow({ row, stacked, rowIndex, ref, ...data }: ReadStatusRowProps) {
  const { t } = useTranslation();
  const schoolYear =
    row.schoolYear === NO_SCHOOL_YEAR
      ? t('notice_school_year_none')
      : t('notice_school_year', { year: row.schoolYear });
  const readFlag = (
    <TableCell>
      <Chip
        size="small"
        label={t(row.noticeReadFlag ? 'notice_read' : 'notice_unread')}
        color={row.noticeReadFlag ? 'success' : 'default'}
        variant={row.noticeReadFlag ? 'filled' : 'outlined'}
      />
    </TableCell>
  );
  const careful = row.isCareful && (
    <Chip
      size="small"
      color="warning"
      icon={<PriorityHigh aria-hidden />}
      label={t('notice_careful')}
      sx={{ ml: 0.5 }}
    />
  );
  const email = (
    <>
      <Link href={`mailto:${row.emailAddress}`} sx={wrap}>
        <EmailAddress address={row.emailAddress} />
      </Link>
      <CopyButton
        text={row.emailAddress}
        label={t('notice_copy_email', { email: row.emailAddress })}
      />
    </>
  );

  if (stacked) {
    const place = [schoolYear, row.departmentName, row.courseName].filter(Boolean).join('・');
    return (
      <TableRow ref={ref} hover aria-rowindex={rowIndex} {...data}>
        {readFlag}
        <TableCell sx={wrap}>
          <Box sx={{ fontWeight: 700 }}>
            {row.userSurname} {row.userGivenname}
            {careful}
          </Box>
          <Box>{email}</Box>
          <Typography variant="caption" component="div" color="text.secondary">
            {place}
          </Typography>
        </TableCell>
      </TableRow>
    );
  }
  return (
    <TableRow ref={ref} hover aria-rowindex={rowIndex} {...data}>
      {readFlag}
      <TableCell>{schoolYear}</TableCell>
      <TableCell sx={wrap}>{row.departmentName ?? ''}</TableCell>
      <TableCell sx={wrap}>{row.courseName ?? ''}</TableCell>
      <TableCell sx={wrap}>
        {row.userSurname}
        {careful}
      </TableCell>
      <TableCell sx={wrap}>{row.userGivenname}</TableCell>
      <TableCell>{email}</TableCell>
    </TableRow>
  );
}

/** An address that does not fit breaks after its @ (then anywhere), not inside the domain. */
function EmailAddress({ address }: { address: string }) {
  const at = address.lastIndexOf('@');
  if (at < 0) return address;
  return (
    <>
      {address.slice(0, at + 1)}
      <wbr />
      {address.slice(at + 1)}
    </>
  );
}
