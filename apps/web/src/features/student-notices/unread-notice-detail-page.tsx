import { useTranslation } from '../../shared/i18n';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate } from '../../shared/format/date';
import { ErrorRedirect } from '../../shared/navigation/error-redirect';
import { useIdParam } from '../../shared/navigation/id-param';
import { LoadingOverlay } from '../../shared/ui/loading-overlay';
import { NoticeHtmlView } from '../../shared/ui/notice-html-view';
import { NoticeChips } from '../../shared/ui/notice-chips';
import { useNoticeDetail } from './api/read-notice';

/**
 * /unread-notice-detail/{id} (spec 000 §2), opened in a new tab from the home panel: the notice
 * with its body, read through the same PUT that marks it read. A notice the student cannot see
 * (another's, ended, unknown) answers 404 and goes to the Error route with the catalogue message.
 */
export default function UnreadNoticeDetailPage() {
  const { t } = useTranslation();
  const id = useIdParam();
  if (id === null) {
    return <ErrorRedirect message={t('not_found')} />;
  }
  return <NoticeDetail id={id} />;
}

function NoticeDetail({ id }: { id: number }) {
  const detail = useNoticeDetail(id);
  if (detail.isPending) return <LoadingOverlay />;
  if (detail.isError) {
    return <ErrorRedirect error={detail.error} />;
  }
  const notice = detail.data;
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby="notice-title"
      sx={{ p: { xs: 2, sm: 4 }, maxWidth: 880, mx: 'auto' }}
    >
      <Stack spacing={2}>
        <Typography id="notice-title" component="h1" variant="h5" sx={{ overflowWrap: 'anywhere' }}>
          {notice.noticeTitle}
        </Typography>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap' }}
        >
          <NoticeChips important={notice.noticeImportantFlag} category={notice.noticeCategory} />
          <Typography component="span" variant="body2" color="text.secondary">
            {formatDate(notice.noticeDate)}
          </Typography>
        </Stack>
        <NoticeHtmlView html={notice.noticeBody} />
      </Stack>
    </Paper>
  );
}
