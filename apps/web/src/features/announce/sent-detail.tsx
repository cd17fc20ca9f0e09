import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useState } from 'react';
import { announceDeliveryStates, type AnnounceDeliveryState } from '@tayori/contract';
import { useFailureSnackbar } from '../../shared/api/use-failure-snackbar';
import { formatDateTime } from '../../shared/format/date';
import { useTranslation } from '../../shared/i18n';
import { NoticeHtmlView } from '../../shared/ui/notice-html-view';
import { callApiFile } from '../../shared/api/client';
import { DownloadLink } from '../../shared/ui/download-link';
import { ViewSelect } from '../../shared/ui/view-select';
import { useSentDetail } from './api/announce-api';
import { deliveryCountsText, stateColor, timelineOf } from './delivery-states';
import { bodyTextOf } from './destinations';

/**
 * A sent mail's detail (spec 001 §2): author, from, date, subject, the HTML body shown through
 * the notice sanitiser, the recipients with each one's delivery state and timeline (beyond the
 * spec: docs/decisions/delivery.md), filtered by state, read again while any is queued; copy.
 */
export function SentDetail({
  id,
  onCopy,
}: {
  id: number;
  onCopy(subject: string, body: string): void;
}) {
  const { t } = useTranslation();
  const detail = useSentDetail(id);
  useFailureSnackbar(detail.error);
  const [shown, setShown] = useState<AnnounceDeliveryState | ''>('');
  const d = detail.data;
  if (!d) return <LinearProgress />;
  const recipients = shown ? d.announceToList.filter((r) => r.state === shown) : d.announceToList;
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={1}>
        <Typography>
          {t('announce_register')}：{d.registerName}（{d.registerMailaddress}）
        </Typography>
        <Typography>
          {t('announce_from')}：{d.fromName}（{d.fromMailaddress}）
        </Typography>
        <Typography>
          {t('announce_col_date')}：{formatDateTime(d.datetime)}
        </Typography>
        <Typography sx={{ overflowWrap: 'anywhere' }}>
          {t('announce_subject')}：{d.title}
        </Typography>
        <NoticeHtmlView html={d.body} sx={{ border: 1, borderColor: 'divider', p: 1 }} />
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button
            variant="outlined"
            startIcon={<ContentCopyIcon />}
            onClick={() => onCopy(d.title, bodyTextOf(d.body))}
          >
            {t('announce_copy')}
          </Button>
        </Stack>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {t('announce_recipients', { count: d.recipientCount })}
        </Typography>
        <Typography role="status">{deliveryCountsText(t, d)}</Typography>
        {d.failedCount + d.bouncedCount + d.skippedCount > 0 && (
          <DownloadLink
            label={t('announce_not_reached_csv')}
            fileName={`announce_${d.announceId}_not_reached.csv`}
            fetchFile={() => callApiFile('announceNotReachedCsv', { params: { id: d.announceId } })}
          />
        )}
        <ViewSelect<AnnounceDeliveryState | ''>
          label={t('announce_state_filter')}
          value={shown}
          options={[
            { value: '', label: t('announce_state_all') },
            ...announceDeliveryStates.map((state) => ({
              value: state,
              label: t(`announce_state_${state}`),
            })),
          ]}
          onChange={setShown}
        />
        {d.queuedCount > 0 && <LinearProgress aria-label={t('announce_state_queued')} />}
        {/* A scrolled box reachable by keyboard (WCAG 2.1.1: axe scrollable-region-focusable). */}
        <List
          dense
          tabIndex={0}
          aria-label={t('announce_recipients', { count: d.recipientCount })}
          sx={{ maxHeight: 400, overflowY: 'auto' }}
        >
          {recipients.length === 0 && (
            <ListItem>
              <ListItemText secondary={t('announce_state_none')} />
            </ListItem>
          )}
          {recipients.map((r, i) => (
            <ListItem key={i} divider sx={{ gap: 1 }}>
              <ListItemText
                primary={`${r.toName}（${r.toMailaddress}）`}
                secondary={timelineOf(t, r).join('\n')}
                sx={{ minWidth: 0 }}
                slotProps={{
                  primary: { sx: { overflowWrap: 'anywhere' } },
                  secondary: { sx: { overflowWrap: 'anywhere', whiteSpace: 'pre-line' } },
                }}
              />
              <Chip
                size="small"
                color={stateColor[r.state]}
                label={t(`announce_state_${r.state}`)}
              />
            </ListItem>
          ))}
        </List>
      </Stack>
    </Paper>
  );
}
