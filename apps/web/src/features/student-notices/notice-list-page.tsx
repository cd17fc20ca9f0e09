import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../shared/i18n';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { noticesQuery, uniqueNotices, useNotices } from './api/get-notices';
import { NoticePanel } from './notice-panel';

/** A first load draws the first ten notices in its first frame (app/routes.tsx `earlyGets`). */
export const prefetchFirstFrame = (client: QueryClient) =>
  client.prefetchInfiniteQuery(noticesQuery);

/**
 * /notice-list (spec 000 §2): the student's notices as expandable panels, ten at a time, with
 * 'もっと見る' while the last page came back full, and the spec's three messages.
 */
export default function NoticeListPage() {
  const { t } = useTranslation();
  const notices = useNotices();
  const list = uniqueNotices(notices.data?.pages ?? []);

  return (
    <Stack spacing={2} sx={{ maxWidth: 1080, mx: 'auto' }}>
      <Typography component="h1" variant="h5">
        {t('notice_list_title')}
      </Typography>
      {notices.isPending ? (
        <Stack spacing={1}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={72} />
          ))}
        </Stack>
      ) : notices.isError && list.length === 0 ? (
        <Alert severity="error">{t('notice_fetch_failed')}</Alert>
      ) : list.length === 0 ? (
        <Typography color="text.secondary">{t('notice_list_empty')}</Typography>
      ) : (
        <Box>
          {list.map((notice) => (
            <NoticePanel key={notice.noticeId} notice={notice} />
          ))}
        </Box>
      )}
      {notices.isFetchNextPageError && <Alert severity="error">{t('notice_fetch_failed')}</Alert>}
      {list.length > 0 &&
        (notices.hasNextPage ? (
          <Box sx={{ display: 'flex', justifyContent: 'center' }}>
            <Button
              variant="outlined"
              size="large"
              onClick={() => void notices.fetchNextPage()}
              disabled={notices.isFetchingNextPage}
              sx={{ minWidth: 200 }}
            >
              {notices.isFetchingNextPage ? t('loading') : t('notice_list_more')}
            </Button>
          </Box>
        ) : (
          <Typography color="text.secondary" sx={{ textAlign: 'center' }} role="status">
            {t('notice_list_all_shown')}
          </Typography>
        ))}
    </Stack>
  );
}
