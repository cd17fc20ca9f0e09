import { useParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ErrorRedirect } from '../../../shared/navigation/error-redirect';
import { DateLocalization } from '../../../shared/ui/date-localization';
import { LoadingOverlay } from '../../../shared/ui/loading-overlay';
import { useNoticeCategories } from '../api/get-categories';
import { useNotice } from '../api/get-notice';
import { noticeIdOf, noticeStatusColor, noticeStatusKey } from '../notice-status';
import { NoticeDetailForm } from './notice-detail-form';

/**
 * Route NoticeDetail (/notice-detail/{id}): edit one notice; a notice out of reach is the Error
 * route. What the viewer may do comes with the notice (`abilities`): the page derives no role rule.
 */
export default function NoticeDetailPage() {
  const { t } = useTranslation();
  const id = noticeIdOf(useParams().id);
  const notice = useNotice(id);
  const categories = useNoticeCategories();

  if (id === null) return <ErrorRedirect message={t('not_found')} />;
  const failed = notice.error ?? categories.error;
  if (failed) return <ErrorRedirect error={failed} />;
  if (!notice.data || !categories.data) return <LoadingOverlay />;

  const status = notice.data.noticeStatus;
  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        spacing={1.5}
        useFlexGap
        sx={{ alignItems: 'center', flexWrap: 'wrap' }}
      >
        <Typography component="h1" variant="h5">
          {t('notice_detail_title')}
        </Typography>
        <Chip
          size="small"
          label={t(noticeStatusKey(status))}
          color={noticeStatusColor[status]}
          variant={status === 'END_OF_RELEASE' ? 'outlined' : 'filled'}
        />
      </Stack>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <DateLocalization>
          <NoticeDetailForm
            // One form per notice: a save updates the cached notice (new seq) without resetting it.
            key={notice.data.noticeId}
            notice={notice.data}
            categories={categories.data}
          />
        </DateLocalization>
      </Paper>
    </Stack>
  );
}
