import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { messages, tokyoDateOf, type NoticeForm } from '@tayori/contract';
import { ReminderRuleField } from './reminder-rule-field';
import { emptyNoticeForm } from './notice-rules';
import { useNoticeForm } from './use-notice-form';

const today = tokyoDateOf(new Date());

/** The section in a notice form whose other fields are valid; 送信 hands on what the rules pass. */
function Harness({ sent }: { sent: NoticeForm[] }) {
  const form = useNoticeForm({
    ...emptyNoticeForm(today, { noticeTitle: '件名', noticeBody: '<p>本文</p>' }),
    noticeCategory: 5,
    noticeGroupId: 1,
    noEndDate: true,
  });
  return (
    <form onSubmit={form.handleSubmit((values) => void sent.push(values))}>
      <ReminderRuleField control={form.control} disabled={false} />
      <button type="submit">送信</button>
    </form>
  );
}

const summary = () => screen.getByTestId('reminder-rule-summary').textContent;
const hours = () => screen.getAllByRole('textbox', { name: '時間' });

describe('ReminderRuleField', { timeout: 20_000 }, () => {
  it('adds up to three steps, says the rule in one sentence, and sends it', async () => {
    const sent: NoticeForm[] = [];
    render(<Harness sent={sent} />);
    expect(summary()).toBe('再通知はしません。');
    const add = screen.getByRole('button', { name: '段階を追加' });
    fireEvent.click(add);
    fireEvent.click(add);
    fireEvent.click(add);
    expect(add).toHaveProperty('disabled', true);
    expect(hours().map((h) => (h as HTMLInputElement).value)).toEqual(['0', '24', '48']);
    fireEvent.mouseDown(screen.getAllByRole('combobox', { name: '方法' })[2]!);
    fireEvent.click(screen.getByRole('option', { name: 'SMS' }));
    expect(summary()).toBe(
      '公開時にプッシュ通知、24時間後に未読ならメール、48時間後にまだ未読ならSMSで再通知します。21時〜7時にあたる再通知は7時に送ります。',
    );
    fireEvent.click(screen.getByRole('checkbox', { name: /^緊急/ }));
    expect(summary()).toContain('緊急のため、夜間も待たずに送ります。');

    fireEvent.click(screen.getByRole('button', { name: '送信' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.reminderRule).toEqual({
      steps: [
        { channel: 'push', afterHours: 0 },
        { channel: 'mail', afterHours: 24 },
        { channel: 'sms', afterHours: 48 },
      ],
      urgent: true,
    });
  });

  it("shows the contract's message under a step's hours and sends nothing", async () => {
    const sent: NoticeForm[] = [];
    render(<Harness sent={sent} />);
    const add = screen.getByRole('button', { name: '段階を追加' });
    fireEvent.click(add);
    fireEvent.click(add);
    fireEvent.change(hours()[1]!, { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: '送信' }));
    expect(await screen.findByText(messages.reminder_rule_hours_order)).toBeTruthy();
    fireEvent.change(hours()[1]!, { target: { value: '二十四' } });
    expect(await screen.findByText(messages.reminder_rule_hours)).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('sends no rule once every step is removed', async () => {
    const sent: NoticeForm[] = [];
    render(<Harness sent={sent} />);
    fireEvent.click(screen.getByRole('button', { name: '段階を追加' }));
    fireEvent.click(screen.getByRole('button', { name: '1段目を削除' }));
    expect(summary()).toBe('再通知はしません。');
    fireEvent.click(screen.getByRole('button', { name: '送信' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.reminderRule).toBeNull();
  });
});
