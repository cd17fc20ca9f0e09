import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useQuery } from '@tanstack/react-query';
import type { AnnounceSuppressedUser } from '@tayori/contract';
import { callApi } from '../../shared/api/client';
import { useFailureSnackbar } from '../../shared/api/use-failure-snackbar';
import { formatDayOf } from '../../shared/format/date';
import { useTranslation } from '../../shared/i18n';

/** Names listed before "ほか n 名": enough to act on, short enough for a phone. */
const NAMES_SHOWN = 5;

/**
 * Before sending (docs/decisions/delivery.md): the ticked destinations whose address bounced
 * before, which the mail will skip, each with why and since when — so the sender can have the
 * address corrected first. Asked again whenever the ticked set changes (useSuppressed).
 */
export function useSuppressed(ticked: readonly string[], enabled: boolean) {
  const ids = [...ticked].sort();
  const suppressed = useQuery({
    queryKey: ['announce', 'suppressed', ids],
    queryFn: ({ signal }) => callApi('announceSuppressed', { body: { userIdList: ids }, signal }),
    enabled: enabled && ids.length > 0,
    staleTime: 30_000,
  });
  useFailureSnackbar(suppressed.error);
  return ids.length > 0 ? (suppressed.data?.suppressedList ?? []) : [];
}

export function SuppressedWarning({ list }: { list: readonly AnnounceSuppressedUser[] }) {
  const { t } = useTranslation();
  if (list.length === 0) return null;
  const shown = list.slice(0, NAMES_SHOWN);
  return (
    <Alert severity="warning" role="status">
      <AlertTitle>{t('announce_suppressed_title', { count: list.length })}</AlertTitle>
      {shown.map((u) => (
        <div key={u.userId} style={{ overflowWrap: 'anywhere' }}>
          {t('announce_suppressed_line', {
            name: u.name,
            address: u.emailAddress,
            since: formatDayOf(u.since),
            reason: t(`announce_suppressed_${u.reason}`),
          })}
        </div>
      ))}
      {list.length > shown.length && (
        <div>{t('announce_suppressed_more', { count: list.length - shown.length })}</div>
      )}
      <div>{t('announce_suppressed_hint')}</div>
    </Alert>
  );
}
