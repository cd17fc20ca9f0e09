import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { JidField, typedText } from '@tayori/contract';
import { ApiFailure } from '../api/api-failure';
import { ConfirmProvider } from '../ui/confirm-dialog';
import { SnackbarProvider } from '../ui/snackbar';
import { contractResolver } from './contract-resolver';
import { TextInput } from './fields/text-input';
import { useSubmitFlow } from './use-submit-flow';

const Values = z.object({ jid: JidField });
type Values = z.infer<typeof Values>;

function JidScreen({
  send,
  withConfirm,
}: {
  send(v: Values): Promise<unknown>;
  withConfirm: boolean;
}) {
  const form = useForm<Values>({
    defaultValues: { jid: '' },
    resolver: contractResolver<Values>(Values),
  });
  const { busy, submit } = useSubmitFlow(form);
  return (
    <form
      noValidate
      onSubmit={submit(
        (values) => ({
          confirm: withConfirm ? { message: '保存しますか？', confirmLabel: '保存' } : undefined,
          send: () => send(values),
          success: '保存しました。',
          then: withConfirm ? '/list' : undefined,
        }),
        { jid: typedText.jid },
      )}
    >
      <TextInput control={form.control} name="jid" label="JID" disabled={busy} />
      <button type="submit" disabled={busy}>
        送信
      </button>
    </form>
  );
}

function renderFlow(send: (v: Values) => Promise<unknown>, withConfirm = true) {
  render(
    <MemoryRouter initialEntries={['/edit']}>
      <SnackbarProvider>
        <ConfirmProvider>
          <Routes>
            <Route path="/edit" element={<JidScreen send={send} withConfirm={withConfirm} />} />
            <Route path="/list" element={<h1>一覧</h1>} />
          </Routes>
        </ConfirmProvider>
      </SnackbarProvider>
    </MemoryRouter>,
  );
}

/** Whether leaving the tab now would ask first. */
/** The submit button, also while the closing dialog hides the page from assistive technology. */
const submitButton = () => screen.getByRole('button', { name: '送信', hidden: true });

const leaveAsks = () => !window.dispatchEvent(new Event('beforeunload', { cancelable: true }));

describe('useSubmitFlow', { timeout: 20_000 }, () => {
  it('nothing is sent when the confirmation is cancelled', async () => {
    const send = vi.fn(async () => ({}));
    renderFlow(send);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'JID' }), 'abc');
    await user.click(screen.getByRole('button', { name: '送信' }));
    await user.click(await screen.findByRole('button', { name: 'キャンセル' }));
    expect(send).not.toHaveBeenCalled();
  });

  it('confirm → busy → send → saved → the next screen after 3 s; the leave guard until then', async () => {
    let answer: (v: unknown) => void = () => {};
    const send = vi.fn(() => new Promise((resolve) => (answer = resolve)));
    renderFlow(send);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'JID' }), 'ＡＢＣ１');
    expect(leaveAsks()).toBe(true);
    await user.click(screen.getByRole('button', { name: '送信' }));
    await user.click(await screen.findByRole('button', { name: '保存' }));
    await waitFor(() => expect(send).toHaveBeenCalledWith({ jid: 'ABC1' }));
    expect(submitButton()).toHaveProperty('disabled', true);
    const answered = Date.now();
    await act(async () => answer({}));
    expect(await screen.findByText('保存しました。')).toBeTruthy();
    expect(leaveAsks()).toBe(false);
    expect(submitButton()).toHaveProperty('disabled', true);
    expect(screen.queryByRole('heading', { name: '一覧' })).toBeNull();
    await screen.findByRole('heading', { name: '一覧' }, { timeout: 6_000 });
    expect(Date.now() - answered).toBeGreaterThanOrEqual(3_000);
  });

  it("puts a validation answer's messages on its fields and frees the form", async () => {
    const send = vi.fn(async () => {
      throw new ApiFailure('validationError', 400, 'PATCH', '/api/v1/users', [], {
        jid: 'JIDは半角英数字16文字以内で入力してください。',
        other: '表示されない項目',
      });
    });
    renderFlow(send, false);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'JID' }), 'abc');
    await user.click(screen.getByRole('button', { name: '送信' }));
    expect(await screen.findByText('JIDは半角英数字16文字以内で入力してください。')).toBeTruthy();
    expect(await screen.findByText('未入力、または不正な項目があります。')).toBeTruthy();
    expect(screen.queryByText('表示されない項目')).toBeNull();
    expect(screen.getByRole('button', { name: '送信' })).toHaveProperty('disabled', false);
  });

  it('a broken rule says validation_incorrect and sends nothing', async () => {
    const send = vi.fn(async () => ({}));
    renderFlow(send, false);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '送信' }));
    expect(await screen.findByText('未入力、または不正な項目があります。')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
  });
});
