import { useId, useState } from 'react';
import { useTranslation } from '../../shared/i18n';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { StudentNotice } from '@tayori/contract';
import { failureMessage } from '../../shared/api/error-messages';
import { formatDate } from '../../shared/format/date';
import { NoticeHtmlView } from '../../shared/ui/notice-html-view';
import { NoticeChips } from '../../shared/ui/notice-chips';
import { useNoticeDetail } from './api/read-notice';

/** One notice of the list: its heading, and once opened its body (fetched on the first open only). */
export function NoticePanel({ notice }: { notice: StudentNotice }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const unread = !notice.noticeReadFlag;
  // Ids tie the body region to its heading button, so the region is named after the notice.
  const summaryId = useId();

  return (
    <Accordion
      disableGutters
      variant="outlined"
      expanded={expanded}
      onChange={(_e, open) => {
        setExpanded(open);
        if (open) setOpened(true);
      }}
      slotProps={{ heading: { component: 'h2' } }}
    >
      <AccordionSummary
        id={`${summaryId}-summary`}
        aria-controls={`${summaryId}-body`}
        expandIcon={<ExpandMoreIcon />}
      >
        <Stack spacing={0.5} sx={{ minWidth: 0 }}>
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ alignItems: 'center', flexWrap: 'wrap' }}
          >
            {unread && <Chip size="small" color="primary" label={t('notice_unread')} />}
            <NoticeChips important={notice.noticeImportantFlag} category={notice.noticeCategory} />
            <Typography component="span" variant="body2" color="text.secondary">
              {formatDate(notice.noticeDate)}
            </Typography>
          </Stack>
          <Typography
            component="span"
            sx={{ fontWeight: unread ? 700 : 400, overflowWrap: 'anywhere' }}
          >
            {notice.noticeTitle}
          </Typography>
        </Stack>
      </AccordionSummary>
      <AccordionDetails sx={{ borderTop: 1, borderColor: 'divider' }}>
        {opened && <NoticeDetail id={notice.noticeId} />}
      </AccordionDetails>
    </Accordion>
  );
}

function NoticeDetail({ id }: { id: number }) {
  const { t } = useTranslation();
  const detail = useNoticeDetail(id);
  if (detail.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
        <CircularProgress size={28} aria-label={t('loading')} />
      </Box>
    );
  }
  if (detail.isError) {
    return (
      <Typography color="error" role="alert">
        {failureMessage(detail.error)}
      </Typography>
    );
  }
  return <NoticeHtmlView html={detail.data.noticeBody} />;
}
