import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReminderStepState } from '@tayori/contract';
import { useTranslation } from '../../../shared/i18n';
import { formatDateTime } from '../../../shared/format/date';
import { useNotice } from '../api/get-notice';

const STATE_COLOR = {
  waiting: 'default',
  sending: 'info',
  sent: 'success',
  cancelled: 'default',
} as const;

/**
 * The notice's reminder rule on the read status (docs/decisions/reminders.md, "Reminders by
 * rule"): each step, and where it stands — waiting with its time in Tokyo, sent with how many it
 * reached, cancelled. The detail carries it only for those who may write the notice.
 */
export function RuleSteps({ noticeId }: { noticeId: number }) {
  const { t } = useTranslation();
  const notice = useNotice(noticeId);
  const steps = notice.data?.reminderSteps ?? [];
  if (steps.length === 0) return null;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="rule-steps-title">
      <Typography id="rule-steps-title" component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('reminder_rule_steps_title')}
      </Typography>
      <List dense disablePadding>
        {steps.map((step, i) => (
          <ListItem key={i} disableGutters sx={{ flexWrap: 'wrap', gap: 1 }}>
            <ListItemText
              primary={stepLabel(step, t)}
              secondary={stateText(step, t)}
              sx={{ flex: '1 1 200px', m: 0 }}
            />
            <Chip
              size="small"
              color={STATE_COLOR[step.state]}
              variant={step.state === 'cancelled' ? 'outlined' : 'filled'}
              label={t(`reminder_rule_chip_${step.state}`)}
            />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}

type T = ReturnType<typeof useTranslation>['t'];

const stepLabel = (step: ReminderStepState, t: T) => {
  const channel = t(`reminder_rule_channel_${step.channel}`);
  return step.afterHours === 0
    ? t('reminder_rule_step_label_publish', { channel })
    : t('reminder_rule_step_label', { hours: step.afterHours, channel });
};

function stateText(step: ReminderStepState, t: T): string {
  const c = step.counts;
  switch (step.state) {
    case 'waiting':
      return t('reminder_rule_state_waiting', { at: formatDateTime(step.dueAt) });
    case 'sending':
      return t('reminder_rule_state_sending', { chosen: c?.chosen ?? 0 });
    case 'sent':
      return c && c.chosen > 0
        ? t('reminder_rule_state_sent', c)
        : t('reminder_rule_state_sent_none');
    case 'cancelled':
      return t('reminder_rule_state_cancelled');
  }
}
