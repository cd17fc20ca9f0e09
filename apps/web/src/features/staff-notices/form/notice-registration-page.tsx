import { useParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { tokyoDateOf } from '@tayori/contract';
import { ErrorRedirect } from '../../../shared/navigation/error-redirect';
import { DateLocalization } from '../../../shared/ui/date-localization';
import { LoadingOverlay } from '../../../shared/ui/loading-overlay';
import { useNoticeCategories } from '../api/get-categories';
import { useNoticeDestinations } from '../api/get-destinations';
import { useNotice } from '../api/get-notice';
import { noticeIdOf } from '../notice-status';
import { NoticeRegistrationForm } from './notice-registration-form';
import { copyOf, emptyNoticeForm } from './notice-rules';

/**
 * Routes NoticeRegistration (/notice-registration) and NoticeCopy (/notice-copy/{id}): the same
 * screen; a copy starts with only the title and body of notice {id} (spec 000 §4). Only the roles
 * that write notices reach it (the route table's access rule; others go to the Error route).
 */
export default function NoticeRegistrationPage() {
  const { t } = useTranslation();
  const { id: rawId } = useParams();
  const copying = rawId !== undefined;
  const sourceId = noticeIdOf(rawId);
  const categories = useNoticeCategories();
  const destinations = useNoticeDestinations();
  const source = useNotice(sourceId);

  if (copying && sourceId === null) return <ErrorRedirect message={t('not_found')} />;
  const failed = categories.error ?? destinations.error ?? (copying ? source.error : null);
  if (failed) return <ErrorRedirect error={failed} />;
  if (!categories.data || !destinations.data || (copying && !source.data))
    return <LoadingOverlay />;

  const today = tokyoDateOf(new Date());
  const initial = source.data ? copyOf(source.data, today) : emptyNoticeForm(today);
  return (
    <Stack spacing={2}>
      <Typography component="h1" variant="h5">
        {t(copying ? 'notice_copy_title' : 'notice_registration_title')}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <DateLocalization>
          <NoticeRegistrationForm
            initial={initial}
            categories={categories.data}
            destinations={destinations.data}
          />
        </DateLocalization>
      </Paper>
    </Stack>
  );
}
