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
import { DataTable, wrapAnywhere, type Column } from '../../shared/ui/data-table';
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
  const who: PersonColumn[] = [
    {
      key: 'name',
      header: t('contactability_col_name'),
      cell: (p) => (p.studentNumber ? `${p.name}（${p.studentNumber}）` : p.name),
      sx: wrapAnywhere,
    },
    {
      key: 'mail',
      header: t('contactability_col_mail'),
      cell: (p) => p.emailAddress,
      sx: wrapAnywhere,
    },
    {
      key: 'error',
      header: t('contactability_col_error'),
      // A complaint has no server's words: its kind says why the address is stopped.
      cell: (p) =>
        p.mailError ?? (p.mailSuppression ? t(`announce_suppressed_${p.mailSuppression}`) : ''),
      sx: wrapAnywhere,
    },
  ];
  const when: PersonColumn[] = [
    {
      key: 'since',
      header: t('contactability_col_since'),
      cell: (p) => (p.suppressedSince ? formatDayOf(p.suppressedSince) : ''),
    },
    {
      key: 'seen',
      header: t('contactability_col_last_seen'),
      cell: (p) => (p.lastSeenAt ? formatDayOf(p.lastSeenAt) : t('contactability_never')),
    },
  ];
  const release: PersonColumn[] = onRelease
    ? [
        {
          key: 'release',
          header: t('contactability_col_release'),
          width: 120,
          cell: (p) =>
            p.mailSuppression && (
              <Button size="small" variant="outlined" disabled={busy} onClick={() => onRelease(p)}>
                {t('contactability_release')}
              </Button>
            ),
        },
      ]
    : [];
  return (
    <>
      <Typography component="h2" variant="h6">
        {title}
      </Typography>
      <DataTable
        columns={[detail, ...who, ...when, ...release]}
        // A phone: who and the last error, the release, then the detail (the dates left out).
        narrowColumns={[...who, ...release, detail]}
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
