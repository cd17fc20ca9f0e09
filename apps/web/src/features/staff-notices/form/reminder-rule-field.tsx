import { useFieldArray, useWatch } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { limits, reminderChannels } from '@tayori/contract';
import { useTranslation } from '../../../shared/i18n';
import { CheckboxInput } from '../../../shared/forms/fields/checkbox-input';
import { SelectInput } from '../../../shared/forms/fields/select-input';
import { TextInput } from '../../../shared/forms/fields/text-input';
import type { NoticeControl, ReminderRuleValues } from './notice-rules';
import { useRuleSummary } from './reminder-rule-summary';

/**
 * 未読者への再通知 (docs/decisions/reminders.md, "Reminders by rule"): up to
 * `reminderRuleStepsMax` steps, each a channel and its hours after publication, whether it is
 * urgent, and the rule in one sentence. The rules themselves are the contract's (the form's
 * resolver); each step's message shows under its field. Rows wrap at 360 px.
 */
export function ReminderRuleField({
  control,
  disabled,
}: {
  control: NoticeControl;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control, name: 'reminderRule.steps' });
  const rule = useWatch({ control, name: 'reminderRule' }) as ReminderRuleValues;
  const summary = useRuleSummary(rule);
  const last = fields.length > 0 ? Number(rule.steps.at(-1)?.afterHours) : NaN;
  return (
    <Stack component="section" spacing={1.5} aria-labelledby="reminder-rule-title">
      <Typography
        id="reminder-rule-title"
        component="h2"
        variant="subtitle1"
        sx={{ fontWeight: 700 }}
      >
        {t('reminder_rule_title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('reminder_rule_lead')}
      </Typography>
      {fields.map((step, i) => (
        <Box
          key={step.id}
          role="group"
          aria-label={`${i + 1}`}
          sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1 }}
        >
          <Box sx={{ width: { xs: '100%', sm: 180 } }}>
            <SelectInput
              control={control}
              name={`reminderRule.steps.${i}.channel`}
              label={t('reminder_rule_channel')}
              fullWidth
              disabled={disabled}
              options={reminderChannels.map((c) => ({
                value: c,
                label: t(`reminder_rule_channel_${c}`),
              }))}
            />
          </Box>
          <Typography sx={{ pt: 2 }}>{t('reminder_rule_after_prefix')}</Typography>
          <Box sx={{ width: 96 }}>
            <TextInput
              control={control}
              name={`reminderRule.steps.${i}.afterHours`}
              label={t('reminder_rule_after_hours')}
              fullWidth
              disabled={disabled}
            />
          </Box>
          <Typography sx={{ pt: 2 }}>{t('reminder_rule_after_suffix')}</Typography>
          <IconButton
            sx={{ mt: 1 }}
            aria-label={t('reminder_rule_remove', { step: i + 1 })}
            disabled={disabled}
            onClick={() => remove(i)}
          >
            <DeleteIcon />
          </IconButton>
        </Box>
      ))}
      <Box>
        <Button
          startIcon={<AddIcon />}
          disabled={disabled || fields.length >= limits.reminderRuleStepsMax}
          onClick={() =>
            append({
              channel: fields.length === 0 ? 'push' : 'mail',
              // The next day after the last step, within the contract's week.
              afterHours: String(
                Number.isFinite(last) ? Math.min(last + 24, limits.reminderRuleHoursMax) : 0,
              ),
            })
          }
        >
          {t('reminder_rule_add')}
        </Button>
      </Box>
      {fields.length > 0 && (
        <CheckboxInput
          control={control}
          name="reminderRule.urgent"
          label={t('reminder_rule_urgent')}
          disabled={disabled}
        />
      )}
      <Typography variant="body2" role="status" data-testid="reminder-rule-summary">
        {summary}
      </Typography>
    </Stack>
  );
}
