import {
  CONTACTABILITY_LIST_MAX,
  isAllowed,
  staffAccountViewers,
  studentAccountViewers,
  type ContactabilityPerson,
} from '@tayori/contract';
import { useMe } from '../../shared/auth/use-me';
import { formatDayOf } from '../../shared/format/date';
import { useTranslation } from '../../shared/i18n';
import { paths, rowPath } from '../../shared/navigation/paths';
import { DataTable, StackedCell, wrapAnywhere, type Column } from '../../shared/ui/data-table';
import Stack from '@mui/material/Stack';
import { NewTabButton } from '../../shared/ui/new-tab-button';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

/**
 * A list of the board: each person with their address, its last error and when the portal was
 * last opened, and 詳細 to the person's detail (in a new tab) to correct the address — for the
 * roles that may open that detail.
 */
export function PeopleTable({
  rows,
  title,
  emptyText,
  onRelease,
  busy = false,
}: {
  rows: readonly ContactabilityPerson[];
  /** The list's heading, and the table's accessible name. */
  title: string;
  emptyText: string;
  /** Offers 送信を再開 for a suppressed address (the bouncing list). */
  onRelease?(person: ContactabilityPerson): void;
  /** A release on its way: the buttons wait for it. */
  busy?: boolean;
}) {
  const { t } = useTranslation();
  const me = useMe().data;
  const detailOf = (p: ContactabilityPerson) => {
    const student = p.userType === 'STUDENT';
    if (!me || !isAllowed(student ? studentAccountViewers : staffAccountViewers, me)) return null;
    return rowPath(student ? paths.StudentAccountDetail : paths.StaffAccountDetail, p.userId);
  };
  type PersonColumn = Column<ContactabilityPerson>;
  const detail: PersonColumn = {
    key: 'detail',
    header: t('contactability_col_detail'),
    width: 96,
    cell: (p) => {
      const href = detailOf(p);
      return href ? (
        <NewTabButton href={href} label={t('contactability_detail_of', { name: p.name })}>
          {t('contactability_col_detail')}
        </NewTabButton>
      ) : null;
    },
  };
  const nameOf = (p: ContactabilityPerson) =>
    p.studentNumber ? `${p.name}（${p.studentNumber}）` : p.name;
  // A complaint has no server's words: its kind says why the address is stopped.
  const errorOf = (p: ContactabilityPerson) =>
    p.mailError ?? (p.mailSuppression ? t(`announce_suppressed_${p.mailSuppression}`) : '');
  const sinceOf = (p: ContactabilityPerson) =>
    p.suppressedSince ? formatDayOf(p.suppressedSince) : '';
  const seenOf = (p: ContactabilityPerson) =>
    p.lastSeenAt ? formatDayOf(p.lastSeenAt) : t('contactability_never');
  const who: PersonColumn[] = [
    { key: 'name', header: t('contactability_col_name'), cell: nameOf, sx: wrapAnywhere },
    {
      key: 'mail',
      header: t('contactability_col_mail'),
      cell: (p) => p.emailAddress,
      sx: wrapAnywhere,
    },
    { key: 'error', header: t('contactability_col_error'), cell: errorOf, sx: wrapAnywhere },
  ];
  const when: PersonColumn[] = [
    { key: 'since', header: t('contactability_col_since'), cell: sinceOf },
    { key: 'seen', header: t('contactability_col_last_seen'), cell: seenOf },
  ];
  const releaseButton = (p: ContactabilityPerson) =>
    onRelease &&
    p.mailSuppression && (
      <Button size="small" variant="outlined" disabled={busy} onClick={() => onRelease(p)}>
        {t('contactability_release')}
      </Button>
    );
  const release: PersonColumn[] = onRelease
    ? [{ key: 'release', header: t('contactability_col_release'), width: 120, cell: releaseButton }]
    : [];
  // A phone: one cell per person (name, address, the last error, the two dates on a small line)
  // and one of what to do, so nothing is cut off or scrolled sideways at 360 px.
  const narrow: PersonColumn[] = [
    {
      key: 'person',
      header: t('contactability_col_name'),
      sx: wrapAnywhere,
      cell: (p) => (
        <StackedCell
          title={nameOf(p)}
          lines={[p.emailAddress, errorOf(p)]}
          details={[
            p.suppressedSince && `${t('contactability_col_since')}：${sinceOf(p)}`,
            `${t('contactability_col_last_seen')}：${seenOf(p)}`,
          ]}
        />
      ),
    },
    {
      key: 'actions',
      header: t('contactability_col_detail'),
      width: onRelease ? 112 : 88,
      cell: (p) => (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          {releaseButton(p)}
          {detail.cell(p)}
        </Stack>
      ),
    },
  ];
  return (
    <>
      <Typography component="h2" variant="h6">
        {title}
      </Typography>
      <DataTable
        columns={[detail, ...who, ...when, ...release]}
        narrowColumns={narrow}
        rows={rows}
        rowKey={(p) => p.userId}
        label={title}
        emptyText={emptyText}
        minWidth={720}
      />
      {rows.length >= CONTACTABILITY_LIST_MAX && (
        <Typography variant="body2" color="text.secondary">
          {t('contactability_list_capped', { count: CONTACTABILITY_LIST_MAX })}
        </Typography>
      )}
    </>
  );
}
