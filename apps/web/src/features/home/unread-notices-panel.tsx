import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../shared/i18n';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { limits } from '@tayori/contract';
import { formatUnreadCount } from '../../shared/format/count';
import { formatDate } from '../../shared/format/date';
import { paths, unreadNoticeDetailPath } from '../../shared/navigation/paths';
import { NoticeChips } from '../../shared/ui/notice-chips';
import { useUnreadNotices } from './api/get-unread-notices';
import { PanelCard, PanelStates } from './panel-card';

/**
 * Spec 000 §2: the unread count (99+ at most) in a title that leads to the notice list, then the
 * newest unread notices, each opening its detail in a new tab.
 */
export function UnreadNoticesPanel() {
  const { t } = useTranslation();
  const unread = useUnreadNotices();
  const count = unread.data ? formatUnreadCount(unread.data.unreadNoticeTotalCount) : null;

  return (
    <PanelCard
      title={
        <Link component={RouterLink} to={paths.NoticeList} color="inherit">
          {count === null
            ? t('home_unread_title')
            : t('home_unread_title_count', { unread: count })}
        </Link>
      }
    >
      <PanelStates
        query={unread}
        skeleton={<UnreadNoticesSkeleton />}
        failed={t('notice_fetch_failed')}
        empty={{ when: (data) => data.unreadNoticeList.length === 0, text: t('home_unread_empty') }}
      >
        {(data) => (
          <List disablePadding>
            {data.unreadNoticeList.map((notice) => (
              <ListItem key={notice.noticeId} divider disableGutters sx={{ display: 'block' }}>
                <Stack
                  direction="row"
                  spacing={1}
                  useFlexGap
                  sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}
                >
                  <NoticeChips
                    important={notice.noticeImportantFlag}
                    category={notice.noticeCategory}
                  />
                  <Typography variant="body2" color="text.secondary" component="span">
                    {formatDate(notice.noticeDate)}
                  </Typography>
                </Stack>
                <Link
                  href={unreadNoticeDetailPath(notice.noticeId)}
                  target="_blank"
                  rel="noopener noreferrer"
                  sx={{ overflowWrap: 'anywhere' }}
                  aria-label={`${notice.noticeTitle}${t('header_opens_new_tab')}`}
                >
                  {notice.noticeTitle}
                </Link>
              </ListItem>
            ))}
          </List>
        )}
      </PanelStates>
    </PanelCard>
  );
}

/**
 * The loading state, shaped like a full preview (the chips-and-date row, then a one-line title, for
 * each of the {@link limits.unreadPreviewSize} newest notices) so the panels below do not move when
 * the notices arrive. Fewer unread notices shrink the panel, but a student usually has a full page.
 */
function UnreadNoticesSkeleton() {
  return (
    <List disablePadding aria-hidden>
      {Array.from({ length: limits.unreadPreviewSize }, (_, i) => (
        <ListItem key={i} divider disableGutters sx={{ display: 'block' }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
            <Skeleton variant="rounded" width={48} height={24} sx={{ borderRadius: 4 }} />
            <Typography variant="body2" component="span">
              <Skeleton width={80} />
            </Typography>
          </Stack>
          <Typography component="div">
            <Skeleton width={i % 2 ? '60%' : '80%'} />
          </Typography>
        </ListItem>
      ))}
    </List>
  );
}
