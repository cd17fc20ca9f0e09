import { z } from './zod';
import { limits } from './limits';
import { messages } from './messages';
import { countFields } from './answer-fields';

/**
 * The channels a reminder goes by (docs/decisions/reminders.md): a push to the recipient's
 * devices, a mail to their address, a text to their phone.
 */
export const reminderChannels = ['push', 'mail', 'sms'] as const;
export const ReminderChannel = z.enum(reminderChannels);
export type ReminderChannel = z.infer<typeof ReminderChannel>;

/** One step of a notice's reminder rule: by which channel, how many hours after publication. */
export const ReminderRuleStep = z.object({
  channel: z.enum(reminderChannels, { error: messages.reminder_rule_channel }),
  /** 0 = at publication (the start date's 00:00 Tokyo, or the opening if later). */
  afterHours: z
    .number({ error: messages.reminder_rule_hours })
    .int(messages.reminder_rule_hours)
    .min(0, messages.reminder_rule_hours)
    .max(limits.reminderRuleHoursMax, messages.reminder_rule_hours),
});
export type ReminderRuleStep = z.infer<typeof ReminderRuleStep>;

/**
 * A notice's reminder rule (docs/decisions/reminders.md, "Reminders by rule"): up to
 * `reminderRuleStepsMax` steps, strictly later one after another (a channel may come again at
 * another time). Each goes, at its time, to the recipients still unread then, by its channel where
 * it works for them. Urgent: every step ignores the quiet hours and the students' mutes.
 */
export const ReminderRule = z
  .object({
    steps: z
      .array(ReminderRuleStep, { error: messages.reminder_rule_steps_required })
      .min(1, messages.reminder_rule_steps_required)
      .max(limits.reminderRuleStepsMax, messages.reminder_rule_steps_max),
    urgent: z.boolean().default(false),
  })
  .superRefine(({ steps }, ctx) => {
    steps.forEach((step, i) => {
      const before = steps[i - 1];
      if (before && step.afterHours <= before.afterHours)
        ctx.addIssue({
          code: 'custom',
          path: ['steps', i, 'afterHours'],
          message: messages.reminder_rule_hours_order,
        });
    });
  });
export type ReminderRule = z.infer<typeof ReminderRule>;

/**
 * A step of the rule as it stands: waiting for its time (`dueAt`, out of the quiet hours unless
 * urgent), sending or sent to those chosen at that time, or cancelled (the notice closed or
 * deleted). A step that was sent stays when the rule is changed.
 */
export const ReminderStepState = z.object({
  channel: ReminderChannel,
  afterHours: z.number().int(),
  urgent: z.boolean(),
  /** ISO 8601: when it goes (or went). */
  dueAt: z.string(),
  state: z.enum(['waiting', 'sending', 'sent', 'cancelled']),
  /** Once it ran: the unread it was sent to, taken, failed, and skipped (read by their turn). */
  counts: z.object(countFields(['chosen', 'sent', 'failed', 'skipped'])).nullable(),
});
export type ReminderStepState = z.infer<typeof ReminderStepState>;
