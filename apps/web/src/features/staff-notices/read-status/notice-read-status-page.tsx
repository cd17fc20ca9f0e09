import { useTranslation } from '../../../shared/i18n';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ErrorRedirect } from '../../../shared/navigation/error-redirect';
import { useIdParam } from '../../../shared/navigation/id-param';
import { LoadingOverlay } from '../../../shared/ui/loading-overlay';
import { useNoticeReadStatus } from '../api/get-read-status';
import { ReadStatusTable } from './read-status-table';

/** Route NoticeReadStatus (/notice-read-status/{id}): title, read / delivery counts and the recipients. */
export default function NoticeReadStatusPage() {
  const { t } = useTranslation();
  const id = useIdParam();
  const status = useNoticeReadStatus(id);

  if (id === null) return <ErrorRedirect message={t('not_found')} />;
  if (status.error) return <ErrorRedirect error={status.error} />;
  if (!status.data) return <LoadingOverlay />;

  const { noticeTitle, readCount, deliveryCount, noticeReadResultList } = status.data;
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
        </Stack>
      </Paper>
      <ReadStatusTable rows={noticeReadResultList} />
    </Stack>
  );
}
