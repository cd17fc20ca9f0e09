import { useTranslation } from '../../../shared/i18n';
import type { ReminderRuleValues } from './notice-rules';

/**
 * The rule in one plain sentence (公開時にプッシュ通知、24時間後に未読ならメールで再通知します。),
 * with what the quiet hours do to it. Steps whose hours are not a number yet are left out.
 */
export function useRuleSummary(rule: ReminderRuleValues): string {
  const { t } = useTranslation();
  const steps = rule.steps.filter((s) => /^\d+$/.test(s.afterHours.trim()));
  if (steps.length === 0) return t('reminder_rule_none');
  const parts = steps.map((s, i) => {
    const channel = t(`reminder_rule_channel_${s.channel}`);
    const hours = Number(s.afterHours);
    return hours === 0
      ? t('reminder_rule_step_at_publish', { channel })
      : t('reminder_rule_step_after', {
          hours,
          channel,
          // まだ: an earlier step after publication already asked.
          still: steps.slice(0, i).some((e) => Number(e.afterHours) > 0)
            ? t('reminder_rule_still')
            : '',
        });
  });
  const when = rule.urgent ? t('reminder_rule_urgent_note') : t('reminder_rule_quiet');
  return `${t('reminder_rule_summary', { steps: parts.join('、') })}${when}`;
}
