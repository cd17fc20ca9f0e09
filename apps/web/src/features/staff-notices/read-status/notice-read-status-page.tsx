import { useState } from 'react';
import type { NoticeReadRow } from '@tayori/contract';
import { useTranslation } from '../../../shared/i18n';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ErrorRedirect } from '../../../shared/navigation/error-redirect';
import { useIdParam } from '../../../shared/navigation/id-param';
import { LoadingOverlay } from '../../../shared/ui/loading-overlay';
import { useNoticeReadStatus } from '../api/get-read-status';
import { ViewSelect } from '../../../shared/ui/view-select';
import { ReadStatusTable } from './read-status-table';
import { RemindButton } from './remind-dialog';
import { ReadRates } from './read-rates';
import { RuleSteps } from './rule-steps';
import { callApiFile } from '../../../shared/api/client';
import { formatDate } from '../../../shared/format/date';
import { DownloadLink } from '../../../shared/ui/download-link';

/**
 * Which recipients the list shows (beyond the spec, docs/decisions/delivery.md): the unread to
 * follow up, and among them those mail does not reach either.
 */
const READ_FILTERS = {
  all: () => true,
  unread: (r: NoticeReadRow) => !r.noticeReadFlag,
  read: (r: NoticeReadRow) => r.noticeReadFlag,
  unreached: (r: NoticeReadRow) => !r.noticeReadFlag && r.mailSuppressed,
} as const;
type ReadFilter = keyof typeof READ_FILTERS;

/** Route NoticeReadStatus (/notice-read-status/{id}): title, read / delivery counts and the recipients. */
export default function NoticeReadStatusPage() {
  const { t } = useTranslation();
  const id = useIdParam();
  const status = useNoticeReadStatus(id);
  const [filter, setFilter] = useState<ReadFilter>('all');

  if (id === null) return <ErrorRedirect message={t('not_found')} />;
  if (status.error) return <ErrorRedirect error={status.error} />;
  if (!status.data) return <LoadingOverlay />;

  const {
    noticeId,
    noticeTitle,
    startDate,
    readCount,
    deliveryCount,
    noticeReadResultList,
    mayRemind,
  } = status.data;
  const shown = noticeReadResultList.filter(READ_FILTERS[filter]);
  const counted = (key: ReadFilter) => noticeReadResultList.filter(READ_FILTERS[key]).length;
  return (
    <Stack spacing={2}>
      <Typography component="h1" variant="h5">
        {t('notice_read_status_title')}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={1}>
          <Typography component="h2" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
            {noticeTitle}
          </Typography>
          <Typography>
            {t('notice_read_status_counts')}：
            <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.25rem' }}>
              {readCount} / {deliveryCount}
            </Typography>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('notice_read_start_date', { date: formatDate(startDate) })}
          </Typography>
          <Typography variant="body2">
            {t('notice_read_breakdown', {
              read: counted('read'),
              unread: counted('unread'),
              unreached: counted('unreached'),
            })}
          </Typography>
          {mayRemind && counted('unread') > 0 && (
            <RemindButton noticeId={noticeId} onSent={() => void status.refetch()} />
          )}
          {counted('unread') > 0 && (
            <DownloadLink
              label={t('notice_unread_csv')}
              fileName={`notice_${noticeId}_unread.csv`}
              fetchFile={() => callApiFile('staffNoticeUnreadCsv', { params: { id: noticeId } })}
            />
          )}
        </Stack>
      </Paper>
      {mayRemind && <RuleSteps noticeId={noticeId} />}
      <ReadRates noticeId={noticeId} />
      <ViewSelect<ReadFilter>
        label={t('notice_read_filter')}
        value={filter}
        options={(Object.keys(READ_FILTERS) as ReadFilter[]).map((key) => ({
          value: key,
          label: t(`notice_read_filter_${key}`, { count: counted(key) }),
        }))}
        onChange={setFilter}
        maxWidth={360}
      />
      <ReadStatusTable rows={shown} />
    </Stack>
  );
}
